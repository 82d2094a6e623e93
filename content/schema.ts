import { z } from "zod";
import { LANDMARK_KINDS } from "./landmark-kinds";
import { INSTALMENT_DUES, PROGRESS_STAGES, type ProgressStage } from "./progress-stages";

/**
 * The shape of every content file. Objects are strict, so a misspelt key fails the
 * build; `.describe()` texts are the editor's documentation. Types are derived from
 * the schemas. content/files.ts pairs each content file with its schema; content/compile.ts
 * checks every file at build time, naming the file, line and field of each problem.
 */

const text = z.string().trim().min(1, "must not be empty");
/** A path below content/media, e.g. "gallery/tower-dusk.jpg". */
const mediaPath = z
  .string()
  // File names as the CMS stores uploads: phones' underscores and dots kept (IMG_2034.JPG → img_2034.jpg).
  .regex(
    /^([a-z0-9-]+\/)*[a-z0-9][a-z0-9._~-]*\.(jpg|jpeg|png|webp)$/,
    "Expected a media path like gallery/tower-dusk.jpg",
  )
  .describe("Image file below content/media; a real photo with the same name replaces the placeholder");
/** A copy of a document below content/media: a PDF, or a photo of it. */
const documentPath = z
  .string()
  .regex(
    /^([a-z0-9-]+\/)*[a-z0-9][a-z0-9._~-]*\.(pdf|jpg|jpeg|png|webp)$/,
    "Expected a PDF or a photo below content/media, like approvals/fire-noc.pdf",
  );
const httpsUrl = z.url({ protocol: /^https$/, error: "Expected an https:// URL" });
const phone = z
  .object({
    display: z.string().regex(/^\+91 \d{5} \d{5}$/, "Expected +91 followed by 5 and 5 digits"),
    tel: z.string().regex(/^\+91[6-9]\d{9}$/, "Expected +91 and a 10-digit mobile number"),
  })
  .strict();

