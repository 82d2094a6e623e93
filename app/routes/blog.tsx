import { blogContent } from "@content/blog";
import blog from "@content/generated/blog";
import { languageContent } from "@content/page-language";
import { getAllPosts } from "@content/posts.server";
import { PostLoadingStatus } from "~/features/blog/post-loading-status";
import { toPostSummary } from "~/features/blog/post-summary";
import { BlogPage } from "~/pages/blog";
import { pageWords } from "~/utils/layout-words";
import { getMeta } from "~/utils/seo";
import { buildBreadcrumbJsonLd } from "~/utils/structured-data";
import { ContentProvider } from "~/utils/use-content";
import type { Route } from "./+types/blog";

/** The words of this page's parts, beside those of every page (app/root.tsx). */
const words = pageWords({ blog });

export function loader() {
  return {
    posts: getAllPosts().map(toPostSummary),
  };
}

export const meta: Route.MetaFunction = () => {
  const { blog } = blogContent(words);
  const { pageLanguage } = languageContent(words);
  return getMeta(words, {
    title: blog.meta.title,
    description: blog.meta.description,
    path: "/blog",
    jsonLd: [
      buildBreadcrumbJsonLd(
        [
          { name: blog.breadcrumbs.home, path: "/" },
          { name: blog.breadcrumbs.blog, path: "/blog" },
        ],
        pageLanguage,
      ),
    ],
  });
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <ContentProvider words={words}>
      <BlogPage posts={loaderData.posts} status={<PostLoadingStatus />} />
    </ContentProvider>
  );
}
