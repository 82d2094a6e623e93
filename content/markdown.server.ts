import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { PageFrontMatterSchema, PostFrontMatterSchema, ProgressFrontMatterSchema, type TowerProgress } from "./schema";
import { ContentError, splitFrontMatter, type YamlSource } from "./source";
import { fillTokens, type Tokens } from "./tokens";

const marked = new Marked({ gfm: true });

/** Markdown to HTML, sanitized at build time so no script or handler reaches a page. */
function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, {
    allowedTags: [
      "h2",
      "h3",
      "h4",
      "p",
      "ul",
      "ol",
      "li",
      "strong",
      "em",
      "a",
      "blockquote",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
      "hr",
      "br",
      "code",
    ],
    allowedAttributes: { a: ["href", "title", "rel"] },
    allowedSchemes: ["https", "mailto", "tel"],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const external = /^https?:/.test(attribs.href ?? "");
        return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer" } : attribs };
      },
    },
  });
}

function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

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

export type Page = { title: string; description: string; updated: string; html: string };

const WORDS_PER_MINUTE = 200;

type DateFormats = { day: Intl.DateTimeFormat; month: Intl.DateTimeFormat };
const formatsByLocale = new Map<string, DateFormats>();

/**
 * Dates as the pages of a language write them ("10 November 2026", "10 నవంబర్ 2026"); Node has every locale.
 * Made once per locale: a formatter is costly to make and every post and update uses one.
 */
function dateFormats(locale: string): DateFormats {
  let formats = formatsByLocale.get(locale);
  if (!formats) {
    formats = {
      day: new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
      month: new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }),
    };
    formatsByLocale.set(locale, formats);
  }
  return formats;
}

/** Front matter and body with their tokens filled; front matter problems name file, line and field. */
function readMarkdown(file: string, raw: string, tokens: Tokens) {
  const { front, body } = splitFrontMatter(file, raw);
  const fill = (value: unknown, at: string[]): unknown => {
    if (typeof value === "string") return fillTokens(value, `${file}:${front.lineOf(at)} › ${at.join(".")}`, tokens);
    if (Array.isArray(value)) return value.map((item, index) => fill(item, [...at, String(index)]));
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, [...at, key])]));
    }
    return value;
  };
  return { front, data: fill(front.data, []), body: fillTokens(body, file, tokens) };
}

/** Parses one post file; throws an error naming the file, line and every bad field. */
export function parsePost(file: string, raw: string, tokens: Tokens, locale = "en-IN"): Post {
  const { front, data, body } = readMarkdown(file, raw, tokens);
  const result = PostFrontMatterSchema.safeParse(data);
  if (!result.success) throw new ContentError(front.describe(result.error));
  const { updated, ...post } = result.data;
  return {
    ...post,
    slug: post.slug ?? post.id,
    isoDate: post.date.toISOString().slice(0, 10),
    ...(updated && { isoUpdated: updated.toISOString().slice(0, 10) }),
    date: dateFormats(locale).day.format(post.date),
    html: renderMarkdown(body),
    readingMinutes: Math.max(1, Math.round(countWords(body) / WORDS_PER_MINUTE)),
  };
}

/** Parses one standalone page, e.g. the privacy policy. */
export function parsePage(file: string, raw: string, tokens: Tokens, locale = "en-IN"): Page {
  const { front, data, body } = readMarkdown(file, raw, tokens);
  const result = PageFrontMatterSchema.safeParse(data);
  if (!result.success) throw new ContentError(front.describe(result.error));
  const { title, description } = result.data;
  return {
    title,
    description,
    updated: dateFormats(locale).day.format(result.data.updated),
    html: renderMarkdown(body),
  };
}

/** One monthly construction update (content/progress/en): facts from the front matter, the note from the body. */
export type ProgressUpdate = {
  /** ISO date, e.g. 2026-11-10: also the update's anchor on /progress. */
  isoDate: string;
  /** Display text, e.g. 10 November 2026 */
  date: string;
  /** Display text, e.g. November 2026 */
  month: string;
  towers: TowerProgress[];
  photos: { image: string; alt: string }[];
  /** The note, sanitized HTML. */
  html: string;
  /** The note's first paragraph, sanitized HTML, for the home page's teaser. */
  leadHtml: string;
};

/** The first paragraph of sanitized HTML, whole. */
function firstParagraph(html: string): string {
  return /<p>[\s\S]*?<\/p>/.exec(html)?.[0] ?? "";
}

/**
 * Parses one progress update with the source of its front matter, so that checks across updates
 * (content/progress.server.ts) can name the line of a field.
 */
export function readProgressUpdate(
  file: string,
  raw: string,
  tokens: Tokens,
  locale = "en-IN",
): { update: ProgressUpdate; front: YamlSource } {
  const { front, data, body } = readMarkdown(file, raw, tokens);
  const result = ProgressFrontMatterSchema.safeParse(data);
  if (!result.success) throw new ContentError(front.describe(result.error));
  if (body.trim() === "") throw new ContentError([`${file} › body: The note must not be empty`]);
  const html = renderMarkdown(body);
  const { date, towers, photos } = result.data;
  return {
    update: {
      isoDate: date.toISOString().slice(0, 10),
      date: dateFormats(locale).day.format(date),
      month: dateFormats(locale).month.format(date),
      towers,
      photos,
      html,
      leadHtml: firstParagraph(html),
    },
    front,
  };
}