export const SiteSchema = z
  .object({
    projectName: text.describe("The project's name, shown in every title"),
    shortName: text
      .max(12, "Keep within 12 characters: a phone's home screen cuts longer names")
      .describe("The name under the site's icon on a phone's home screen"),
    builderName: text.describe("The developer's registered name"),
    url: httpsUrl.describe("The site's public address, used for canonical URLs and the sitemap"),
    phones: z.tuple([phone, phone], { error: "Expected exactly two phone numbers" }),
    whatsapp: z
      .object({
        number: z.string().regex(/^91[6-9]\d{9}$/, "Expected 91 and a 10-digit mobile number, no plus"),
        display: z.string().regex(/^\+91 \d{5} \d{5}$/),
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
    rera: z
      .object({
        number: text,
        authority: text,
        url: httpsUrl.describe("The authority's website"),
        registrationUrl: httpsUrl.describe(
          "The authority's page for this registration: the QR code beside the RERA number, in every footer, on the progress page and in the brochure, opens it",
        ),
      })
      .strict(),
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
    social: z.array(z.object({ network: text, url: httpsUrl }).strict()).min(1),
    brochurePath: z.string().startsWith("/"),
    foundedYear: z.number().int().min(1950).max(2100),
  })
  .strict();
export type SiteConfig = z.input<typeof SiteSchema>;

/** An id that may be left empty: empty means the tool is not used, and nothing of it loads. */
const optionalId = (id: string, expected: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^(?:${id})?$`), expected)
    .default("");
/** The name of a HubSpot contact property, as HubSpot shows it under "Internal name". */
const hubspotProperty = z
  .string()
  .regex(/^[a-z][a-z0-9_]*$/, "Expected a HubSpot property's internal name: lower-case letters, digits and _");

/**
 * Conversion tracking (docs/decisions/0026-consent-first-tracking.md): which measurement and advertising tools the
 * site loads once a visitor agrees. Nothing loads before the visitor chooses, nothing after "Reject"; an empty id
 * leaves that tool out altogether, its hosts too, and with every id empty the site shows no consent panel.
 */
export const TrackingSchema = z
  .object({
    ga4MeasurementId: optionalId("G-[A-Z0-9]{4,}", "Expected a GA4 measurement id like G-AB12CD34EF, or nothing")
      .meta({ title: "GA4 measurement ID" })
      .describe(
        "Google Analytics 4: Admin › Data streams › the web stream's Measurement ID (G-…). Measurement consent",
      ),
    googleAds: z
      .object({
        conversionId: optionalId(String.raw`AW-\d{6,}`, "Expected a Google Ads tag id like AW-123456789, or nothing")
          .meta({ title: "Google Ads conversion ID (AW-…)" })
          .describe("Google Ads: Goals › Conversions › the conversion's tag setup, the AW-… part. Advertising consent"),
        conversionLabels: z
          .object({
            generate_lead: optionalId(
              String.raw`[\w-]+`,
              "Expected the conversion label, the part after the slash",
            ).meta({ title: "Enquiry (generate_lead)" }),
            site_visit_booked: optionalId(
              String.raw`[\w-]+`,
              "Expected the conversion label, the part after the slash",
            ).meta({ title: "Site visit booked (site_visit_booked)" }),
            call_tap: optionalId(String.raw`[\w-]+`, "Expected the conversion label, the part after the slash").meta({
              title: "Call tapped (call_tap)",
            }),
            whatsapp_tap: optionalId(
              String.raw`[\w-]+`,
              "Expected the conversion label, the part after the slash",
            ).meta({ title: "WhatsApp tapped (whatsapp_tap)" }),
          })
          .strict()
          .describe("The label of the Google Ads conversion each event counts as; empty: not a conversion"),
      })
      .strict(),
    metaPixelId: optionalId(String.raw`\d{10,20}`, "Expected the Meta Pixel's numeric id, or nothing")
      .meta({ title: "Meta Pixel ID" })
      .describe("Meta (Facebook, Instagram) ads: Events Manager › the data set's id. Advertising consent"),
    hubspotTracking: z
      .boolean()
      .meta({ title: "HubSpot tracking code" })
      .describe(
        "Load HubSpot's tracking code (for the portal in Site settings) to attribute leads to campaigns. Measurement consent",
      ),
    hubspotProperties: z
      .object({
        gclid: hubspotProperty
          .meta({ title: "Google click id (gclid)" })
          .describe("Receives the Google Ads click id; HubSpot's own is hs_google_click_id"),
        fbclid: hubspotProperty
          .meta({ title: "Meta click id (fbclid)" })
          .describe("Receives the Meta click id; HubSpot's own is hs_facebook_click_id"),
        utm_source: hubspotProperty.meta({ title: "UTM source" }),
        utm_medium: hubspotProperty.meta({ title: "UTM medium" }),
        utm_campaign: hubspotProperty.meta({ title: "UTM campaign" }),
        utm_term: hubspotProperty.meta({ title: "UTM term" }),
        utm_content: hubspotProperty.meta({ title: "UTM content" }),
        eventId: hubspotProperty
          .meta({ title: "Lead event id" })
          .describe(
            "Receives each enquiry's event id, the one its Meta Pixel Lead event carries, so a later server event can be matched to it",
          ),
      })
      .strict()
      .describe("The HubSpot contact properties each enquiry fills with its campaign parameters"),
  })
  .strict();
export type TrackingSettings = z.output<typeof TrackingSchema>;

/** The words that go with content/site.yaml, kept apart so that each language has its own. */
export const SiteTextsFileSchema = z
  .object({
    tagline: text.describe("One line on the project: in the site footer, the brochure's cover and for search engines"),
    phoneLabels: z
      .tuple([text, text], { error: "Expected a name for each of the two phone numbers" })
      .describe("What each phone number of Site settings is for, in the same order, e.g. Sales and Site office"),
    whatsappMessage: text.describe("The message a WhatsApp button starts, ready for the visitor to send"),
  })
  .strict();
export type SiteTexts = z.infer<typeof SiteTextsFileSchema>;

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
const id = z.string().regex(/^[a-z0-9-]+$/, "Expected lower-case letters, digits and dashes");
/**
 * The name of an item of a list of texts: its translations find their item by it, wherever the item moves in the
 * list (content/translation.ts), so it is never changed once given. It starts with a letter or a digit and is never
 * a number alone, which would read as a position in the list.
 */
const itemId = z
  .string()
  .regex(/^(?!\d+$)[a-z0-9][a-z0-9-]*$/, "Expected lower-case letters, digits and dashes, and not a number alone")
  .describe("A short name for this item, e.g. home-loan, never changed: its translation finds the item by it");
/** A list of items with names (itemId), each its own. */
const itemList = <Item extends z.ZodObject<{ id: typeof itemId }>>(item: Item) =>
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
const mediaFile = z
  .string()
  .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*\.(webm|mp4|mp3)$/, "Expected a media path like hero/hero-loop.mp4")
  .describe("Film or sound file below content/media");
/** A filter button: the value it filters by and its label. */
const filter = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.object({ value: z.enum(values), label: text }).strict();

const GalleryItemSchema = z
  .object({
    id,
    image: mediaPath,
    title: text,
    description: text.describe("Says what the photo shows; it is also the photo's alt text"),
    category: z.enum(GalleryCategories),
    size: z.enum(["regular", "wide", "tall"]).describe("How many grid cells the tile spans"),
    aspectRatio: z.enum(["4/3", "3/4", "16/9", "1/1"]),
  })
  .strict();
export type GalleryItem = z.input<typeof GalleryItemSchema>;

export const FloorPlanSchema = z
  .object({
    id,
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
        supBuiltUpArea: z.number().int().positive().describe("Super built-up area in sq ft, as above"),
        carpetArea: z.number().int().min(1150).max(1350).describe("Inside the walls, in sq ft"),
        balconyArea: z
          .number()
          .int()
          .positive()
          .describe("The balconies' area in sq ft, outside the carpet area (RERA counts them separately)"),
      })
      .strict(),
  })
  .strict();
/** A floor plan as pages read it: the floor rise comes from content/facts.yaml. */
export type FloorPlan = z.input<typeof FloorPlanSchema> & {
  details: z.input<typeof FloorPlanSchema>["details"] & { floorRise: number };
};

const TitledImageSchema = z
  .object({
    id: itemId,
    title: text,
    image: mediaPath,
    description: text,
    alt: text.describe("What the image shows, for screen readers"),
  })
  .strict();
export type TitledImage = z.input<typeof TitledImageSchema>;

/** Twitter cuts image descriptions at 420 characters. */
const ShareImageSchema = z
  .object({ image: mediaPath, alt: text.max(420).describe("What the shared picture shows, for screen readers") })
  .strict();
export type ShareImage = z.input<typeof ShareImageSchema>;

export type Amenity = TitledImage;

const SpecGroupSchema = z.object({ id: itemId, title: text, items: z.array(text).min(1) }).strict();
export const FaqSchema = z.object({ id: itemId, question: text, answer: text }).strict();
const HighlightSchema = z.object({ id: itemId, title: text, value: text, detail: text }).strict();
const ValueSchema = z.object({ id: itemId, title: text, description: text }).strict();
const FeatureSchema = z.object({ id: itemId, title: text, description: text }).strict();
const headed = z.object({ heading: text, text }).strict();
/** The small capitals line above a section's heading. */
const eyebrow = text.describe("The short line in small capitals above the heading");
/** A text that is not shown: screen readers read it aloud (a hidden label, or words after a link). */
const spoken = (what: string) => text.describe(`${what}. Not shown: screen readers read it aloud`);
/** A section's heading, with the line above it and the sentence below it. */
const sectionHeading = z.object({ eyebrow, heading: text, text }).strict();
/** A page's title in search results and the browser tab, and its description in search results. */
const pageMeta = z
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
function withValues(...names: [string, ...string[]]) {
  const pattern = new RegExp(names.map((name) => `(?=[\\s\\S]*\\{${name}\\})`).join(""));
  return text.regex(pattern, `Must contain ${names.map((name) => `{${name}}`).join(" and ")}`);
}

/**
 * Names each item of a list whose `key` an earlier item already has, at that item's field: "A-302 is listed twice".
 * `name` says how the message names the item (by its key, unless given).
 */
function refuseRepeats<Item, Key extends keyof Item & string>(
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

/**
 * The words the {{tokens}} put around the project's figures and names (content/tokens.ts): each language writes
 * "1.6 acres" or "₹57 lakhs" in its own words from the same figures of content/facts.yaml.
 */
export const FigureWordsFileSchema = z
  .object({
    landArea: withValues("acres").describe('The land area, e.g. "{acres} acres"'),
    sizeRange: withValues("min", "max").describe('A range of flat sizes in running text, e.g. "{min} to {max} sq ft"'),
    towers: withValues("count").describe('The number of towers in running text, e.g. "{count} towers"'),
    oneTower: withValues("count").describe('The same for a single tower, e.g. "{count} tower"'),
    numberWords: z
      .array(text)
      .length(10)
      .describe("Zero to nine as running text writes a small count: zero, one, two, …"),
    towersAndFloors: withValues("towers", "floors").describe('e.g. "{towers} towers, ground + {floors} floors"'),
    lakhs: withValues("lakhs").describe('A price in lakhs, e.g. "₹{lakhs} lakhs"'),
    floorRise: withValues("rupees").describe('The floor rise, e.g. "₹{rupees} per sq ft per floor"'),
    places: z
      .array(
        z
          .object({
            place: text.describe("The name as content/site.yaml or content/facts.yaml writes it"),
            words: text.describe("The name as this language writes it"),
          })
          .strict(),
      )
      .describe(
        "The city, the state and the capital as the texts write them. A name not listed is written as " +
          "content/site.yaml and content/facts.yaml write it",
      ),
  })
  .strict();

// One schema per content file, in the order of content/files.ts. Lists the marketing team grows or
// shrinks have no fixed length; lists a layout is drawn for keep theirs.

export const HomeFileSchema = z
  .object({
    meta: z
      .object({
        title: pageMeta.shape.title,
        residenceDescription: text.describe(
          "Describes the project to search engines (structured data), after the tagline (content/en/site-texts.yaml)",
        ),
      })
      .strict()
      .describe("The page's description in search results is the hero's subline"),
    hero: z
      .object({
        eyebrow: text,
        headline: text,
        welcome: text.describe("Shown on tablets and larger screens"),
        subline: text,
        poster: mediaPath,
        posterAlt: text,
        video: z.object({ webm: mediaFile, mp4: mediaFile }).strict(),
        music: mediaFile,
        floorPlansLabel: text.describe("The button beside Enquire Now, shown on tablets and larger screens"),
        musicPlay: spoken("The music button, while the music is off"),
        musicPause: spoken("The music button, while the music plays"),
      })
      .strict(),
    banner: z.object({ headline: text, text, cards: itemList(FeatureSchema).length(3) }).strict(),
    contact: headed
      .extend({
        eyebrow,
        officeLabel: text.describe(
          "The heading above the office hours (the hours are written from Site visit settings)",
        ),
        directions: text.describe("The button that opens the site in Google Maps"),
        directionsHint: spoken("Said after the directions button"),
      })
      .strict(),
    enquire: headed.extend({ eyebrow, faqHeading: text }).strict(),
    floatingBar: z
      .object({
        brochure: text,
        brochureHint: spoken("Said after the brochure button"),
        chat: text,
        chatHint: spoken("Said after the chat button"),
        opening: text.describe("Shown for a moment after the brochure button is pressed"),
      })
      .strict()
      .describe("The two buttons that stay at the bottom of the screen"),
  })
  .strict();

export const AboutFileSchema = z
  .object({
    intro: headed.extend({ eyebrow }).strict(),
    slidesLabel: spoken("Names the photo carousel"),
    slides: itemList(TitledImageSchema).min(1),
    highlights: itemList(HighlightSchema).length(4),
    mission: headed,
    valuesHeading: text,
    values: itemList(ValueSchema).min(1),
  })
  .strict();

export const GalleryFileSchema = z
  .object({
    section: sectionHeading
      .extend({
        filterLabel: spoken("Names the row of filter buttons"),
        listLabel: spoken("Names the list of photos"),
        dialogTitle: spoken("Names the enlarged view when no photo is open"),
      })
      .strict(),
    filters: z.array(filter(["all", ...GalleryCategories])).min(1),
    photos: z.array(GalleryItemSchema).min(1),
  })
  .strict();

/** The eight directions of the compass, as Vastu names the parts of a home. */
const DIRECTIONS = ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"] as const;
export type Direction = (typeof DIRECTIONS)[number];
const direction = z.enum(DIRECTIONS);

/**
 * Vastu of each floor plan (content/vastu.yaml): where its kitchen, master bedroom and pooja space sit. The main
 * door's direction is the plan's facing (content/en/floor-plans.yaml), as each flat's is (content/flats.yaml).
 */
export const VastuFileSchema = z
  .object({
    sample: z
      .boolean()
      .describe("On while these are placeholders: the build says so until the real ones are in. Off once they are"),
    plans: z
      .array(
        z
          .object({
            plan: id.describe("The id of its floor plan in Floor plans, e.g. 3bhk-1772-east"),
            kitchen: direction.describe("The part of the flat the kitchen sits in: north, north-east, east, …"),
            masterBedroom: direction.describe("The part of the flat the master bedroom sits in"),
            pooja: direction
              .optional()
              .describe("The part of the flat the pooja space sits in; leave out when the plan has none"),
          })
          .strict(),
      )
      .describe("Each floor plan once; a plan left out shows no Vastu. The main door faces as the plan does"),
  })
  .strict()
  .superRefine(({ plans }, context) => refuseRepeats(context, "plans", plans, "plan"));
export type PlanVastu = z.output<typeof VastuFileSchema>["plans"][number];

/** In the floor plans' texts, {type}, {area} and {facing} stand for the plan's own. */
export const FloorPlansFileSchema = z
  .object({
    section: sectionHeading
      .extend({
        filterLabel: spoken("Names the row of filter buttons"),
        count: withValues("shown", "total").describe(
          "Under the filter buttons: {shown} is the number of plans shown, {total} the number of all plans",
        ),
        dialogTitle: spoken("Names the enlarged view when no plan is open"),
        askPrice: text.describe("The button in the enlarged view of a plan, leading to the enquiry form"),
      })
      .strict(),
    card: z
      .object({
        name: withValues("type", "area", "facing").describe(
          "A plan's name in the enlarged view's heading; screen readers also read it for its card",
        ),
        drawingAlt: withValues("type", "area", "facing").describe(
          "What a plan's drawing shows, for screen readers; {facing} is written in small letters",
        ),
        facings: z
          .object({ east: text, west: text })
          .strict()
          .describe(
            "How a plan's facing (East Facing or West Facing in its data below) is written on its card and in its name",
          ),
        unit: text.describe("After the area in the card's heading, e.g. sq ft"),
        detailsToggle: text.describe("Opens a card's details on phones"),
        viewDetails: text.describe("The link at the foot of each card, on tablets and larger screens"),
        viewDetailsHint: withValues("name").describe(
          "Said after View details by screen readers; {name} is the plan's name",
        ),
      })
      .strict()
      .describe("The words of each plan's card"),
    vastu: z
      .object({
        heading: text.describe("Above a plan's Vastu (content/vastu.yaml) on its card, each flat's page and compare"),
        mainDoor: text.describe("Names the direction the main door faces"),
        kitchen: text,
        masterBedroom: text,
        pooja: text,
        noPooja: text.describe("Said when the plan has no pooja space"),
        directions: z
          .object(Object.fromEntries(DIRECTIONS.map((name) => [name, text])) as Record<Direction, typeof text>)
          .strict()
          .describe("How each direction is written"),
      })
      .strict(),
    details: z
      .object({
        bedrooms: text,
        bathrooms: text,
        balconies: text,
        supBuiltUpArea: text,
        carpetArea: text,
        floorRise: text,
        area: withValues("area").describe("An area in the table; {area} is the number"),
        floorRisePrice: withValues("amount").describe("The floor rise in the table; {amount} is the number of rupees"),
      })
      .strict()
      .describe("The table of a plan's details: row names and how areas and prices are written"),
    filters: z.array(filter(["all", "2 BHK", "3 BHK"])).min(1),
    plans: z.array(FloorPlanSchema).min(1),
  })
  .strict();

export const AmenitiesFileSchema = z
  .object({
    section: sectionHeading.extend({ dialogTitle: spoken("Names the enlarged view when no amenity is open") }).strict(),
    amenities: itemList(TitledImageSchema).min(1),
    specifications: z.object({ heading: text, intro: text, groups: itemList(SpecGroupSchema).min(1) }).strict(),
  })
  .strict();

export const LayoutMapsFileSchema = z
  .object({
    section: sectionHeading
      .extend({
        carouselLabel: spoken("Names the carousel of maps"),
        dialogTitle: spoken("Names the enlarged view when no map is open"),
      })
      .strict(),
    maps: itemList(TitledImageSchema).min(1),
  })
  .strict();

export const FaqFileSchema = z.object({ faqs: itemList(FaqSchema).min(1) }).strict();

const labelledValue = z.object({ id: itemId, label: text, value: text }).strict();
export const LandingFileSchema = z
  .object({
    meta: z
      .object({ title: pageMeta.shape.title })
      .strict()
      .describe("The page's description in search results is the banner's subline"),
    header: z
      .object({
        navLabel: spoken("Names the header's links"),
        call: text.describe("The call button of the header on phones"),
        callHint: withValues("label").describe(
          "Said after the call button by screen readers; {label} is the first phone number's label in Site settings",
        ),
      })
      .strict()
      .describe("The header's links are in Menu labels"),
    hero: z
      .object({
        eyebrow: text,
        headline: text,
        subline: text,
        imageDesktop: mediaPath,
        imageMobile: mediaPath,
        alt: text,
        facts: itemList(labelledValue).length(6),
        brochureLabel: text.describe("The button that offers the brochure"),
      })
      .strict(),
    video: headed
      .extend({
        eyebrow,
        poster: mediaPath,
        posterAlt: text,
        webm: mediaFile,
        mp4: mediaFile,
        filmLabel: withValues("heading").describe("Names the film for screen readers; {heading} is the heading above"),
        play: text.describe("The button on the film while it is paused"),
        pause: text.describe("The button on the film while it plays"),
      })
      .strict(),
    features: z.object({ eyebrow, heading: text, items: itemList(FeatureSchema).min(1) }).strict(),
    location: headed
      .extend({ eyebrow })
      .strict()
      .describe("The places around the site, their map and drive times are in Location (content/landmarks.yaml)"),
    plans: z
      .object({
        eyebrow,
        heading: text,
        carouselLabel: spoken("Names the carousel of plans"),
        slides: itemList(
          TitledImageSchema.extend({
            plan: id
              .optional()
              .describe("The floor plan this slide shows (an id of content/en/floor-plans.yaml): links to its flats"),
          }).strict(),
        ).min(1),
      })
      .strict(),
    amenities: z.object({ eyebrow, heading: text, items: itemList(TitledImageSchema).min(1) }).strict(),
    contact: headed.extend({ eyebrow, subheading: text }).strict(),
    brochureModal: headed
      .extend({
        hurry: text.describe("Before the direct download link, under the form"),
        download: text.describe("The direct download link"),
      })
      .strict(),
    footer: z
      .object({
        contactHeading: text,
        copyEmail: spoken("Said after the e-mail address, which copies itself when pressed"),
        copied: text.describe("Shown for a moment once the e-mail address is copied"),
        reraHeading: text,
      })
      .strict(),
  })
  .strict();

export const ThankYouFileSchema = z
  .object({
    meta: pageMeta,
    heading: text,
    greeting: text
      .regex(/\{firstName\}/, "Must contain {firstName}, where the visitor's first name goes")
      .describe("Shown above the heading when the visitor gave a name; {firstName} is replaced by it"),
    text,
    nextStepsHeading: text,
    nextSteps: itemList(FeatureSchema.extend({ description: text }).strict()).min(1),
    contactHeading: text,
    returnLabel: text,
    flatLine: text
      .regex(/\{unit\}/, "Must contain {unit}, where the flat's number goes")
      .describe("Shown when the enquiry was about one flat; {unit} and {price} are replaced by its number and price"),
  })
  .strict();

export const NavigationFileSchema = z
  .object({
    header: z
      .object({
        home: text,
        about: text,
        gallery: text,
        floorPlans: text,
        flats: text,
        progress: text.describe("The link to /progress, the construction updates"),
        approvals: text.describe("The link to /approvals, the approvals and documents"),
        amenities: text,
        location: text,
        blog: text,
        contact: text,
      })
      .strict()
      .describe("The labels of the site header's links, in order"),
    footer: z
      .object({
        home: text,
        campaign: text,
        progress: text,
        approvals: text,
        nri: text,
        refer: text,
        privacyPolicy: text,
      })
      .strict()
      .describe("The labels of the site footer's links"),
    campaign: z
      .object({ home: text, features: text, location: text, floorPlans: text, amenities: text, contact: text })
      .strict()
      .describe("The labels of the campaign page's header links, to its own sections, in order"),
  })
  .strict();

export const ShareImagesFileSchema = z
  .object({
    default: ShareImageSchema.describe("Shown when a page without its own picture is shared"),
    landing: ShareImageSchema.describe("Shown when the campaign page is shared"),
  })
  .strict()
  .describe("The home page shares its hero poster; posts share their own cover image");

export const UiFileSchema = z
  .object({
    header: z
      .object({
        skipLink: text.describe("The first link of every page, shown when reached with the Tab key: it skips the menu"),
        navLabel: spoken("Names the site's main menu"),
        menu: spoken("The menu button on phones"),
      })
      .strict(),
    logo: z
      .object({
        byline: text.describe("Under the project's name in the logo"),
        homeLink: spoken("Said after the logo, which links to the home page"),
      })
      .strict(),
    footer: z
      .object({
        contactHeading: text,
        linksHeading: text,
        reraNumber: text.describe("Before the RERA number, in both footers and on the campaign page's banner"),
        reraQr: spoken(
          "Names the QR code beside the RERA number (both footers, the progress page), which opens the registration on the authority's site",
        ),
        copyright: withValues("year").describe("The last line of both footers; {year} is the current year"),
        socialLabel: spoken("Names the row of social media links"),
        socialLink: withValues("network").describe(
          "Said for each social media link; {network} is the network's name, e.g. Instagram",
        ),
      })
      .strict()
      .describe("The site footer; the campaign page's footer shares the copyright line and social links"),
    contact: z
      .object({
        call: text.describe("The call button, with the number"),
        whatsapp: text,
        whatsappUs: text.describe("The WhatsApp button of the enquiry area and the campaign page's banner"),
        chatOnWhatsapp: text.describe("The WhatsApp button of the thank-you page and the campaign page's round button"),
        email: text,
        emailSubject: text.describe("The subject of an e-mail a visitor starts from an e-mail link"),
        siteAddress: text,
        enquireNow: text.describe("The buttons that lead to the enquiry form"),
        newTab: spoken("Said after every link that opens in a new tab"),
      })
      .strict()
      .describe("Words of the contact buttons and links, on every page"),
    controls: z
      .object({
        scrollToTop: spoken("The round button that scrolls back to the top"),
        close: spoken("The button that closes an enlarged picture or the brochure form"),
        viewLarger: spoken("Said after the title of a picture that opens larger"),
        carousel: spoken("What a carousel is called"),
        slide: spoken("What a carousel's slide is called"),
        slidePosition: withValues("number", "count").describe(
          "Said for each slide: {number} is the slide's number, {count} the number of slides. Not shown",
        ),
        previousSlide: spoken("A carousel's arrow to the left"),
        nextSlide: spoken("A carousel's arrow to the right"),
        goToSlide: withValues("number").describe("A carousel's dot; {number} is the slide's number. Not shown"),
      })
      .strict()
      .describe("Buttons of pictures and carousels"),
    plans: z
      .object({
        flatsLink: text.describe(
          "On the home page's floor plans and the campaign page's plan slides: to the flats of that plan",
        ),
      })
      .strict()
      .describe("Links from a floor plan"),
    longPage: z
      .object({
        title: withValues("title").describe(
          "The title in search results of a page such as the privacy policy; {title} is the page's own title",
        ),
        backToHome: text,
        updated: withValues("date").describe("Under the page's heading; {date} is the date of its last update"),
      })
      .strict()
      .describe("Pages written in Markdown, such as the privacy policy"),
    error: z
      .object({ heading: text, unknown: text, homeLink: text })
      .strict()
      .describe("Shown if a page fails to load: the heading, the message when the cause is unknown, the link home"),
  })
  .strict();

export const EnquiryFileSchema = z
  .object({
    waiting: text.describe("Above the call, WhatsApp and e-mail buttons, before the form has loaded"),
    loading: text.describe("Above the same buttons while the form loads"),
    form: z
      .object({
        label: spoken("Names the form"),
        name: text,
        phone: text,
        phonePlaceholder: text.describe("The example shown in the empty phone field"),
        email: text,
        flatType: text.describe("The question above the flat type buttons"),
        twoBhk: text,
        threeBhk: text,
        optional: text.describe("After the marketing consent, which the visitor may leave unticked"),
        send: text,
        sending: text.describe("The send button while the enquiry is being sent"),
      })
      .strict()
      .describe("The site's own form, shown when HubSpot's form cannot load"),
    errors: z
      .object({
        name: text,
        phone: text,
        email: text,
        notSent: text.describe("When HubSpot refuses the enquiry"),
      })
      .strict(),
    consent: z
      .object({
        processing: text.describe(
          "Not shown: stored with each enquiry in HubSpot as what the visitor agreed to by sending the form",
        ),
        marketing: text.describe("The tick box for offers and updates; stored with each enquiry in HubSpot"),
        notice: withValues("link").describe(
          "Under every form: what is collected and why; {link} is where the link to the privacy policy goes",
        ),
        privacyLink: text.describe("The link to the privacy policy in the notice"),
      })
      .strict(),
    thanks: text.describe("Shown in place of the form on the home page once the enquiry is sent"),
    saved: z
      .object({ heading: text, text })
      .strict()
      .describe("Shown when the enquiry could not be sent yet and is kept on the visitor's device"),
    unreachable: z
      .object({
        heading: text,
        text: text.describe("Above the buttons that send the enquiry by WhatsApp or e-mail"),
        whatsapp: text,
        email: text,
        message: withValues("name", "phone", "email", "flatType").describe(
          "The enquiry as the visitor sends it by WhatsApp or e-mail, with what they typed in the form",
        ),
        flat: withValues("unit", "price").describe("Added to the message when the enquiry is about one flat"),
        emailSubject: withValues("name"),
      })
      .strict()
      .describe(
        "Shown when the device is online but the enquiry could not reach HubSpot (an ad blocker, a firewall): it is kept on the device, and the visitor can send it by WhatsApp or e-mail at once",
      ),
  })
  .strict();

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

export const NotFoundFileSchema = z
  .object({
    meta: pageMeta,
    eyebrow,
    heading: text,
    text,
    homeLink: text,
    blogLink: text,
  })
  .strict();

/** The consent panel and the footers' link to it (docs/decisions/0026-consent-first-tracking.md). */
export const PrivacyChoicesFileSchema = z
  .object({
    heading: text,
    intro: text.describe("What the site would like to measure, and that nothing is measured unless the visitor agrees"),
    measurement: z
      .object({ label: text, text: text.describe("What is measured, by which tools, and what for") })
      .strict()
      .describe("The first item: visits and enquiries counted (Google Analytics, HubSpot)"),
    advertising: z
      .object({ label: text, text: text.describe("What the ad platforms receive, and what for") })
      .strict()
      .describe("The second item: enquiries reported to Google Ads and Meta"),
    accept: text.describe("Agrees to both items"),
    reject: text.describe("Refuses both items; as prominent as Accept"),
    save: text.describe("Keeps the items as ticked"),
    policyLink: text.describe("The link to the privacy policy, which lists each tool"),
    footerLink: text.describe("In every footer: opens the panel again to change the choice"),
    saved: spoken("Said once a choice is saved"),
  })
  .strict();

export const OfflineFileSchema = z
  .object({
    meta: pageMeta,
    eyebrow,
    heading: text,
    text: text.describe("Says what still works without a connection: pages opened before, the flats' cost sheets"),
    retryLabel: text.describe("The link that loads the page again"),
    contactHeading: text,
    contactText: text,
    brochureLabel: text.describe("The link to the brochure saved on the phone"),
    brochureNote: text.describe("Under the brochure link: when the brochure is saved"),
    homeLink: text,
  })
  .strict();

export const BrochureFileSchema = z
  .object({
    title: text.describe("The PDF's document title"),
    presents: text.describe("On the cover, between the builder's name and the project's"),
    reraNumber: text.describe("On the cover and at the foot of every page"),
    footer: text.describe("At the foot of every page, beside the RERA number and page number"),
    sections: z
      .object({ about: text, floorPlans: text, amenities: text, contact: text })
      .strict()
      .describe("The small headings at the top of the inner pages"),
    floorPlansNote: text.describe("At the foot of the floor plan pages"),
    area: withValues("area").describe("How an area is written; {area} is the number"),
    planDetails: z
      .object({
        supBuiltUpArea: text,
        carpetArea: text,
        bedrooms: text,
        bathrooms: text,
        balconies: text,
        floorRise: text,
        floorRisePrice: withValues("price").describe(
          "{price} is the amount, written Rs. 30: the brochure's fonts have no rupee sign",
        ),
      })
      .strict()
      .describe("The table of each floor plan"),
    contact: z
      .object({ address: text, phones: text, whatsapp: text, email: text, web: text, rera: text })
      .strict()
      .describe("The headings of the contact details on the last page"),
    disclaimer: text.describe("The legal notice at the foot of the last page"),
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

// ---------------------------------------------------------------------------------------
// Flats: the inventory (content/flats.yaml), the price list (content/prices.yaml) and the words of the
// flats pages (content/en/flat-texts.yaml). docs/decisions/0016-flats-and-prices.md.

const TOWERS = ["A", "B"] as const;
const FLAT_STATUSES = ["available", "booked", "on-hold"] as const;
const FACINGS = ["east", "west"] as const;
/** "A-302": tower A, floor 3, unit 02 of the typical floor layout. */
const UNIT = /^([A-Z])-([1-9])(\d\d)$/;

const FlatSchema = z
  .object({
    unit: z
      .string()
      .regex(UNIT, "Expected the tower, a dash, the floor and the unit's two digits, like A-302")
      .describe("Tower, floor and unit as on the typical floor layout maps: A-302 is tower A, floor 3, unit 02"),
    tower: z.enum(TOWERS).describe("A or B"),
    floor: z.number().int().min(1).max(5).describe("1 to 5, the floors above the stilt parking"),
    plan: id.describe("The id of its floor plan in content/en/floor-plans.yaml, e.g. 3bhk-1772-east"),
    facing: z.enum(FACINGS).describe("Where the main door faces: east or west (as its floor plan)"),
    corner: z.boolean().describe("A corner flat (pays the corner charge of the price list)"),
    status: z.enum(FLAT_STATUSES).describe("available, booked or on-hold (held for a buyer for a few days)"),
  })
  .strict();
export type Flat = z.output<typeof FlatSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Expected a date like 2026-11-15");

export const FlatsFileSchema = z
  .object({
    updated: isoDate.describe("The day this list was last checked against the sales register; shown on /flats"),
    flats: z
      .array(FlatSchema)
      .min(1)
      .describe("Every flat of both towers; change a flat's status here when it is booked or released"),
  })
  .strict()
  .superRefine((file, context) => {
    refuseRepeats(context, "flats", file.flats, "unit");
    file.flats.forEach((flat, index) => {
      const [, tower, floor] = UNIT.exec(flat.unit) ?? [];
      if (tower !== undefined && tower !== flat.tower) {
        context.addIssue({
          code: "custom",
          path: ["flats", index, "tower"],
          message: `${flat.unit} is in tower ${tower}, not ${flat.tower}`,
        });
      }
      if (floor !== undefined && Number(floor) !== flat.floor) {
        context.addIssue({
          code: "custom",
          path: ["flats", index, "floor"],
          message: `${flat.unit} is on floor ${floor}, not ${flat.floor}`,
        });
      }
    });
  });

const rupees = z.number().int().nonnegative();
const percent = z.number().min(0).max(100);
const builder = z.literal("builder").describe("builder: a charge the builder sets and collects");
const government = z.literal("government").describe("government: a levy paid to the state at registration");

export const PricesFileSchema = z
  .object({
    showPrices: z
      .boolean()
      .describe("Off: every flat says 'Price on request' and shows no cost sheet; the grid and enquiries still work"),
    builderCharges: z
      .object({
        basePrice: z
          .object({ kind: builder, perSqft: rupees.min(1).describe("Base rate in rupees per sq ft of carpet area") })
          .strict(),
        floorRise: z
          .object({
            kind: builder,
            fromFloor: z
              .number()
              .int()
              .min(1)
              .max(5)
              .describe("The first floor that pays the rise; it pays one step, the next two, and so on"),
          })
          .strict()
          .describe(
            "The rate per sq ft per floor is the project's floor rise, in Project figures (content/facts.yaml)",
          ),
        eastFacing: z
          .object({ kind: builder, perSqft: rupees.describe("Preferential location charge of an east-facing flat") })
          .strict(),
        corner: z
          .object({ kind: builder, perSqft: rupees.describe("Preferential location charge of a corner flat") })
          .strict(),
        carPark: z
          .object({ kind: builder, amount: rupees.describe("One covered car bay at the stilt level") })
          .strict(),
        clubhouse: z.object({ kind: builder, amount: rupees.describe("Clubhouse membership, once") }).strict(),
        corpusFund: z
          .object({
            kind: builder,
            perSqft: rupees.describe("Handed to the residents' association for major repairs; no GST is charged on it"),
          })
          .strict(),
        legal: z.object({ kind: builder, amount: rupees.describe("Legal and documentation charges") }).strict(),
      })
      .strict(),
    gst: z
      .object({
        percent: percent.describe(
          "GST on a flat bought under construction, on the builder's charges except the corpus fund",
        ),
        affordablePercent: percent.describe("The lower rate for affordable housing"),
        affordableMaxCarpetSqm: z
          .number()
          .positive()
          .describe(
            "Affordable housing outside the metros (Guntur is not one): carpet area at most this many square metres (90; 60 in the six metros)…",
          ),
        affordableMaxValue: rupees.describe("…and a value at most this many rupees"),
      })
      .strict(),
    governmentLevies: z
      .object({
        stampDuty: z.object({ kind: government, percent }).strict(),
        transferDuty: z.object({ kind: government, percent }).strict(),
        registrationFee: z.object({ kind: government, percent }).strict(),
      })
      .strict()
      .describe("Andhra Pradesh's rates, indicative: sources disagree, and they are charged on the guideline value"),
    homeLoan: z
      .object({
        ratePercent: z
          .number()
          .min(1)
          .max(20)
          .describe("The EMI calculator's interest rate until the buyer changes it"),
        years: z.number().int().min(5).max(30).describe("Its tenure until the buyer changes it"),
        loanToValue: z
          .array(
            z
              .object({
                upToLoan: rupees
                  .min(1)
                  .optional()
                  .describe("The largest loan of this tier; left out on the last tier, which has no limit"),
                percent: percent.describe("The largest share of the cost a bank may lend in this tier"),
              })
              .strict(),
          )
          .min(1)
          .describe("RBI's loan-to-value caps for housing loans, by the loan's amount, smallest loans first"),
      })
      .strict()
      .superRefine(({ loanToValue: tiers }, context) => {
        tiers.forEach((tier, index) => {
          const path = ["loanToValue", index, "upToLoan"];
          const last = index === tiers.length - 1;
          const previous = tiers[index - 1]?.upToLoan;
          if (last && tier.upToLoan !== undefined) {
            context.addIssue({ code: "custom", path, message: "The last tier has no limit: leave upToLoan out" });
          } else if (!last && tier.upToLoan === undefined) {
            context.addIssue({ code: "custom", path, message: "Every tier but the last needs upToLoan" });
          } else if (tier.upToLoan !== undefined && previous !== undefined && tier.upToLoan <= previous) {
            context.addIssue({ code: "custom", path, message: `Must be more than the tier before's ${previous}` });
          }
        });
      })
      .describe("The EMI calculator's starting figures and the caps it holds the loan to"),
  })
  .strict();

