import { z } from "zod";

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
    shortName: text
      .max(12, "Keep within 12 characters: a phone's home screen cuts longer names")
      .describe("The name under the site's icon on a phone's home screen"),
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
    social: z.array(z.object({ network: text, url: httpsUrl }).strict()).min(1),
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
const id = z.string().regex(/^[a-z0-9-]+$/, "Expected lower-case letters, digits and dashes");
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

const AmenitySchema = TitledImageSchema.extend({ id }).strict();
export type Amenity = z.input<typeof AmenitySchema>;

const SpecGroupSchema = z.object({ title: text, items: z.array(text).min(1) }).strict();
export const FaqSchema = z.object({ question: text, answer: text }).strict();
const HighlightSchema = z.object({ title: text, value: text, detail: text }).strict();
const ValueSchema = z.object({ title: text, description: text }).strict();
const FeatureSchema = z.object({ title: text, description: text }).strict();
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

// One schema per content file, in the order of content/files.ts. Lists the marketing team grows or
// shrinks have no fixed length; lists a layout is drawn for keep theirs.

export const HomeFileSchema = z
  .object({
    meta: z
      .object({
        title: pageMeta.shape.title,
        residenceDescription: text.describe(
          "Describes the project to search engines (structured data), after the tagline of content/site.yaml",
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
    banner: z.object({ headline: text, text, cards: z.array(FeatureSchema).length(3) }).strict(),
    contact: headed
      .extend({
        eyebrow,
        officeHours: text,
        officeLabel: text.describe("The heading above the office hours"),
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
    slides: z.array(TitledImageSchema).min(1),
    highlights: z.array(HighlightSchema).length(4),
    mission: headed,
    valuesHeading: text,
    values: z.array(ValueSchema).min(1),
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
        unit: text.describe("After the area in the card's heading, e.g. sq ft"),
        detailsToggle: text.describe("Opens a card's details on phones"),
        viewDetails: text.describe("The link at the foot of each card, on tablets and larger screens"),
        viewDetailsHint: withValues("name").describe(
          "Said after View details by screen readers; {name} is the plan's name",
        ),
      })
      .strict()
      .describe("The words of each plan's card"),
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
    amenities: z.array(AmenitySchema).min(1),
    specifications: z.object({ heading: text, intro: text, groups: z.array(SpecGroupSchema).min(1) }).strict(),
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
    maps: z.array(TitledImageSchema).min(1),
  })
  .strict();

export const FaqFileSchema = z.object({ faqs: z.array(FaqSchema).min(1) }).strict();

const labelledValue = z.object({ label: text, value: text }).strict();
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
        facts: z.array(labelledValue).length(6),
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
    features: z.object({ eyebrow, heading: text, items: z.array(FeatureSchema).min(1) }).strict(),
    location: headed
      .extend({
        eyebrow,
        image: mediaPath,
        alt: text,
        points: z.array(z.object({ place: text, distance: text }).strict()).min(1),
      })
      .strict(),
    plans: z
      .object({
        eyebrow,
        heading: text,
        carouselLabel: spoken("Names the carousel of plans"),
        slides: z
          .array(
            TitledImageSchema.extend({
              plan: id
                .optional()
                .describe("The floor plan this slide shows (an id of content/en/floor-plans.yaml): links to its flats"),
            }).strict(),
          )
          .min(1),
      })
      .strict(),
    amenities: z.object({ eyebrow, heading: text, items: z.array(AmenitySchema).min(1) }).strict(),
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
    nextSteps: z.array(FeatureSchema.extend({ description: text }).strict()).min(1),
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
        amenities: text,
        blog: text,
        contact: text,
      })
      .strict()
      .describe("The labels of the site header's links, in order"),
    footer: z
      .object({ home: text, campaign: text, privacyPolicy: text })
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
    capitalDrive: text.describe("The drive time to the capital in the list of distances"),
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
// flats pages (content/en/flats.yaml). docs/decisions/0016-flats-and-prices.md.

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
    const seen = new Set<string>();
    file.flats.forEach((flat, index) => {
      const [, tower, floor] = UNIT.exec(flat.unit) ?? [];
      if (seen.has(flat.unit)) {
        context.addIssue({ code: "custom", path: ["flats", index, "unit"], message: `${flat.unit} is listed twice` });
      }
      seen.add(flat.unit);
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
          .describe("Affordable housing outside the metros: carpet area at most this many square metres…"),
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
        ltvNote: text,
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
        shareHint: text,
      })
      .strict(),
    links: z
      .object({
        planFlats: text.describe("On the home page's floor plans and the campaign page's plan slides"),
      })
      .strict(),
  })
  .strict();
