import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { aboutSlides, highlights, values } from "./about";
import { amenities, specifications } from "./amenities";
import { facts } from "./facts";
import { faqs } from "./faq";
import { floorPlans } from "./floor-plans";
import { galleryItems } from "./gallery";
import { landing } from "./landing";
import { layoutMaps } from "./layout-maps";
import { getPage } from "./pages.server";
import { getAllPosts } from "./posts.server";
import {
  AmenitySchema,
  FactsSchema,
  FaqSchema,
  FeatureSchema,
  FloorPlanSchema,
  formatContentIssues,
  GalleryItemSchema,
  HighlightSchema,
  ShareImageSchema,
  SiteSchema,
  SpecGroupSchema,
  TitledImageSchema,
  ValueSchema,
} from "./schema";
import { shareImages } from "./share-images";
import { site } from "./site";

export type ContentCheck = { file: string; schema: z.ZodType; data: unknown };

/** Every typed content module with the schema it must satisfy; the shipped list sizes of docs/product.md (Constants). */
export const contentChecks: ContentCheck[] = [
  { file: "content/site.ts", schema: SiteSchema, data: site },
  { file: "content/facts.ts", schema: FactsSchema, data: facts },
  { file: "content/gallery.ts", schema: z.array(GalleryItemSchema).length(11), data: galleryItems },
  { file: "content/floor-plans.ts", schema: z.array(FloorPlanSchema).length(6), data: floorPlans },
  { file: "content/layout-maps.ts", schema: z.array(TitledImageSchema).length(4), data: layoutMaps },
  { file: "content/amenities.ts", schema: z.array(AmenitySchema).length(5), data: amenities },
  {
    file: "content/amenities.ts (specifications.groups)",
    schema: z.array(SpecGroupSchema).length(6),
    data: specifications.groups,
  },
  { file: "content/faq.ts", schema: z.array(FaqSchema).length(5), data: faqs },
  { file: "content/about.ts (aboutSlides)", schema: z.array(TitledImageSchema).length(3), data: aboutSlides },
  { file: "content/about.ts (highlights)", schema: z.array(HighlightSchema).length(4), data: highlights },
  { file: "content/about.ts (values)", schema: z.array(ValueSchema).length(4), data: values },
  {
    file: "content/landing.ts (features.items)",
    schema: z.array(FeatureSchema).length(4),
    data: landing.features.items,
  },
  {
    file: "content/landing.ts (plans.slides)",
    schema: z.array(TitledImageSchema).length(4),
    data: landing.plans.slides,
  },
  {
    file: "content/landing.ts (amenities.items)",
    schema: z.array(AmenitySchema).length(5),
    data: landing.amenities.items,
  },
  { file: "content/share-images.ts", schema: z.record(z.string(), ShareImageSchema), data: shareImages },
];

const MEDIA_DIR = path.resolve("content/media");
const MEDIA_PATH = /^[a-z0-9-]+(\/[a-z0-9-]+)+\.(jpg|jpeg|png|webp|webm|mp4|mp3)$/;

/** Media paths named anywhere in the data whose file is missing from content/media. */
function findMissingMedia(data: unknown, where: string[] = []): string[] {
  if (typeof data === "string") {
    return MEDIA_PATH.test(data) && !existsSync(path.join(MEDIA_DIR, data))
      ? [`${where.join(".")}: no file content/media/${data}`]
      : [];
  }
  if (data && typeof data === "object") {
    return Object.entries(data).flatMap(([key, value]) => findMissingMedia(value, [...where, key]));
  }
  return [];
}

/** Checks content against the schemas; returns one line per problem, naming file and field. */
export function validateContent(checks: ContentCheck[]): string[] {
  return checks.flatMap(({ file, schema, data }) => {
    const result = schema.safeParse(data);
    const schemaProblems = result.success ? [] : formatContentIssues(file, result.error).split("\n");
    return [...schemaProblems, ...findMissingMedia(data).map((line) => `${file} › ${line}`)];
  });
}

/** Everything the build reads: typed modules, posts and pages. */
export function validateAllContent(): string[] {
  const problems = validateContent(contentChecks);
  for (const load of [getAllPosts, () => getPage("privacy-policy")]) {
    try {
      const loaded = load();
      problems.push(...findMissingMedia(loaded).map((line) => `content/posts › ${line}`));
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  return problems;
}