const withTokens = (placeholder: string) =>
  text.regex(new RegExp(`\\{${placeholder}\\}`), `Must contain {${placeholder}}`);
const costLine = z
  .object({ label: text, basis: text.describe("How the line is computed; {placeholders} are filled in") })
  .strict();

export const FlatTextsFileSchema = z
  .object({
    units: z
      .object({
        rupees: withTokens("amount").describe("An amount in rupees, e.g. ₹{amount}"),
        lakhs: withTokens("amount").describe("An amount in lakhs, e.g. ₹{amount} lakh"),
        sqft: withTokens("area"),
        sqm: withTokens("area"),
        percent: withTokens("value"),
      })
      .strict(),
    words: z
      .object({
        tower: text,
        floor: withTokens("floor"),
        facing: z.object({ east: text, west: text }).strict(),
        corner: text,
        status: z.object({ available: text, booked: text, "on-hold": text }).strict(),
      })
      .strict(),
    list: z
      .object({
        title: text.describe("The page title of /flats"),
        description: text.max(160),
        eyebrow: text,
        heading: text,
        intro: text,
        summary: text
          .regex(/\{available\}/, "Must contain {available}")
          .describe("{available}, {total} and {date} are filled in"),
        filtersLabel: text,
        bhkLabel: text,
        facingLabel: text,
        floorLabel: text,
        any: text,
        availableOnly: text,
        showing: text.regex(/\{count\}/, "Must contain {count}"),
        planFilter: text.regex(/\{plan\}/, "Must contain {plan}"),
        clearPlan: text,
        towerCaption: text.regex(/\{tower\}/, "Must contain {tower}"),
        unitColumn: text,
        filteredOut: text,
        keyboardHint: text,
        compareLink: text,
        contactHeading: text,
      })
      .strict(),
    flat: z
      .object({
        title: text.regex(/\{unit\}/, "Must contain {unit}"),
        description: text.regex(/\{unit\}/, "Must contain {unit}"),
        heading: text.regex(/\{unit\}/, "Must contain {unit}"),
        backToList: text,
        printLine: text
          .regex(/\{url\}/, "Must contain {url}")
          .regex(/\{date\}/, "Must contain {date}")
          .describe(
            "Printed under the heading of a flat's page: {url} is the page's address, {date} the day of the list",
          ),
        planAlt: text,
        facts: z
          .object({
            carpetArea: text,
            carpetNote: text,
            balconyArea: text,
            superBuiltUpArea: text,
            bhk: text,
            facing: text,
            floor: text,
            status: text,
          })
          .strict(),
        bookedNotice: text,
        onHoldNotice: text,
        similarHeading: text,
        priceOnRequest: text,
        priceOnRequestText: text,
        enquireHeading: text,
        enquireText: text,
        share: text,
        shareMessage: text.regex(/\{unit\}/, "Must contain {unit}").describe("{unit}, {price} and {url} are filled in"),
        print: text,
        compare: text,
        notFoundHeading: text,
        notFoundText: text,
      })
      .strict(),
    costSheet: z
      .object({
        heading: text,
        itemColumn: text,
        amountColumn: text,
        builderHeading: text,
        lines: z
          .object({
            basePrice: costLine,
            floorRise: costLine,
            eastFacing: costLine,
            corner: costLine,
            carPark: costLine,
            clubhouse: costLine,
            corpusFund: costLine,
            legal: costLine,
            gst: costLine,
            stampDuty: costLine,
            transferDuty: costLine,
            registrationFee: costLine,
          })
          .strict(),
        noFloorRise: text,
        subtotal: text,
        leviesHeading: text,
        leviesNote: text.describe("Says the levies are indicative, computed on the guideline value at registration"),
        gstNote: text.describe("Explains the GST rate and when the 1% affordable rate would apply"),
        total: text,
        totalInLakhs: text,
      })
      .strict(),
    schedule: z
      .object({
        heading: text,
        intro: text.describe("What a construction-linked plan is; the plan itself is in Payment schedule"),
        dueColumn: text,
        shareColumn: text,
        amountColumn: text,
        booking: text.describe("When the booking amount falls due"),
        agreement: text.describe("When the instalment of the agreement for sale falls due"),
        stage: withValues("tower", "stage").describe("An instalment due when the tower reaches a stage of /progress"),
        complete: withValues("tower").describe("The instalment due on possession, when the tower is complete"),
        breakdown: withValues("price", "gst").describe("An instalment's share of the price and its GST"),
        dueHeading: text.describe("Heads the instalments already due"),
        laterHeading: text.describe("Heads the instalments that fall due later"),
        dueNow: withValues("tower", "date", "count", "total", "amount").describe(
          "How many instalments are due as the newest progress update has the tower, and their sum",
        ),
        dueNowNoPrice: withValues("tower", "date", "count", "total").describe("The same when prices are not shown"),
        note: withValues("percent").describe("How GST, the corpus fund and the levies fall in the instalments"),
        total: text,
      })
      .strict(),
    emi: z
      .object({
        heading: text,
        intro: text,
        loanShare: text,
        loanShareHint: text.describe("{max} is filled in with the largest share the loan-to-value cap allows"),
        interestRate: text,
        tenure: text,
        years: text,
        loanAmount: text,
        downPayment: text,
        monthlyEmi: text,
        totalInterest: text,
        ltvNote: withValues("tiers").describe(
          "RBI's caps; {tiers} is the tiers, each written as ltvTier or ltvAbove, joined by commas",
        ),
        ltvTier: withValues("percent", "limit").describe("A tier with a limit; {limit} is the largest loan, in lakhs"),
        ltvAbove: withValues("percent").describe("The last tier, above the largest limit"),
      })
      .strict(),
    compare: z
      .object({
        title: text,
        description: text.max(160),
        heading: text,
        intro: text,
        pick: text.regex(/\{n\}/, "Must contain {n}"),
        none: text,
        empty: text,
        plan: text,
        emiRow: text,
        dueNowRow: text.describe("The row of what is due now on each flat, as its tower stands"),
        shareHint: text,
      })
      .strict(),
  })
  .strict();

