import blog from "@content/generated/blog";
import { getAllPosts, getPostById, getPostBySlug } from "@content/posts.server";
import { PostArticle } from "~/features/blog/post-article";
import { PostLoadingStatus } from "~/features/blog/post-loading-status";
import { getPostMeta } from "~/features/blog/post-meta";
import { PostNotFound } from "~/features/blog/post-not-found";
import { getRelatedPosts } from "~/features/blog/post-summary";
import { pageWords } from "~/utils/layout-words";
import { isRedirect } from "~/utils/route-data";
import { ContentProvider } from "~/utils/use-content";
import type { Route } from "./+types/blog-post";

/** The words of this page's parts, beside those of every page (app/root.tsx). */
const words = pageWords({ blog });

// One module serves /blog/:id and /blog/post/:slug (app/routes.ts).
export function loader({ params }: Route.LoaderArgs) {
  const post = params.slug !== undefined ? getPostBySlug(params.slug) : getPostById(params.id ?? "");
  return post ? { post, related: getRelatedPosts(post, getAllPosts()) } : { post: null, related: [] };
}

// A post that was not pre-rendered has no data file: show the not-found view. A redirect passes on (app/utils/route-data.ts).
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (isRedirect(error)) throw error;
    return { post: null, related: [] };
  }
}

export const meta: Route.MetaFunction = ({ data }) => getPostMeta(data?.post ?? null, words);

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, related } = loaderData;
  return (
    <ContentProvider words={words}>
      <PostLoadingStatus />
      {post ? <PostArticle post={post} related={related} /> : <PostNotFound />}
    </ContentProvider>
  );
}
