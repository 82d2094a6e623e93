// Relative imports: react-router.config.ts loads this module outside Vite's aliases.
import { getAllPosts } from "../../content/posts.server";
import { postPathById, postPathBySlug } from "./paths";

/** The pages search engines should find, in the order the sitemap lists them. */
export function getIndexablePaths(): string[] {
  const posts = getAllPosts().map((post) => postPathById(post.id));
  return ["/", "/apartment-guntur", "/blog", ...posts, "/privacy-policy"];
}

/**
 * Pages written out as `<dir>/404.html`; the server (and Cloudflare Pages) answers an
 * unknown URL with the nearest one, status 404.
 */
export const notFoundPages = {
  "/404": "404.html",
  "/blog/__not-found": "blog/404.html",
  "/blog/post/__not-found": "blog/post/404.html",
} as const;

/** Everything pre-rendered at build time: every route, every post by id and by slug. */
export function getPrerenderPaths(): string[] {
  const posts = getAllPosts().flatMap((post) => [postPathById(post.id), postPathBySlug(post.slug)]);
  return [...new Set(["/", "/apartment-guntur", "/blog", ...posts, "/privacy-policy", "/thank-you", ...Object.keys(notFoundPages)])];
}