// ---------------------------------------------------------------------------------------
// Location: the places around the site (content/landmarks.yaml: kind, coordinates, road distance, drive time)
// and their names and the section's words (content/en/location.yaml). docs/decisions/0019-location-map.md.

const LandmarkSchema = z
  .object({
    id: id.describe(
      "A short name in lower case with dashes, e.g. guntur-railway-junction; its name is in Location texts",
    ),
    kind: z
      .enum(LANDMARK_KINDS)
      .describe("school, hospital, transport, work, shopping or capital: the group it is listed in"),
    latitude: z
      .number()
      .min(-90)
      .max(90)
      .describe(
        "Degrees north, e.g. 16.2996: in Google Maps, right-click the place and click the numbers to copy them",
      ),
    longitude: z.number().min(-180).max(180).describe("Degrees east, e.g. 80.454: the second of the two numbers"),
    km: z.number().positive().max(500).describe("Distance by road from the site, in km, as a map app gives it"),
    minutes: z.number().int().positive().max(600).describe("Drive time from the site, in minutes, outside rush hour"),
  })
  .strict();
export type LandmarkFacts = z.output<typeof LandmarkSchema>;

/** Lists the ids that appear twice in a list of items with ids. */
function duplicateIds(items: readonly { id: string }[], context: z.RefinementCtx, path: string, file: string) {
  refuseRepeats(context, path, items, "id", (item) => `${item.id} is listed twice in ${file}`);
}

