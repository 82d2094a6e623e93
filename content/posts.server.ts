import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildWords } from "./build-words.server";
import { parsePost, type Post } from "./markdown.server";
import { buildLanguage, pageMarkdownFolder } from "./page-language";
import { projectTokensContent } from "./project-tokens";

export type { Post } from "./markdown.server";

// Resolved from the project root: this module runs inside the bundled build, not from its own folder. The posts
// in the pages' language: a translation's build reads them merged over the English (content/compile.ts).
const POSTS_DIR = pageMarkdownFolder("content/posts/en");
const LOCALE = buildLanguage.hreflang;

let cache: Post[] | undefined;

/** Every post, newest first. Ids and slugs must be unique across posts. */
export function getAllPosts(): Post[] {
  if (cache) return cache;
  const files = readdirSync(path.resolve(POSTS_DIR))
    .filter((name) => name.endsWith(".md"))
    .sort();
  const { projectTokens } = projectTokensContent(buildWords);
  const posts = files.map((name) =>
    parsePost(`${POSTS_DIR}/${name}`, readFileSync(path.resolve(POSTS_DIR, name), "utf8"), projectTokens, LOCALE),
  );
  const seen = new Set<string>();
  for (const post of posts) {
    for (const key of new Set([`id ${post.id}`, `slug ${post.slug}`])) {
      if (seen.has(key)) throw new Error(`${POSTS_DIR}: two posts share the ${key}`);
      seen.add(key);
    }
  }
  cache = posts.sort((a, b) => b.isoDate.localeCompare(a.isoDate));
  return cache;
}

export function getPostById(id: string): Post | undefined {
  return getAllPosts().find((post) => post.id === id);
}

export function getPostBySlug(slug: string): Post | undefined {
  return getAllPosts().find((post) => post.slug === slug);
}
