// The word modules each part reads (content/generated/, one per language), under the name its module exports it
// as, which is the name Astro gives its island (`component-export`). A part passes its name to withWords
// (with-words.tsx), which loads those words in the browser once the part's code has run; and the loader of
// scripts/build/after-first-paint.ts asks for the words of the first screen's islands at the first paint, beside
// their code, so that they are not a round trip of their own after it (docs/decisions/0024-islands.md, step 8).
// A module with no imports but types: the build's configuration (astro.config.mjs) reads it.
import type { Words } from "@content/words";

type Name = keyof Words;

/** What every part reads: the header's and controls' words, the page's language, the site's name. */
export const everyPartReads: Name[] = ["language", "ui", "siteTexts"];

/** Every part of the campaign page (app/shells/apartment-guntur.astro). */
const landing: Name[] = [
  "amenities",
  "enquiry",
  "figureWords",
  "floorPlans",
  "landing",
  "location",
  "navigation",
  "visitTexts",
];
/** A flat's page, and the page of a flat that does not exist. */
const flat: Name[] = [
  "enquiry",
  "flatTexts",
  "floorPlans",
  "navigation",
  "possessionTexts",
  "progressTexts",
  "visitTexts",
];

export const partWords = {
  About: ["about"],
  Actions: ["flatTexts", "floorPlans", "visitTexts", "progressTexts"],
  Amenities: ["amenities"],
  Approvals: ["approvalsTexts", "enquiry", "navigation", "possessionTexts", "progressTexts", "visitTexts"],
  Banner: ["home"],
  Bar: ["home"],
  Blog: ["blog"],
  Compare: ["enquiry", "flatTexts", "floorPlans", "progressTexts"],
  CompareTable: ["flatTexts", "floorPlans", "progressTexts", "visitTexts"],
  Contact: ["figureWords", "home", "visitTexts"],
  Emi: ["flatTexts", "floorPlans", "visitTexts", "progressTexts"],
  Enquire: ["home", "enquiry", "navigation", "faq"],
  EnquireFlat: ["enquiry", "navigation"],
  EnquiryDetails: ["enquiry", "thankYou", "visitBooking", "visitTexts"],
  EnquiryGreeting: ["thankYou"],
  Features: landing,
  Flat: flat,
  Flats: ["enquiry", "flatTexts", "floorPlans", "visitTexts"],
  FloorPlans: ["floorPlans"],
  Footer: ["figureWords", "navigation", "privacyChoices"],
  Gallery: ["gallery"],
  Grid: ["flatTexts", "floorPlans", "visitTexts"],
  Header: ["navigation"],
  Hero: ["home"],
  LandingAmenitiesPart: landing,
  LandingBannerPart: landing,
  LandingContactPart: landing,
  LandingFooterPart: [...landing, "privacyChoices"],
  LandingLocationPart: landing,
  LandingTop: landing,
  LandingVideoPart: landing,
  LayoutMaps: ["layoutMaps"],
  Location: ["location"],
  NoFlat: flat,
  NoPost: ["blog"],
  NotFound: ["notFound"],
  Nri: ["enquiry", "navigation", "nri", "visitTexts"],
  Offline: ["offline"],
  PlanCarouselPart: landing,
  Post: ["blog"],
  PostLoading: ["blog"],
  Privacy: [],
  PrivacyPanel: ["privacyChoices", "figureWords"],
  Progress: ["enquiry", "possessionTexts", "progressTexts", "visitTexts"],
  Refer: ["navigation", "referral"],
  Referral: ["enquiry", "navigation", "referral"],
  ScrollTop: [],
  SiteVisit: ["visitTexts", "enquiry", "navigation"],
  Skip: ["navigation"],
  Teaser: ["progressTexts", "visitTexts"],
  ThankYou: ["thankYou"],
  Updates: ["progressTexts", "visitTexts"],
  WhatsappLink: landing,
} satisfies Record<string, Name[]>;

/** A part's name, as its module exports it. */
export type PartName = keyof typeof partWords;
