import { getAllPosts } from "@content/posts.server";
import { PostCard } from "~/features/blog/post-card";
import { PostLoadingStatus } from "~/features/blog/post-loading-status";
import { toPostSummary } from "~/features/blog/post-summary";
import { getMeta, pageTitle } from "~/utils/seo";
import { buildBreadcrumbJsonLd } from "~/utils/structured-data";
import type { Route } from "./+types/blog";

export function loader() {
  return { posts: getAllPosts().map(toPostSummary) };
}

export const meta: Route.MetaFunction = () =>
  getMeta({
    title: pageTitle.blog,
    description:
      "News and insights for home buyers in Guntur: prices, locations, RERA, loans and how to choose a 2 or 3 BHK flat in a gated community.",
    path: "/blog",
    jsonLd: [
      buildBreadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
      ]),
    ],
  });

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <div className="pt-28 pb-20 md:pt-32">
      <PostLoadingStatus />
      <header className="container-page text-center">
        <h1 className="font-display text-display text-brand-900">Our Blog</h1>
        <p className="mt-3 text-lg text-muted">Stay Updated with News and Insights</p>
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
  );
}
