import { z } from "zod";

/**
 * The building blocks the content files' schemas share: texts, media paths, links, ids and lists of named items,
 * headings and page titles, and texts a page completes with {values}. Each file's schema is in the module of its
 * file or family (content/schema.ts).
 */

export const text = z.string().trim().min(1, "must not be empty");
/** A path below content/media, e.g. "gallery/tower-dusk.jpg". */
export const mediaPath = z
  .string()
  // File names as the CMS stores uploads: phones' underscores and dots kept (IMG_2034.JPG → img_2034.jpg).
  .regex(
    /^([a-z0-9-]+\/)*[a-z0-9][a-z0-9._~-]*\.(jpg|jpeg|png|webp)$/,
    "Expected a media path like gallery/tower-dusk.jpg",
  )
  .describe("Image file below content/media; a real photo with the same name replaces the placeholder");
export const httpsUrl = z.url({ protocol: /^https$/, error: "Expected an https:// URL" });
export const id = z.string().regex(/^[a-z0-9-]+$/, "Expected lower-case letters, digits and dashes");
/**
 * The name of an item of a list of texts: its translations find their item by it, wherever the item moves in the
 * list (content/translation.ts), so it is never changed once given. It starts with a letter or a digit and is never
 * a number alone, which would read as a position in the list.
 */
export const itemId = z
  .string()
  .regex(/^(?!\d+$)[a-z0-9][a-z0-9-]*$/, "Expected lower-case letters, digits and dashes, and not a number alone")
  .describe("A short name for this item, e.g. home-loan, never changed: its translation finds the item by it");
/** A list of items with names (itemId), each its own. */
export const itemList = <Item extends z.ZodObject<{ id: typeof itemId }>>(item: Item) =>
  z.array(item).superRefine((items, context) =>
    items.forEach(({ id }, index) => {
      if (items.findIndex((other) => other.id === id) !== index)
        context.addIssue({
          code: "custom",
          path: [index, "id"],
          message: `${id} names an item above: give each its own`,
        });
    }),
  );
/** A film or sound below content/media, e.g. "hero/hero-loop.mp4". */
export const mediaFile = z
  .string()
  .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*\.(webm|mp4|mp3)$/, "Expected a media path like hero/hero-loop.mp4")
  .describe("Film or sound file below content/media");
/** A filter button: the value it filters by and its label. */
export const filter = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.object({ value: z.enum(values), label: text }).strict();

export const TitledImageSchema = z
  .object({
    id: itemId,
    title: text,
    image: mediaPath,
    description: text,
    alt: text.describe("What the image shows, for screen readers"),
  })
  .strict();
export type TitledImage = z.input<typeof TitledImageSchema>;
export const FeatureSchema = z.object({ id: itemId, title: text, description: text }).strict();
export const headed = z.object({ heading: text, text }).strict();
/** The small capitals line above a section's heading. */
export const eyebrow = text.describe("The short line in small capitals above the heading");
/** A text that is not shown: screen readers read it aloud (a hidden label, or words after a link). */
export const spoken = (what: string) => text.describe(`${what}. Not shown: screen readers read it aloud`);
/** A section's heading, with the line above it and the sentence below it. */
export const sectionHeading = z.object({ eyebrow, heading: text, text }).strict();
/** A page's title in search results and the browser tab, and its description in search results. */
export const pageMeta = z
  .object({
    title: text.max(70, "Keep the title within 70 characters").describe("Shown in search results and the browser tab"),
    description: z
      .string()
      .min(50, "Expected at least 50 characters")
      .max(160, "Keep within 160 characters")
      .describe("Shown under the title in search results"),
  })
  .strict();

/**
 * A text the page completes when it shows it: each {name} (single braces) is replaced there by a value
 * known only then, such as a count or the visitor's name, so each must stay in the text.
 */
export function withValues(...names: [string, ...string[]]) {
  const pattern = new RegExp(names.map((name) => `(?=[\\s\\S]*\\{${name}\\})`).join(""));
  return text.regex(pattern, `Must contain ${names.map((name) => `{${name}}`).join(" and ")}`);
}

/**
 * Names each item of a list whose `key` an earlier item already has, at that item's field: "A-302 is listed twice".
 * `name` says how the message names the item (by its key, unless given).
 */
export function refuseRepeats<Item, Key extends keyof Item & string>(
  context: z.RefinementCtx,
  list: string,
  items: readonly Item[],
  key: Key,
  name: (item: Item) => string = (item) => `${String(item[key])} is listed twice`,
) {
  items.forEach((item, index) => {
    if (items.findIndex((other) => other[key] === item[key]) !== index)
      context.addIssue({ code: "custom", path: [list, index, key], message: name(item) });
  });
}

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Expected a date like 2026-11-15");
