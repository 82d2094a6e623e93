import { z } from "zod";
import { mediaPath, pageMeta, spoken, text, withValues } from "./blocks";

/**
 * The blog's words (content/en/blog.yaml), a post's front matter (content/posts/en/*.md) and a page's
 * (content/pages/en/*.md).
 */

export const BlogFileSchema = z
  .object({
    meta: pageMeta,
    heading: text,
    subheading: text,
    breadcrumbs: z
      .object({ home: text, blog: text })
      .strict()
      .describe("Not shown: the path of a post that search engines show, e.g. Home › Blog › the post"),
    category: text.describe(
      "The category every post is in (Real Estate in the posts' own files), as each post and its card show it",
    ),
    readMore: text.describe("The link on each post's card"),
    readingTime: withValues("minutes").describe("On each post and its card; {minutes} is the reading time"),
    byline: withValues("author").describe("Under a post's heading; {author} is the post's author"),
    tags: text,
    related: text,
    share: z
      .object({
        label: text,
        shareOn: spoken("Said before WhatsApp on the share button"),
        copy: text,
        copied: text.describe("Shown for a moment once the link is copied"),
      })
      .strict(),
    backToBlog: text,
    loading: text.describe("Shown while a post loads"),
    notFound: pageMeta
      .extend({ heading: text, text })
      .strict()
      .describe("The page shown for a post that does not exist"),
  })
  .strict();

export const PostFrontMatterSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9&-]+$/, "Expected letters, digits, & and dashes"),
    slug: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, "Expected letters, digits and dashes")
      .optional()
      .describe("Defaults to the id"),
    title: text,
    excerpt: text.max(300),
    author: text,
    date: z.coerce.date({ error: "Expected a date like 2025-04-14" }),
    updated: z.coerce
      .date({ error: "Expected a date like 2025-06-01" })
      .optional()
      .describe("When the post last changed in substance; the publication date if never"),
    image: mediaPath,
    imageAlt: text,
    category: z.literal("Real Estate"),
    tags: z.array(text).min(1),
    seo: z
      .object({
        title: text.max(70, "Keep the SEO title within 70 characters"),
        description: z.string().min(50, "Expected at least 50 characters").max(160, "Keep within 160 characters"),
        focusKeyphrase: text,
      })
      .partial({ title: true, description: true })
      .strict(),
  })
  .strict()
  .refine((post) => !post.updated || post.updated >= post.date, {
    path: ["updated"],
    error: "Must not be before the publication date",
  });

export const PageFrontMatterSchema = z
  .object({
    title: text,
    updated: z.coerce.date({ error: "Expected a date like 2025-10-01" }),
    description: z.string().min(50, "Expected at least 50 characters").max(160, "Keep within 160 characters"),
  })
  .strict();
