import type about from "./generated/about";
import type amenities from "./generated/amenities";
import type approvalsTexts from "./generated/approvals-texts";
import type blog from "./generated/blog";
import type brochure from "./generated/brochure";
import type enquiry from "./generated/enquiry";
import type faq from "./generated/faq";
import type figureWords from "./generated/figure-words";
import type flatTexts from "./generated/flat-texts";
import type floorPlans from "./generated/floor-plans";
import type gallery from "./generated/gallery";
import type home from "./generated/home";
import type landing from "./generated/landing";
import type layoutMaps from "./generated/layout-maps";
import type location from "./generated/location";
import type navigation from "./generated/navigation";
import type notFound from "./generated/not-found";
import type nri from "./generated/nri";
import type offline from "./generated/offline";
import type possessionTexts from "./generated/possession-texts";
import type privacyChoices from "./generated/privacy-choices";
import type progressTexts from "./generated/progress-texts";
import type referral from "./generated/referral";
import type shareImages from "./generated/share-images";
import type siteTexts from "./generated/site-texts";
import type thankYou from "./generated/thank-you";
import type ui from "./generated/ui";
import type visitBooking from "./generated/visit-booking";
import type visitTexts from "./generated/visit-texts";

/**
 * The words of one language, as plain data: each module content/compile.ts writes from a translated text file
 * (content/generated/<name>.ts in English, content/generated/<language>/<name>.ts in a translation), by its name
 * in camel case. The modules of facts that no translation changes (flats, prices, visits, site settings…) are not
 * words: code imports them directly.
 *
 * Words reach components at render time, never at import time (docs/decisions/0024-islands.md): a page hands its
 * words to `ContentProvider` (app/utils/use-content.tsx), and each content module turns them into what its
 * components read (`uiContent(words)`, `useContent(uiContent)`). So one build can render a page in any language, and
 * a part of a page that runs in the browser carries only its own words, in its page's language.
 */
export interface Words {
  about: typeof about;
  amenities: typeof amenities;
  approvalsTexts: typeof approvalsTexts;
  blog: typeof blog;
  brochure: typeof brochure;
  enquiry: typeof enquiry;
  faq: typeof faq;
  figureWords: typeof figureWords;
  flatTexts: typeof flatTexts;
  floorPlans: typeof floorPlans;
  gallery: typeof gallery;
  home: typeof home;
  landing: typeof landing;
  /** The language's code ("en", "te"): content/generated/language.ts. */
  language: { language: string };
  layoutMaps: typeof layoutMaps;
  location: typeof location;
  navigation: typeof navigation;
  notFound: typeof notFound;
  nri: typeof nri;
  offline: typeof offline;
  possessionTexts: typeof possessionTexts;
  privacyChoices: typeof privacyChoices;
  progressTexts: typeof progressTexts;
  referral: typeof referral;
  shareImages: typeof shareImages;
  siteTexts: typeof siteTexts;
  thankYou: typeof thankYou;
  ui: typeof ui;
  visitBooking: typeof visitBooking;
  visitTexts: typeof visitTexts;
}

/** What a content module makes of a language's words: `uiContent`, `siteContent`… */
export type ContentOf<T> = (words: Words) => T;

/**
 * The words given, guarded: reading words that were not given throws, naming them, instead of rendering
 * `undefined` (a page or island that forgot a module in its list).
 */
export function givenWords(words: Partial<Words>): Words {
  return new Proxy(words, {
    get(target, name, receiver) {
      if (typeof name === "string" && !(name in target)) {
        throw new Error(
          `The words of content/generated/${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts were not given to this page: add "${name}" to its words`,
        );
      }
      return Reflect.get(target, name, receiver) as unknown;
    },
  }) as Words;
}
