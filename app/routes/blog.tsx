import { blogContent } from "@content/blog";
import blog from "@content/generated/blog";
import { languageContent } from "@content/page-language";
import { getAllPosts } from "@content/posts.server";
import { PostCard } from "~/features/blog/post-card";
import { PostLoadingStatus } from "~/features/blog/post-loading-status";
import { toPostSummary } from "~/features/blog/post-summary";
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
  const { blog } = blogContent(words);
  return (
    <ContentProvider words={words}>
      <div className="pt-28 pb-20 md:pt-32">
        <PostLoadingStatus />
        <header className="container-page text-center">
          <h1 className="font-display text-display text-brand-900">{blog.heading}</h1>
          <p className="mt-3 text-lg text-muted">{blog.subheading}</p>
        </header>
        <div
          data-testid="post-grid"
          className="container-page mt-12 grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3"
        >
          {loaderData.posts.map((post, index) => (
            <PostCard key={post.id} post={post} priority={index === 0} />
          ))}
        </div>
      </div>
    </ContentProvider>
  );
}
