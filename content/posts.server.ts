import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { countWords, renderMarkdown } from "./markdown.server";
import { formatContentIssues, PostFrontMatterSchema } from "./schema";
import { fillTokens } from "./tokens";

export type Post = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date, e.g. 2025-04-14 */
  isoDate: string;
  /** Display text, e.g. April 14, 2025 */
  date: string;
  /** ISO date of the last change in substance, when the front matter gives one. */
  isoUpdated?: string;
  image: string;
  imageAlt: string;
  category: string;
  tags: string[];
  seo: { title?: string; description?: string; focusKeyphrase: string };
  html: string;
  readingMinutes: number;
};

// Resolved from the project root: this module runs inside the bundled build, not from its own folder.
const POSTS_DIR = path.resolve("content/posts");
const WORDS_PER_MINUTE = 200;

const displayDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** Parses one post file; throws an error naming the file and every bad field. */
export function parsePost(file: string, raw: string): Post {
  const { data, content } = matter(fillTokens(raw, file));
  const result = PostFrontMatterSchema.safeParse(data);
  if (!result.success) throw new Error(`Invalid post front matter:\n${formatContentIssues(file, result.error)}`);
  const { updated, ...front } = result.data;
  return {
    ...front,
    slug: front.slug ?? front.id,
    isoDate: front.date.toISOString().slice(0, 10),
    ...(updated && { isoUpdated: updated.toISOString().slice(0, 10) }),
    date: displayDate.format(front.date),
    html: renderMarkdown(content),
    readingMinutes: Math.max(1, Math.round(countWords(content) / WORDS_PER_MINUTE)),
  };
}

let cache: Post[] | undefined;

/** Every post, newest first. Ids and slugs must be unique across posts. */
export function getAllPosts(): Post[] {
  if (cache) return cache;
  const files = readdirSync(POSTS_DIR)
    .filter((name) => name.endsWith(".md"))
    .sort();
  const posts = files.map((name) =>
    parsePost(`content/posts/${name}`, readFileSync(path.join(POSTS_DIR, name), "utf8")),
  );
  const seen = new Set<string>();
  for (const post of posts) {
    for (const key of new Set([`id ${post.id}`, `slug ${post.slug}`])) {
      if (seen.has(key)) throw new Error(`content/posts: two posts share the ${key}`);
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
