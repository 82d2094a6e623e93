import { getImage } from "#app/utils/media.ts";
import { href, postPathById } from "#app/utils/paths.ts";
import type { MetaDescriptor } from "#app/utils/seo.ts";
import { absoluteUrl, getMeta } from "#app/utils/seo.ts";
import { buildBlogPostingJsonLd, buildBreadcrumbJsonLd } from "#app/utils/structured-data.ts";
import { blogContent } from "#content/blog.ts";
import { languageContent } from "#content/page-language.ts";
import type { Post } from "#content/posts.server.ts";
import type { Words } from "#content/words.ts";

type PostForMeta = Pick<
  Post,
  "id" | "title" | "excerpt" | "seo" | "tags" | "image" | "imageAlt" | "isoDate" | "isoUpdated" | "author"
>;

/** docs/product.md, Blog: seo title else title; seo description else excerpt; tags as keywords. */
export function getPostMeta(post: PostForMeta | null, words: Words): MetaDescriptor[] {
  const { blog } = blogContent(words);
  const { pageLanguage: language } = languageContent(words);
  if (!post) {
    return getMeta(words, {
      title: blog.notFound.title,
      description: blog.notFound.description,
      path: href("/blog"),
      noindex: true,
    });
  }
  const path = postPathById(post.id);
  const largestImage = getImage(post.image).webp.at(-1)?.url ?? "";
  return getMeta(words, {
    title: post.seo.title ?? post.title,
    description: post.seo.description ?? post.excerpt,
    path,
    shareImage: { image: post.image, alt: post.imageAlt },
    type: "article",
    keywords: post.tags.join(", "),
    jsonLd: [
      buildBlogPostingJsonLd({ ...post, path, imageUrl: absoluteUrl(largestImage) }, language),
      buildBreadcrumbJsonLd(
        [
          { name: blog.breadcrumbs.home, path: href("/") },
          { name: blog.breadcrumbs.blog, path: href("/blog") },
          { name: post.title, path },
        ],
        language,
      ),
    ],
  });
}
