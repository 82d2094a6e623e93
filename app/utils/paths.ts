import { href } from "react-router";

// href() is typed from the route table (app/routes.ts): a renamed route or param fails the type check.

export function postPathById(id: string): string {
  return href("/blog/:id", { id });
}

export function postPathBySlug(slug: string): string {
  return href("/blog/post/:slug", { slug });
}
