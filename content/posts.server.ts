import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Language } from "./languages";
import { markdownFolder } from "./languages";
import { parsePost, type Post } from "./markdown.server";
import { projectTokensContent } from "./project-tokens";
import { wordsIn } from "./words-in.server";

export type { Post } from "./markdown.server";

const cache = new Map<string, Post[]>();

/**
 * Every post in a language, newest first. Ids and slugs must be unique across posts. Read
 * from the project root: this module runs inside the bundled build, not from its own folder; a translation's posts
 * are merged over the English by content/compile.ts.
 */
export function getAllPosts(language: Language): Post[] {
  const cached = cache.get(language.code);
  if (cached) return cached;
  const folder = markdownFolder("content/posts/en", language.code);
  const files = readdirSync(path.resolve(folder))
    .filter((name) => name.endsWith(".md"))
    .sort();
  const { projectTokens } = projectTokensContent(wordsIn(language.code));
  const posts = files.map((name) =>
    parsePost(`${folder}/${name}`, readFileSync(path.resolve(folder, name), "utf8"), projectTokens, language.hreflang),
  );
  const seen = new Set<string>();
  for (const post of posts) {
    for (const key of new Set([`id ${post.id}`, `slug ${post.slug}`])) {
      if (seen.has(key)) throw new Error(`${folder}: two posts share the ${key}`);
      seen.add(key);
    }
  }
  const newestFirst = posts.sort((a, b) => b.isoDate.localeCompare(a.isoDate));
  cache.set(language.code, newestFirst);
  return newestFirst;
}

export function getPostBySlug(slug: string, language: Language): Post | undefined {
  return getAllPosts(language).find((post) => post.slug === slug);
}
