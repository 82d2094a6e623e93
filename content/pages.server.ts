import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { renderMarkdown } from "./markdown.server";
import { formatContentIssues, PageFrontMatterSchema } from "./schema";
import { fillTokens } from "./tokens";

export type Page = { title: string; description: string; updated: string; html: string };

/** A standalone Markdown page from content/pages, e.g. "privacy-policy". */
export function getPage(name: string): Page {
  const file = `content/pages/${name}.md`;
  const { data, content } = matter(fillTokens(readFileSync(path.resolve(file), "utf8"), file));
  const result = PageFrontMatterSchema.safeParse(data);
  if (!result.success) throw new Error(`Invalid page front matter:\n${formatContentIssues(file, result.error)}`);
  const updated = new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(result.data.updated);
  return { title: result.data.title, description: result.data.description, updated, html: renderMarkdown(content) };
}
