import type { MetaDescriptor } from "react-router";
import type { blogContent } from "@content/blog";
import type { Language } from "@content/languages";
import type { Post } from "@content/posts.server";
import type { ShareImage } from "@content/schema";
import { getImage } from "~/utils/media";
import { postPathById } from "~/utils/paths";
import { absoluteUrl, getMeta } from "~/utils/seo";
import { buildBlogPostingJsonLd, buildBreadcrumbJsonLd } from "~/utils/structured-data";

type PostForMeta = Pick<
  Post,
  "id" | "title" | "excerpt" | "seo" | "tags" | "image" | "imageAlt" | "isoDate" | "isoUpdated" | "author"
>;

/** What the meta of a post reads besides the post, in the page's language. */
type PostMetaWords = {
  /** blogContent's. */
  blog: ReturnType<typeof blogContent>["blog"];
  language: Language;
  /** The not-found view's link preview (shareImages.default); a post shares its own cover image. */
  shareImage: ShareImage;
};

/** docs/product.md, Blog: seo title else title; seo description else excerpt; tags as keywords. */
export function getPostMeta(post: PostForMeta | null, { blog, language, shareImage }: PostMetaWords): MetaDescriptor[] {
  if (!post) {
    return getMeta({
      title: blog.notFound.title,
      description: blog.notFound.description,
      path: "/blog",
      language,
      shareImage,
      noindex: true,
    });
  }
  const path = postPathById(post.id);
  const largestImage = getImage(post.image).webp.at(-1)?.url ?? "";
  return getMeta({
    title: post.seo.title ?? post.title,
    description: post.seo.description ?? post.excerpt,
    path,
    language,
    shareImage: { image: post.image, alt: post.imageAlt },
    type: "article",
    keywords: post.tags.join(", "),
    jsonLd: [
      buildBlogPostingJsonLd({ ...post, path, imageUrl: absoluteUrl(largestImage) }, language),
      buildBreadcrumbJsonLd(
        [
          { name: blog.breadcrumbs.home, path: "/" },
          { name: blog.breadcrumbs.blog, path: "/blog" },
          { name: post.title, path },
        ],
        language,
      ),
    ],
  });
}