export const LandmarksFileSchema = z
  .object({
    landmarks: z
      .array(LandmarkSchema)
      .min(1)
      .describe(
        "The places around the site, on the map and in the list; a capital place's minutes must be a drive time of Project figures",
      ),
  })
  .strict()
  .superRefine((file, context) => duplicateIds(file.landmarks, context, "landmarks", "this file"));

export const LocationFileSchema = z
  .object({
    section: sectionHeading.describe("The home page's section (#location); the campaign page has its own heading"),
    siteDirections: text.describe("The button that opens the route to the site in the visitor's map app"),
    siteDirectionsHint: spoken("Said after that button"),
    directions: text.describe("The link beside each place that opens the route from the site in the visitor's map app"),
    directionsHint: withValues("name").describe(
      "Said after each Directions link; {name} is the place's name. Not shown",
    ),
    distance: withValues("km").describe("A road distance; {km} is the number"),
    driveTime: withValues("minutes").describe("A drive time; {minutes} is the number"),
    kinds: z
      .object({ school: text, hospital: text, transport: text, work: text, shopping: text, capital: text })
      .strict()
      .describe("The heading of each group of places"),
    map: z
      .object({
        label: spoken("Names the map"),
        marker: withValues("number", "name").describe(
          "Said for each numbered marker: {number} and the place's {name}. Not shown",
        ),
        near: text.describe("The heading of the close-up map"),
        region: text.describe("The heading of the region map"),
        site: text.describe("The label beside the site's marker"),
        north: text.describe("The letter on the north arrow"),
        note: text.describe("Under the maps: how they are drawn"),
      })
      .strict(),
    landmarks: z
      .array(z.object({ id, name: text }).strict())
      .min(1)
      .describe("The name of each place of content/landmarks.yaml, by its id"),
  })
  .strict()
  .superRefine((file, context) => duplicateIds(file.landmarks, context, "landmarks", "this file"));

