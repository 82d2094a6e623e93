import type { z } from "zod";
import {
  AboutFileSchema,
  AmenitiesFileSchema,
  ApprovalsFileSchema,
  ApprovalsTextsFileSchema,
  BlogFileSchema,
  BrochureFileSchema,
  EnquiryFileSchema,
  FactsSchema,
  FaqFileSchema,
  FigureWordsFileSchema,
  FlatsFileSchema,
  FlatTextsFileSchema,
  FloorPlansFileSchema,
  HoldsFileSchema,
  HoldReceiptFileSchema,
  HoldTokenRefundFileSchema,
  HoldTextsFileSchema,
  GalleryFileSchema,
  HomeFileSchema,
  LandingFileSchema,
  LandmarksFileSchema,
  LayoutMapsFileSchema,
  LocationFileSchema,
  NavigationFileSchema,
  NotFoundFileSchema,
  NriFileSchema,
  ReferralFileSchema,
  OfflineFileSchema,
  PaymentPlanFileSchema,
  PageFrontMatterSchema,
  PossessionFileSchema,
  PossessionTextsFileSchema,
  PostFrontMatterSchema,
  PricesFileSchema,
  PrivacyChoicesFileSchema,
  ProgressFileSchema,
  ProgressFrontMatterSchema,
  ShareImagesFileSchema,
  SiteSchema,
  SiteTextsFileSchema,
  ThankYouFileSchema,
  TrackingSchema,
  UiFileSchema,
  VisitBookingFileSchema,
  VisitsFileSchema,
  VastuFileSchema,
  VisitTextsFileSchema,
} from "./schema";

/**
 * Every content file, with the schema it must satisfy: the one list that the build
 * (content/compile.ts) and the CMS configuration (scripts/cms/) read.
 *
 * Files with words in them sit in content/en/; a translation will sit beside them in
 * content/<language>/ with the same name and only the translated fields. Files of settings
 * and figures, the same in every language, sit in content/ itself.
 */

export type ContentFile = {
  /** Also the name of the generated module: content/generated/<name>.ts. */
  name: string;
  label: string;
  file: string;
  schema: z.ZodObject;
  hint?: string;
  /** Whether its texts may use {{tokens}}: not in the files the tokens are made from. */
  tokens: boolean;
};

export type ContentFolder = {
  name: string;
  label: string;
  /** Markdown files with front matter; the body is Markdown. */
  folder: string;
  schema: z.ZodObject;
  hint?: string;
  /** The name the CMS gives a new file, from the front matter's date: "{{year}}-{{month}}-{{day}}". Else from its title. */
  fileName?: string;
  /**
   * The page kind (app/page-registry.ts) that lists every file of the folder as one entry, so a new file is a
   * new entry there (the CMS may add and delete them). Folders whose files are pages are a path source instead.
   */
  listedOn?: string;
};

/** Whether a content file holds words, which a translation may translate: the files of content/en/. */
export const holdsWords = (entry: { file: string }): boolean => entry.file.startsWith("content/en/");

/**
 * The name a file of words goes by among a language's words (`Words`, content/words.ts) and in the modules
 * content/compile.ts writes for them: its name in camel case, "flat-texts" is `flatTexts`.
 */
export const wordsNameOf = (entry: { name: string }): string =>
  entry.name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** Where a file of words is translated into a language: content/<language>/ in place of content/en/. */
export const translationOf = (entry: { file: string }, language: string): string =>
  entry.file.replace("content/en/", `content/${language}/`);

