import type { Post } from "#content/posts.server.ts";
import type { PostSummary } from "./post-card";

/** What a card needs; keeps post bodies out of the list page's data. */
export function toPostSummary({
  id,
  title,
  excerpt,
  date,
  isoDate,
  image,
  imageAlt,
  readingMinutes,
}: Post): PostSummary {
  return { id, title, excerpt, date, isoDate, image, imageAlt, readingMinutes };
}

/** Posts sharing the most tags with this one, newest first on ties. */
export function getRelatedPosts(post: Post, all: Post[], count = 3): PostSummary[] {
  const tags = new Set(post.tags.map((tag) => tag.toLowerCase()));
  return all
    .filter((other) => other.id !== post.id)
    .map((other) => ({ other, shared: other.tags.filter((tag) => tags.has(tag.toLowerCase())).length }))
    .sort((a, b) => b.shared - a.shared || b.other.isoDate.localeCompare(a.other.isoDate))
    .slice(0, count)
    .map(({ other }) => toPostSummary(other));
}
