import about from "./generated/about";
import amenities from "./generated/amenities";
import approvalsTexts from "./generated/approvals-texts";
import blog from "./generated/blog";
import brochure from "./generated/brochure";
import enquiry from "./generated/enquiry";
import faq from "./generated/faq";
import figureWords from "./generated/figure-words";
import flatTexts from "./generated/flat-texts";
import floorPlans from "./generated/floor-plans";
import gallery from "./generated/gallery";
import home from "./generated/home";
import landing from "./generated/landing";
import { language } from "./generated/language";
import layoutMaps from "./generated/layout-maps";
import location from "./generated/location";
import navigation from "./generated/navigation";
import notFound from "./generated/not-found";
import nri from "./generated/nri";
import offline from "./generated/offline";
import possessionTexts from "./generated/possession-texts";
import progressTexts from "./generated/progress-texts";
import referral from "./generated/referral";
import shareImages from "./generated/share-images";
import siteTexts from "./generated/site-texts";
import thankYou from "./generated/thank-you";
import ui from "./generated/ui";
import visitBooking from "./generated/visit-booking";
import visitTexts from "./generated/visit-texts";
import type { Words } from "./words";

/**
 * Every word of the language this build renders, for code that runs only at build time: the loaders, the
 * brochure, the feeds. In a translation's build each import resolves to content/generated/<language>/
 * (scripts/build/vite-plugin-language.ts, scripts/build/language-hooks.ts). Pages hand their parts only the words
 * they show (app/utils/use-content.tsx); until the pages are Astro shells that name their language
 * (docs/decisions/0024-islands.md, step 3).
 */
export const buildWords: Words = {
  about,
  amenities,
  approvalsTexts,
  blog,
  brochure,
  enquiry,
  faq,
  figureWords,
  flatTexts,
  floorPlans,
  gallery,
  home,
  landing,
  language: { language },
  layoutMaps,
  location,
  navigation,
  notFound,
  nri,
  offline,
  possessionTexts,
  progressTexts,
  referral,
  shareImages,
  siteTexts,
  thankYou,
  ui,
  visitBooking,
  visitTexts,
};