// Site visits: the site office's hours and the booking's rules (content/visits.yaml) and the words of the
// booking, its confirmation and its calendar event (content/en/visit-texts.yaml). docs/decisions/0017-site-visits.md.

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Expected a time on the 24-hour clock, like 09:30 or 19:00");
const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const VisitsFileSchema = z
  .object({
    opens: clockTime.describe("When the site office opens, India time, on the 24-hour clock: 09:30"),
    closes: clockTime.describe("When it closes: the last visit ends by then (19:00 is 7 pm)"),
    closedWeekdays: z
      .array(z.enum(WEEKDAYS))
      .describe("Days of the week the site office is closed (sunday … saturday); none for open every day"),
    holidays: z
      .array(isoDate)
      .describe("Other days it is closed, like 2026-12-25; past dates may stay, they are ignored"),
    slotMinutes: z
      .number()
      .int()
      .min(15)
      .max(240)
      .describe("How long one visit is, in minutes; visits start every this many minutes from opening"),
    noticeMinutes: z
      .number()
      .int()
      .min(0)
      .max(1440)
      .describe("How soon a visit may start after it is booked, in minutes: today's earlier times are not offered"),
    bookingDays: z.number().int().min(1).max(60).describe("How many days ahead, today included, a visit can be booked"),
    maxVisitors: z.number().int().min(1).max(20).describe("The most people one booking may bring"),
    pickup: z.boolean().describe("Whether the booking offers a free pickup and drop"),
    reminderMinutes: z
      .number()
      .int()
      .min(0)
      .max(2880)
      .describe("The calendar reminder, this many minutes before the visit"),
  })
  .strict()
  .superRefine((file, context) => {
    if (minutesOfDay(file.closes) - minutesOfDay(file.opens) < file.slotMinutes) {
      context.addIssue({
        code: "custom",
        path: ["closes"],
        message: `Must leave room for one visit of ${file.slotMinutes} minutes after ${file.opens}`,
      });
    }
  });
export type VisitRules = z.output<typeof VisitsFileSchema>;

const sevenDays = (what: string) => z.array(text).length(7).describe(`${what}, Sunday first`);
const twelveMonths = (what: string) => z.array(text).length(12).describe(`${what}, January first`);

export const VisitTextsFileSchema = z
  .object({
    section: z
      .object({
        eyebrow,
        heading: text,
        text,
        hoursLabel: text.describe("Before the site office's hours"),
        choose: text.describe("The button that opens the day and time picker"),
        orContact: text.describe("Above the call and WhatsApp buttons, the way to book without the picker"),
        whatsapp: text.describe("The WhatsApp button"),
        whatsappMessage: text.describe("The message that button starts"),
      })
      .strict()
      .describe("The band that offers a site visit on the home page, the campaign page and each flat's page"),
    officeHours: z
      .object({
        everyDay: withValues("opens", "closes").describe("The hours when no weekday is closed"),
        closedOn: withValues("opens", "closes", "days").describe(
          "The hours with the closed weekdays; {days} is their names, e.g. Tuesday",
        ),
        and: text.describe("Between the last two closed weekdays"),
      })
      .strict()
      .describe("The site office's hours, written from Site visit settings; also on the home page's contact section"),
    dates: z
      .object({
        weekdays: sevenDays("The days of the week"),
        weekdaysShort: sevenDays("Their short forms, on the day buttons"),
        months: twelveMonths("The months"),
        monthsShort: twelveMonths("Their short forms, on the day buttons"),
        date: withValues("weekday", "day", "month").describe("A day in full; {year} may be added"),
        shortDate: withValues("day", "month", "year").describe(
          "A day in short, as of the flats' availability; {month} is a short form",
        ),
        time: withValues("hour", "minute").describe("A time; {period} is am or pm"),
        am: text,
        pm: text,
        slot: withValues("start", "end").describe("A visit's time, from its start to its end"),
      })
      .strict()
      .describe("How days and times are written"),
  })
  .strict();

