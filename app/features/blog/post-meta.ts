import type { MetaDescriptor } from "react-router";
import { blog } from "@content/blog";
import type { Post } from "@content/posts.server";
import { getImage } from "~/utils/media";
import { postPathById } from "~/utils/paths";
import { absoluteUrl, getMeta } from "~/utils/seo";
import { buildBlogPostingJsonLd, buildBreadcrumbJsonLd } from "~/utils/structured-data";

type PostForMeta = Pick<
  Post,
  "id" | "title" | "excerpt" | "seo" | "tags" | "image" | "imageAlt" | "isoDate" | "isoUpdated" | "author"
>;

/** docs/product.md, Blog: seo title else title; seo description else excerpt; tags as keywords. */
export function getPostMeta(post: PostForMeta | null): MetaDescriptor[] {
  if (!post) {
    return getMeta({
      title: blog.notFound.title,
      description: blog.notFound.description,
      path: "/blog",
      noindex: true,
    });
  }
  const path = postPathById(post.id);
  const largestImage = getImage(post.image).webp.at(-1)?.url ?? "";
  return getMeta({
    title: post.seo.title ?? post.title,
    description: post.seo.description ?? post.excerpt,
    path,
    shareImage: { image: post.image, alt: post.imageAlt },
    type: "article",
    keywords: post.tags.join(", "),
    jsonLd: [
      buildBlogPostingJsonLd({ ...post, path, imageUrl: absoluteUrl(largestImage) }),
      buildBreadcrumbJsonLd([
        { name: blog.breadcrumbs.home, path: "/" },
        { name: blog.breadcrumbs.blog, path: "/blog" },
        { name: post.title, path },
      ]),
    ],
  });
}