export const contentFiles = [
  {
    name: "site",
    label: "Site settings",
    file: "content/site.yaml",
    schema: SiteSchema,
    hint: "The project's name, phone numbers, WhatsApp, e-mail, address, RERA number and the HubSpot form",
    tokens: false,
  },
  {
    name: "tracking",
    label: "Conversion tracking",
    file: "content/tracking.yaml",
    schema: TrackingSchema,
    hint: "Google Analytics, Google Ads, the Meta Pixel and HubSpot's tracking code, loaded only for visitors who agree; empty ids load nothing",
    tokens: false,
  },
  {
    name: "facts",
    label: "Project figures",
    file: "content/facts.yaml",
    schema: FactsSchema,
    hint: "Land area, towers, floors, sizes, drive times and prices, quoted across the site",
    tokens: false,
  },
  {
    name: "figure-words",
    label: "Words around the figures",
    file: "content/en/figure-words.yaml",
    schema: FigureWordsFileSchema,
    hint: 'How texts write the figures and place names they quote: "1.6 acres", "₹57 lakhs", the city\'s name',
    tokens: false,
  },
  {
    name: "flats",
    label: "Flats and availability",
    file: "content/flats.yaml",
    schema: FlatsFileSchema,
    hint: "All 100 flats: tower, floor, unit, plan, facing, corner and status (available, booked, on-hold), and the day the list was checked",
    tokens: false,
  },
  {
    name: "prices",
    label: "Price list",
    file: "content/prices.yaml",
    schema: PricesFileSchema,
    hint: "Base rate, charges, GST and the government levies of every flat's cost sheet; switch prices off for 'Price on request'",
    tokens: false,
  },
  {
    name: "vastu",
    label: "Vastu of each plan",
    file: "content/vastu.yaml",
    schema: VastuFileSchema,
    hint: "Where each floor plan's kitchen, master bedroom and pooja space sit; its main door faces as the plan does. Shown on the plan cards, each flat's page and compare",
    tokens: false,
  },
  {
    name: "payment-plan",
    label: "Payment schedule",
    file: "content/payment-plan.yaml",
    schema: PaymentPlanFileSchema,
    hint: "The construction-linked plan: each instalment's share of the price and the stage of /progress it falls due at (the shares add up to 100%), and when the corpus fund and the levies are paid",
    tokens: false,
  },
  {
    name: "landmarks",
    label: "Places around the site",
    file: "content/landmarks.yaml",
    schema: LandmarksFileSchema,
    hint: "Schools, hospitals, transport, work, shopping and the capital: kind, coordinates, road distance and drive time of each; their names are in Location",
    tokens: false,
  },
  {
    name: "visits",
    label: "Site visit settings",
    file: "content/visits.yaml",
    schema: VisitsFileSchema,
    hint: "The site office's hours, closed weekdays and holidays, and the rules of booking a visit: length, notice, days ahead, visitors, pickup",
    tokens: false,
  },
  {
    name: "holds",
    label: "Holding a flat online",
    file: "content/holds.yaml",
    schema: HoldsFileSchema,
    hint: "Whether a buyer may hold an available flat from its page, for how many hours, and how many flats one mobile number may hold",
    tokens: false,
  },
  {
    name: "hold-token-refund",
    label: "Holding a flat: token refund terms",
    file: "content/en/hold-token-refund.yaml",
    schema: HoldTokenRefundFileSchema,
    hint: "The /hold-token-refund page: when a hold's token is refunded, what is deducted, how to ask",
    tokens: true,
  },
  {
    name: "hold-receipt",
    label: "Holding a flat: receipt page",
    file: "content/en/hold-receipt.yaml",
    schema: HoldReceiptFileSchema,
    hint: "The /hold page a buyer comes back to after paying a hold's token: the flat, the hold's end, the token",
    tokens: true,
  },
  {
    name: "approvals",
    label: "Approvals and documents",
    file: "content/approvals.yaml",
    schema: ApprovalsFileSchema,
    hint: "Each approval's kind, number, issuer and dates, and the banks that lend on the project: the /approvals page",
    tokens: false,
  },
  {
    name: "approvals-texts",
    label: "Approvals: words",
    file: "content/en/approvals-texts.yaml",
    schema: ApprovalsTextsFileSchema,
    hint: "The words of /approvals: what each kind of approval is, the labels, the banks' heading",
    tokens: true,
  },
  {
    name: "nri",
    label: "NRI buyers",
    file: "content/en/nri.yaml",
    schema: NriFileSchema,
    hint: "The /nri page: what the rules allow an NRI, how payment, tax, paperwork and a later sale work from abroad, NRI home loans, the sources and the day they were checked",
    tokens: true,
  },
  {
    name: "referral",
    label: "Refer a friend",
    file: "content/en/referral.yaml",
    schema: ReferralFileSchema,
    hint: "The /refer page: its words, the referral form's labels, and the reward for a referral that books (leave it empty if there is none)",
    tokens: true,
  },
  {
    name: "possession",
    label: "Possession dates",
    file: "content/possession.yaml",
    schema: PossessionFileSchema,
    hint: "When each tower is handed over: the date in its RERA registration and the builder's own target, shown on /progress and each flat's page",
    tokens: false,
  },
  {
    name: "possession-texts",
    label: "Possession: words",
    file: "content/en/possession-texts.yaml",
    schema: PossessionTextsFileSchema,
    hint: "The heading and labels of the possession dates, and what RERA gives a buyer if possession is late; the dates themselves are in Possession dates",
    tokens: true,
  },
  {
    name: "site-texts",
    label: "Site settings: words",
    file: "content/en/site-texts.yaml",
    schema: SiteTextsFileSchema,
    hint: "The tagline, what each phone number is for and the message a WhatsApp button starts; the numbers themselves are in Site settings",
    tokens: true,
  },
  { name: "home", label: "Home page", file: "content/en/home.yaml", schema: HomeFileSchema, tokens: true },
  { name: "about", label: "About section", file: "content/en/about.yaml", schema: AboutFileSchema, tokens: true },
  { name: "gallery", label: "Gallery", file: "content/en/gallery.yaml", schema: GalleryFileSchema, tokens: true },
  {
    name: "floor-plans",
    label: "Floor plans",
    file: "content/en/floor-plans.yaml",
    schema: FloorPlansFileSchema,
    tokens: true,
  },
  {
    name: "amenities",
    label: "Amenities and specifications",
    file: "content/en/amenities.yaml",
    schema: AmenitiesFileSchema,
    tokens: true,
  },
  {
    name: "layout-maps",
    label: "Layout maps",
    file: "content/en/layout-maps.yaml",
    schema: LayoutMapsFileSchema,
    tokens: true,
  },
  {
    name: "location",
    label: "Location",
    file: "content/en/location.yaml",
    schema: LocationFileSchema,
    hint: "The location section of the home and campaign pages: the names of the places around the site, the map's and the list's words",
    tokens: true,
  },
  { name: "faq", label: "FAQ", file: "content/en/faq.yaml", schema: FaqFileSchema, tokens: true },
  {
    name: "landing",
    label: "Campaign page",
    file: "content/en/landing.yaml",
    schema: LandingFileSchema,
    hint: "The page for advertising campaigns, /apartment-guntur",
    tokens: true,
  },
  {
    name: "thank-you",
    label: "Thank-you page",
    file: "content/en/thank-you.yaml",
    schema: ThankYouFileSchema,
    hint: "Shown after an enquiry is sent",
    tokens: true,
  },
  {
    name: "flat-texts",
    label: "Flats pages",
    file: "content/en/flat-texts.yaml",
    schema: FlatTextsFileSchema,
    hint: "The words of /flats, each flat's page, its cost sheet, the EMI calculator and the compare page",
    tokens: true,
  },
  {
    name: "visit-texts",
    label: "Site visits",
    file: "content/en/visit-texts.yaml",
    schema: VisitTextsFileSchema,
    hint: "The band that offers a site visit (home page, campaign page, each flat's page), the site office's hours, and how days and times are written",
    tokens: true,
  },
  {
    name: "visit-booking",
    label: "Site visit booking",
    file: "content/en/visit-booking.yaml",
    schema: VisitBookingFileSchema,
    hint: "The day and time picker and its form, the confirmation after a booking, and the calendar event",
    tokens: true,
  },
  {
    name: "hold",
    label: "Holding a flat",
    file: "content/en/hold.yaml",
    schema: HoldTextsFileSchema,
    hint: "The link on an available flat's page, the form that holds the flat, its terms, and what the buyer is told after",
    tokens: true,
  },
  {
    name: "progress-texts",
    label: "Construction progress page",
    file: "content/en/progress-texts.yaml",
    schema: ProgressFileSchema,
    hint: "The words of /progress, of its feed and of the newest update on the home page; the updates themselves are under Construction updates",
    tokens: true,
  },
  {
    name: "navigation",
    label: "Menu labels",
    file: "content/en/navigation.yaml",
    schema: NavigationFileSchema,
    tokens: true,
  },
  {
    name: "share-images",
    label: "Link preview pictures",
    file: "content/en/share-images.yaml",
    schema: ShareImagesFileSchema,
    tokens: true,
  },
  {
    name: "ui",
    label: "Interface words",
    file: "content/en/ui.yaml",
    schema: UiFileSchema,
    hint: "Words shared by every page: the header, the footers, the contact buttons, carousels and picture viewers",
    tokens: true,
  },
  {
    name: "enquiry",
    label: "Enquiry form",
    file: "content/en/enquiry.yaml",
    schema: EnquiryFileSchema,
    hint: "The form's labels, error messages, consent texts and the messages after sending",
    tokens: true,
  },
  {
    name: "blog",
    label: "Blog page",
    file: "content/en/blog.yaml",
    schema: BlogFileSchema,
    hint: "The heading of /blog and the words around each post; the posts themselves are under Blog posts",
    tokens: true,
  },
  {
    name: "not-found",
    label: "Page not found",
    file: "content/en/not-found.yaml",
    schema: NotFoundFileSchema,
    hint: "Shown for an address that does not exist",
    tokens: true,
  },
  {
    name: "privacy-choices",
    label: "Privacy choices",
    file: "content/en/privacy-choices.yaml",
    schema: PrivacyChoicesFileSchema,
    hint: "The consent panel for measurement and advertising, shown only when Conversion tracking has an id",
    tokens: true,
  },
  {
    name: "offline",
    label: "Offline page",
    file: "content/en/offline.yaml",
    schema: OfflineFileSchema,
    hint: "Shown without a connection for a page that is not saved on the phone",
    tokens: true,
  },
  {
    name: "brochure",
    label: "Brochure",
    file: "content/en/brochure.yaml",
    schema: BrochureFileSchema,
    hint: "The brochure's own words (/Brochure.pdf); its other texts are the site's, from the home page, About, Floor plans, Amenities and the campaign page",
    tokens: true,
  },
] as const satisfies readonly ContentFile[];

export const contentFolders = [
  {
    name: "posts",
    label: "Blog posts",
    folder: "content/posts/en",
    schema: PostFrontMatterSchema,
    hint: "A new post is a new page on the next build",
  },
  {
    name: "pages",
    label: "Pages",
    folder: "content/pages/en",
    schema: PageFrontMatterSchema,
    hint: "Long pages such as the privacy policy",
  },
  {
    name: "progress",
    label: "Construction updates",
    folder: "content/progress/en",
    schema: ProgressFrontMatterSchema,
    hint: "One update a month: the day the site was checked, each tower's stage and share of the work done, photos, and a short note below. /progress lists them newest first; the home page shows the newest",
    fileName: "{{year}}-{{month}}-{{day}}",
    listedOn: "progress",
  },
] as const satisfies readonly ContentFolder[];

type ContentName = (typeof contentFiles)[number]["name"];

/**
 * A content file's data as its schema gives it once checked: the type of what content/generated/<name>.ts holds, which
 * imports it (content/compile.ts writes those modules).
 * @public
 */
export type ContentData<Name extends ContentName> = z.output<
  Extract<(typeof contentFiles)[number], { name: Name }>["schema"]
>;