export const VisitBookingFileSchema = z
  .object({
    picker: z
      .object({
        title: text.describe("The heading of the picker"),
        intro: text,
        yourTime: withValues("zone").describe(
          "Shown only to a visitor whose device is set to another time zone; {zone} is its name, e.g. Eastern Time",
        ),
        how: text.describe("Above the choice between a visit at the site and one by video call"),
        atSite: text,
        atSiteHint: text,
        byVideo: text,
        byVideoHint: text,
        day: text,
        time: text,
        today: text.describe("Instead of today's weekday"),
        closed: text.describe("Under a closed weekday"),
        holiday: text.describe("Under a holiday"),
        noTimesLeft: text.describe("Under today once its last time has passed"),
        chooseDayFirst: text,
        visitors: text,
        pickup: text,
        pickupHint: text,
        name: text,
        phone: text,
        phonePlaceholder: text.describe("The example shown in the empty phone field"),
        send: text,
        sending: text.describe("The button while the booking is being sent"),
        notice: withValues("link").describe(
          "Under the form: what is done with the details; {link} is where the link to the privacy policy goes",
        ),
        privacyLink: text,
      })
      .strict()
      .describe("The picker and its form; the name and phone errors are the enquiry form's"),
    errors: z.object({ day: text, time: text, notSent: text.describe("When HubSpot refuses the booking") }).strict(),
    confirmation: z
      .object({
        heading: text,
        sent: text.describe("Once the booking has been sent"),
        savedHeading: text.describe("When the booking could not be sent yet and is kept on the visitor's device"),
        saved: text,
        when: text,
        whenValue: withValues("date", "slot"),
        yourTime: text.describe("For a visitor in another time zone: the same visit in their time"),
        yourTimeValue: withValues("date", "slot", "zone"),
        where: text,
        how: text.describe("For a visit by video call, instead of Where"),
        videoHow: text,
        visitors: text,
        pickup: text,
        pickupYes: text,
        pickupNo: text,
        addToCalendar: text,
        addToCalendarHint: spoken("Said after Add to calendar"),
        googleCalendar: text,
        directions: text,
        whatsapp: text,
        whatsappMessage: withValues("date", "slot").describe(
          "The WhatsApp message to the sales number; {name}, {date}, {slot}, {visitors} and {pickup} are filled in",
        ),
        whatsappPickupYes: text.describe("The message's {pickup} when the visitor wants the pickup"),
        whatsappPickupNo: text.describe("The message's {pickup} otherwise"),
        whatsappVideoMessage: withValues("name", "date", "slot").describe(
          "The WhatsApp message for a visit by video call",
        ),
      })
      .strict()
      .describe("After a booking: on the thank-you page, or where the booking was made when it is kept on the device"),
    calendar: z
      .object({
        title: text.describe("The calendar event's title"),
        description: text.describe("The event's notes"),
        reminder: text.describe("The reminder's text"),
        fileName: z
          .string()
          .regex(/^[a-z0-9-]+$/, "Expected lower-case letters, digits and dashes")
          .describe("The .ics file's name, without .ics; the day is added"),
        videoTitle: text.describe("The title of a visit by video call"),
        videoDescription: text,
        videoLocation: text.describe("The place of a visit by video call"),
      })
      .strict()
      .describe("The event that Add to calendar and Google Calendar create; its place is the address in Site settings"),
  })
  .strict();

// ---------------------------------------------------------------------------------------
// Construction progress: one Markdown file per monthly update (content/progress/en/<date>.md), its facts in
// the front matter and its note in the body, and the words of /progress (content/en/progress-texts.yaml).
// docs/decisions/0018-construction-progress.md.

const TowerProgressSchema = z
  .object({
    tower: z.enum(TOWERS).describe("A or B"),
    stage: z
      .enum(PROGRESS_STAGES)
      .describe(
        "The work under way: excavation, foundation, slab-1 (over the stilt parking) to slab-5, roof, masonry, plastering, finishing; complete at the end",
      ),
    percent: z
      .number()
      .int()
      .min(0)
      .max(100)
      .describe("How much of the tower's work is done, 0 to 100: its progress bar. Never less than the update before"),
  })
  .strict();
export type TowerProgress = z.output<typeof TowerProgressSchema>;

export const ProgressFrontMatterSchema = z
  .object({
    date: z.coerce
      .date({ error: "Expected a date like 2026-11-10" })
      .describe("The day the site was checked; also the file's name. Updates are listed newest first"),
    towers: z
      .array(TowerProgressSchema)
      .length(TOWERS.length)
      .describe("Each tower once, with its stage and how much of it is done"),
    photos: z
      .array(
        z
          .object({
            image: mediaPath,
            alt: text.describe("What the photo shows, for screen readers; also its caption when enlarged"),
          })
          .strict(),
      )
      .min(1)
      .max(6)
      .describe("Photos taken on the day, the first one shown largest"),
  })
  .strict()
  .superRefine((update, context) => {
    refuseRepeats(context, "towers", update.towers, "tower", (tower) => `Tower ${tower.tower} is listed twice`);
    update.towers.forEach((tower, index) => {
      if ((tower.stage === "complete") !== (tower.percent === 100)) {
        context.addIssue({
          code: "custom",
          path: ["towers", index, "percent"],
          message: "A tower is 100% done exactly when its stage is complete",
        });
      }
    });
  });

// ---------------------------------------------------------------------------------------
// The payment schedule (content/payment-plan.yaml): a construction-linked plan, the same for every flat, each
// instalment a share of the flat's price falling due at booking, at the agreement or when the tower reaches a
// stage of /progress. Each flat's page works it out in rupees (app/features/flats/payment-schedule.ts).

const instalmentDue = z
  .enum(INSTALMENT_DUES)
  .describe(
    "booking, agreement, or the stage of /progress the tower reaches: excavation, foundation, slab-1 to slab-5, roof, masonry, plastering, finishing, complete (possession)",
  );

export const PaymentPlanFileSchema = z
  .object({
    sample: z
      .boolean()
      .describe("On while this plan is a placeholder: the build says so until the real one is in. Off once it is"),
    instalments: z
      .array(
        z
          .object({
            due: instalmentDue,
            percent: z
              .number()
              .positive("Expected a share above 0")
              .max(100)
              .multipleOf(0.01, "Expected at most two decimals")
              .describe("Its share of the price before GST, in %; all the shares add up to 100"),
          })
          .strict(),
      )
      .min(1)
      .describe("Each instalment in the order it falls due; GST is paid with each, on its share"),
    corpusFundWith: instalmentDue.describe(
      "The instalment the corpus fund is paid with (it carries no GST); one of the instalments above",
    ),
    leviesWith: instalmentDue.describe(
      "The instalment the stamp duty, transfer duty and registration fee are paid with: when the sale deed is registered",
    ),
  })
  .strict()
  .superRefine((plan, context) => {
    const dues = plan.instalments.map((instalment) => instalment.due);
    refuseRepeats(context, "instalments", plan.instalments, "due");
    plan.instalments.forEach((instalment, index) => {
      if (index > 0 && INSTALMENT_DUES.indexOf(instalment.due) < INSTALMENT_DUES.indexOf(dues[index - 1]!)) {
        context.addIssue({
          code: "custom",
          path: ["instalments", index, "due"],
          message: `${instalment.due} comes before ${dues[index - 1]}: list the instalments in the order they fall due`,
        });
      }
    });
    // In hundredths of a percent, so 33.33 + 33.33 + 33.34 adds up exactly.
    const total = plan.instalments.reduce((sum, instalment) => sum + Math.round(instalment.percent * 100), 0);
    if (total !== 100_00) {
      context.addIssue({
        code: "custom",
        path: ["instalments"],
        message: `The shares add up to ${total / 100}%, not 100%`,
      });
    }
    for (const field of ["corpusFundWith", "leviesWith"] as const) {
      if (!dues.includes(plan[field])) {
        context.addIssue({
          code: "custom",
          path: [field],
          message: `No instalment falls due at ${plan[field]}: name one of ${dues.join(", ")}`,
        });
      }
    }
  });
export type PaymentPlan = z.output<typeof PaymentPlanFileSchema>;

/**
 * When each tower is handed over (content/possession.yaml): the date committed in the RERA registration, which
 * section 18 of the RERA Act holds the builder to, and the builder's own target.
 */
export const PossessionFileSchema = z
  .object({
    sample: z
      .boolean()
      .describe(
        "On while these dates are placeholders: the build says so until the real ones are in. Off once they are",
      ),
    towers: z
      .array(
        z
          .object({
            tower: z.enum(TOWERS).describe("A or B"),
            committed: isoDate.describe("The possession date in the tower's RERA registration"),
            target: isoDate.describe("The builder's own target for handing over the keys; shown beside the RERA date"),
          })
          .strict(),
      )
      .length(TOWERS.length)
      .describe("Each tower once"),
  })
  .strict()
  .superRefine(({ towers }, context) =>
    refuseRepeats(context, "towers", towers, "tower", (tower) => `Tower ${tower.tower} is listed twice`),
  );
