import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The route table of SPEC.md §2. Every path here is pre-rendered (react-router.config.ts).
export default [
  index("routes/home.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:id", "routes/blog-post.tsx", { id: "blog-post-by-id" }),
  route("blog/post/:slug", "routes/blog-post.tsx", { id: "blog-post-by-slug" }),
  route("apartment-guntur", "routes/apartment-guntur.tsx"),
  route("thank-you", "routes/thank-you.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
