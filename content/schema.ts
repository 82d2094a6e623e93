import { z } from "zod";

/**
 * The shape of every content file. Objects are strict, so a misspelt key fails the
 * build; `.describe()` texts are the editor's documentation. Types are derived from
 * the schemas, so the content modules are checked by TypeScript as they are typed
 * and by zod at build time (content/validate.ts, run by scripts/build/vite-plugin-content.ts).
 */

const text = z.string().trim().min(1, "must not be empty");
/** A path below content/media, e.g. "gallery/tower-dusk.jpg". */
const mediaPath = z
  .string()
  .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*\.(jpg|jpeg|png|webp)$/, "Expected a media path like gallery/tower-dusk.jpg")
  .describe("Image file below content/media; a real photo with the same name replaces the placeholder");
const httpsUrl = z.url({ protocol: /^https$/, error: "Expected an https:// URL" });
const phone = z
  .object({
    label: text.describe("What the number is for, e.g. Sales"),
    display: z.string().regex(/^\+91 \d{5} \d{5}$/, "Expected +91 followed by 5 and 5 digits"),
    tel: z.string().regex(/^\+91[6-9]\d{9}$/, "Expected +91 and a 10-digit mobile number"),
  })
  .strict();

export const SiteSchema = z
  .object({
    projectName: text.describe("The project's name, shown in every title"),
    builderName: text.describe("The developer's registered name"),
    tagline: text,
    url: httpsUrl.describe("The site's public address, used for canonical URLs and the sitemap"),
    phones: z.tuple([phone, phone], { error: "Expected exactly two phone numbers" }),
    whatsapp: z
      .object({
        number: z.string().regex(/^91[6-9]\d{9}$/, "Expected 91 and a 10-digit mobile number, no plus"),
        display: z.string().regex(/^\+91 \d{5} \d{5}$/),
        message: text.describe("Prefilled WhatsApp message"),
      })
      .strict(),
    email: z.email(),
    address: z
      .object({
        street: text,
        locality: text,
        region: text,
        postalCode: z.string().regex(/^\d{6}$/, "Expected a 6-digit pincode"),
        country: z.literal("IN"),
        geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).strict(),
        mapsUrl: httpsUrl,
      })
      .strict(),
    rera: z.object({ number: text, authority: text, url: httpsUrl }).strict(),
    hubspot: z
      .object({
        region: z.enum(["na1", "na2", "eu1"]),
        portalId: z.string().regex(/^\d+$/, "Expected the numeric HubSpot portal id"),
        formId: z.uuid("Expected the HubSpot form's GUID"),
        marketingSubscriptionTypeId: z
          .number()
          .int()
          .positive()
          .describe("The subscription type that the marketing consent box opts into"),
      })
      .strict(),
    social: z.array(z.object({ network: text, url: httpsUrl }).strict()).length(5),
    brochurePath: z.string().startsWith("/"),
    foundedYear: z.number().int().min(1950).max(2100),
  })
  .strict();
export type SiteConfig = z.input<typeof SiteSchema>;

export const FactsSchema = z
  .object({
    landAcres: z.number().positive(),
    towers: z.number().int().positive(),
    floorsAboveGround: z.number().int().positive().describe("5 for ground plus 5 floors"),
    apartments: z.number().int().positive(),
    sizeRange: z.object({ min: z.number().int(), max: z.number().int() }).strict(),
    capitalName: text,
    driveMinutesHome: z.number().int().positive().describe("Drive time quoted on the home page"),
    driveMinutesLanding: z.number().int().positive().describe("Drive time quoted on the campaign page"),
    experienceYears: z.number().int().positive(),
    floorRisePerSqft: z.number().int().nonnegative().describe("Rupees per sq ft per floor"),
    priceFromLakhs: z.number().positive(),
    typicalPriceLakhs: z.number().positive(),
  })
  .strict();
export type Facts = z.input<typeof FactsSchema>;

const GalleryCategories = ["exterior", "interior", "amenities", "construction"] as const;
export const GalleryItemSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    image: mediaPath,
    title: text,
    description: text,
    category: z.enum(GalleryCategories),
    size: z.enum(["regular", "wide", "tall"]).describe("How many grid cells the tile spans"),
    aspectRatio: z.enum(["4/3", "3/4", "16/9", "1/1"]),
  })
  .strict();
export type GalleryItem = z.input<typeof GalleryItemSchema>;

export const FloorPlanSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    image: mediaPath,
    type: z.enum(["2 BHK", "3 BHK"]),
    facing: z.enum(["East Facing", "West Facing"]),
    area: z.number().int().positive().describe("Super built-up area in sq ft"),
    category: z.array(z.enum(["2bhk", "3bhk", "east", "west"])).min(2),
    highlights: z.array(text).length(3),
    details: z
      .object({
        bedrooms: z.number().int().min(1),
        bathrooms: z.number().int().min(1),
        balconies: z.number().int().min(0),
        supBuiltUpArea: z.number().int().positive(),
        carpetArea: z.number().int().min(1150).max(1350),
        floorRise: z.number().int().nonnegative(),
      })
      .strict(),
  })
  .strict();
export type FloorPlan = z.input<typeof FloorPlanSchema>;

export const TitledImageSchema = z
  .object({
    title: text,
    image: mediaPath,
    description: text,
    alt: text.describe("What the image shows, for screen readers"),
  })
  .strict();
export type TitledImage = z.input<typeof TitledImageSchema>;

/** Twitter cuts image descriptions at 420 characters. */
export const ShareImageSchema = z
  .object({ image: mediaPath, alt: text.max(420).describe("What the shared picture shows, for screen readers") })
  .strict();
export type ShareImage = z.input<typeof ShareImageSchema>;

export const AmenitySchema = TitledImageSchema.extend({ id: z.string().regex(/^[a-z0-9-]+$/) }).strict();
export type Amenity = z.input<typeof AmenitySchema>;

export const SpecGroupSchema = z.object({ title: text, items: z.array(text).min(2) }).strict();
export const FaqSchema = z.object({ question: text, answer: text }).strict();
export const HighlightSchema = z.object({ title: text, value: text, detail: text }).strict();
export const ValueSchema = z.object({ title: text, description: text }).strict();
export const FeatureSchema = z.object({ title: text, description: text }).strict();

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

/** Turns a zod error into lines like `content/posts/x.md › date: Expected a date`. */
export function formatContentIssues(file: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => `${file} › ${issue.path.length ? issue.path.join(".") : "(root)"}: ${issue.message}`)
    .join("\n");
}

export const PageFrontMatterSchema = z
  .object({
    title: text,
    updated: z.coerce.date({ error: "Expected a date like 2025-10-01" }),
    description: z.string().min(50, "Expected at least 50 characters").max(160, "Keep within 160 characters"),
  })
  .strict();