/** The words of the possession dates (content/en/possession-texts.yaml), on /progress and each flat's page. */
export const PossessionTextsFileSchema = z
  .object({
    heading: text.describe("Above each tower's possession dates (content/possession.yaml)"),
    committed: text.describe("Names the date committed in the RERA registration"),
    target: text.describe("Names the builder's own target date"),
    lateHeading: text.describe("Opens what the buyer is owed if possession is late"),
    late: z
      .array(text)
      .min(1)
      .describe(
        "What section 18 of the RERA Act gives the buyer if possession is late, in plain words, one paragraph each",
      ),
  })
  .strict();
export type TowerPossession = z.output<typeof PossessionFileSchema>["towers"][number];

// Approvals and documents (content/approvals.yaml, words in content/en/approvals-texts.yaml): /approvals.

const APPROVAL_KINDS = [
  "building-permission",
  "land-title",
  "encumbrance",
  "fire-noc",
  "environmental-clearance",
  "occupancy",
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

const ApprovalSchema = z
  .object({
    kind: z
      .enum(APPROVAL_KINDS)
      .describe(
        "building-permission (its LP number), land-title, encumbrance, fire-noc, environmental-clearance, occupancy; what each is, is in the words file",
      ),
    number: text.describe("Its number as printed on it: the LP number of the building permission, the document number"),
    issuer: text.describe("Who issued it: the municipal corporation, the sub-registrar, the fire department"),
    issued: isoDate.describe("The day it was issued"),
    validUntil: isoDate.optional().describe("The last day it is valid, where it has one; leave out otherwise"),
    copy: documentPath
      .optional()
      .describe("A copy buyers can open: a PDF, or a photo of it (approvals/…); leave out to offer none"),
  })
  .strict();
export type Approval = z.output<typeof ApprovalSchema>;

export const ApprovalsFileSchema = z
  .object({
    sample: z
      .boolean()
      .describe("On while these are placeholders: the build says so until the real ones are in. Off once they are"),
    approvals: z
      .array(ApprovalSchema)
      .min(1)
      .describe(
        "Each approval the project holds besides its RERA registration (which is in Site settings), in the order shown",
      ),
    banks: z
      .array(text.describe("A bank's name as buyers know it"))
      .min(1)
      .describe("The banks and housing finance companies that have approved the project for home loans"),
  })
  .strict()
  .superRefine(({ approvals }, context) => {
    approvals.forEach((approval, index) => {
      if (approval.validUntil !== undefined && approval.validUntil <= approval.issued)
        context.addIssue({
          code: "custom",
          path: ["approvals", index, "validUntil"],
          message: `Must be after the day it was issued, ${approval.issued}`,
        });
    });
  });

export const ApprovalsTextsFileSchema = z
  .object({
    meta: pageMeta,
    eyebrow,
    heading: text,
    intro: text,
    rera: z
      .object({
        heading: text,
        text: text.describe(
          "What the registration means for a buyer; the number and authority come from Site settings",
        ),
        link: text.describe("The link to the registration's page on the authority's website"),
      })
      .strict(),
    listHeading: text.describe("Above the list of approvals"),
    labels: z
      .object({
        number: text,
        issuer: text,
        issued: text,
        validUntil: text,
        copy: text.describe("The link to an approval's copy, where it has one"),
      })
      .strict()
      .describe("What each approval's facts are called"),
    kinds: z
      .object(Object.fromEntries(APPROVAL_KINDS.map((kind) => [kind, headed])) as Record<ApprovalKind, typeof headed>)
      .strict()
      .describe("Each kind of approval: its name (heading) and what it proves, in a sentence or two (text)"),
    banks: headed.describe("Above the banks that have approved the project for home loans"),
    check: text.describe("At the foot: how a buyer can see the originals"),
  })
  .strict();

/**
 * The NRI buyer's page (content/en/nri.yaml, /nri): what the rules allow and how payment, tax, paperwork and a
 * later sale work from abroad, dated and with its sources, and what a bank asks of an NRI for a home loan.
 */
export const NriFileSchema = z
  .object({
    sample: z
      .boolean()
      .describe("On until the builder's adviser has checked these texts: the build says so. Off once checked"),
    asOf: isoDate.describe("The day these rules were last checked; the page gives it"),
    meta: pageMeta,
    eyebrow,
    heading: text,
    intro: text,
    general: withValues("date").describe(
      "Says this is general information as of {date} (the day above), not legal or tax advice",
    ),
    topics: z
      .array(
        z
          .object({
            id: id.describe("A short name in lower case with dashes, e.g. payment: the topic's #link"),
            heading: text,
            points: z.array(text).min(1).describe("One paragraph each, in plain words"),
          })
          .strict(),
      )
      .min(1)
      .describe("The rules, payment, tax, paperwork and a later sale, each with its heading, in the order shown"),
    loans: z
      .object({
        heading: text,
        text: text.describe("How banks lend to NRIs; leads into the documents"),
        documents: z.array(text).min(1).describe("What a bank asks an NRI for, one item each"),
        banksText: text.describe("Leads into the banks that have approved the project (Approvals and documents)"),
      })
      .strict(),
    sources: z
      .object({
        heading: text,
        items: itemList(
          z.object({ id: itemId, name: text, url: httpsUrl.describe("Where the source can be read") }).strict(),
        ).min(1),
      })
      .strict()
      .describe("The laws and rules the texts above are drawn from"),
    visit: headed.describe("The band that books a visit, by video call first: its heading and text"),
    contact: headed.describe("At the foot, above the call and WhatsApp buttons"),
  })
  .strict();

/**
 * Refer a friend (content/en/referral.yaml, /refer): a short form that sends the visitor's name and number and
 * their friend's through the same path as every enquiry, and the reward, if the builder offers one.
 */
export const ReferralFileSchema = z
  .object({
    sample: z.boolean().describe("On while the reward below is a sample: the build says so. Off once it is real"),
    meta: pageMeta,
    eyebrow,
    heading: text,
    intro: text,
    reward: text
      .optional()
      .describe("What the builder gives for a referral that books, and when; leave empty if there is no reward"),
    form: z
      .object({
        label: spoken("The form's name"),
        you: text.describe("Above the visitor's own name and number"),
        yourName: text,
        yourPhone: text,
        friend: text.describe("Above the friend's name and number"),
        friendName: text,
        friendPhone: text,
        send: text,
        sending: text.describe("The button while the referral is being sent"),
        notice: withValues("link").describe(
          "Under the form: what is done with both sets of details; {link} is where the link to the privacy policy goes",
        ),
      })
      .strict(),
    errors: z
      .object({
        friendName: text,
        samePhone: text.describe("When the friend's number is the visitor's own"),
      })
      .strict()
      .describe("The name and number errors are the enquiry form's; these are the referral's own"),
    sent: withValues("friend").describe("Once the referral is sent; {friend} is the friend's name"),
    another: text.describe("The button that clears the form for one more referral"),
    noScript: z
      .object({
        text: text.describe("Before the form loads, or where it cannot: refer by WhatsApp or a call instead"),
        whatsappMessage: text.describe("The WhatsApp message that button starts"),
      })
      .strict(),
    unreachableMessage: withValues("name", "phone", "friendName", "friendPhone").describe(
      "When the referral could not reach us from this browser: the WhatsApp message that sends it, written out",
    ),
  })
  .strict();

/** The words of /progress, of its Atom feed and of the home page's teaser. */
export const ProgressFileSchema = z
  .object({
    meta: pageMeta,
    eyebrow,
    heading: text,
    intro: text,
    lastUpdated: withValues("date").describe("Under the heading; {date} is the newest update's date"),
    towersHeading: text.describe("Above the bars of the newest update"),
    tower: withValues("tower").describe("A tower's name; {tower} is its letter"),
    percent: withValues("percent").describe("Beside each bar; {percent} is the share of the work done"),
    stages: z
      .object(Object.fromEntries(PROGRESS_STAGES.map((stage) => [stage, text])) as Record<ProgressStage, typeof text>)
      .strict()
      .describe("What each stage of a tower is called"),
    rera: z
      .object({
        heading: text,
        text: text.describe("Says where the authority publishes the project's registration and quarterly reports"),
        link: text.describe("The link to the authority's website"),
      })
      .strict(),
    feed: z
      .object({
        link: text.describe("The link to the Atom feed on /progress, for feed readers"),
        title: text.describe("The feed's name in a feed reader"),
        entryTitle: withValues("month").describe(
          "Each update's title in the feed; {month} is its month, e.g. November 2026",
        ),
      })
      .strict(),
    updatesHeading: text,
    updateTowersLabel: spoken("Names the bars of one update"),
    dialogTitle: spoken("Names the enlarged photo when none is open"),
    visit: headed.describe(
      "At the foot of /progress: an invitation to see the site, above the call and WhatsApp buttons",
    ),
    teaser: z
      .object({
        eyebrow,
        heading: text,
        link: text.describe("The link to /progress"),
      })
      .strict()
      .describe("The newest update on the home page"),
  })
  .strict();
