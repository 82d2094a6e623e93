import aboutEn from "./generated/about";
import amenitiesEn from "./generated/amenities";
import approvalsTextsEn from "./generated/approvals-texts";
import blogEn from "./generated/blog";
import brochureEn from "./generated/brochure";
import enquiryEn from "./generated/enquiry";
import faqEn from "./generated/faq";
import figureWordsEn from "./generated/figure-words";
import flatTextsEn from "./generated/flat-texts";
import floorPlansEn from "./generated/floor-plans";
import galleryEn from "./generated/gallery";
import homeEn from "./generated/home";
import landingEn from "./generated/landing";
import layoutMapsEn from "./generated/layout-maps";
import locationEn from "./generated/location";
import navigationEn from "./generated/navigation";
import notFoundEn from "./generated/not-found";
import nriEn from "./generated/nri";
import offlineEn from "./generated/offline";
import possessionTextsEn from "./generated/possession-texts";
import privacyChoicesEn from "./generated/privacy-choices";
import progressTextsEn from "./generated/progress-texts";
import referralEn from "./generated/referral";
import shareImagesEn from "./generated/share-images";
import siteTextsEn from "./generated/site-texts";
import aboutTe from "./generated/te/about";
import amenitiesTe from "./generated/te/amenities";
import approvalsTextsTe from "./generated/te/approvals-texts";
import blogTe from "./generated/te/blog";
import brochureTe from "./generated/te/brochure";
import enquiryTe from "./generated/te/enquiry";
import faqTe from "./generated/te/faq";
import figureWordsTe from "./generated/te/figure-words";
import flatTextsTe from "./generated/te/flat-texts";
import floorPlansTe from "./generated/te/floor-plans";
import galleryTe from "./generated/te/gallery";
import homeTe from "./generated/te/home";
import landingTe from "./generated/te/landing";
import layoutMapsTe from "./generated/te/layout-maps";
import locationTe from "./generated/te/location";
import navigationTe from "./generated/te/navigation";
import notFoundTe from "./generated/te/not-found";
import nriTe from "./generated/te/nri";
import offlineTe from "./generated/te/offline";
import possessionTextsTe from "./generated/te/possession-texts";
import privacyChoicesTe from "./generated/te/privacy-choices";
import progressTextsTe from "./generated/te/progress-texts";
import referralTe from "./generated/te/referral";
import shareImagesTe from "./generated/te/share-images";
import siteTextsTe from "./generated/te/site-texts";
import thankYouTe from "./generated/te/thank-you";
import uiTe from "./generated/te/ui";
import visitBookingTe from "./generated/te/visit-booking";
import visitTextsTe from "./generated/te/visit-texts";
import thankYouEn from "./generated/thank-you";
import uiEn from "./generated/ui";
import visitBookingEn from "./generated/visit-booking";
import visitTextsEn from "./generated/visit-texts";
import type { Words } from "./words";

/**
 * Every language's words, for code that renders or checks pages in any language at build time: the page shells
 * (app/shells/), the brochure, the feeds, the tests. A new translation adds its modules here.
 */
const words: Record<string, Words> = {
  en: {
    language: { language: "en" },
    about: aboutEn,
    amenities: amenitiesEn,
    approvalsTexts: approvalsTextsEn,
    blog: blogEn,
    brochure: brochureEn,
    enquiry: enquiryEn,
    faq: faqEn,
    figureWords: figureWordsEn,
    flatTexts: flatTextsEn,
    floorPlans: floorPlansEn,
    gallery: galleryEn,
    home: homeEn,
    landing: landingEn,
    layoutMaps: layoutMapsEn,
    location: locationEn,
    navigation: navigationEn,
    notFound: notFoundEn,
    nri: nriEn,
    offline: offlineEn,
    possessionTexts: possessionTextsEn,
    privacyChoices: privacyChoicesEn,
    progressTexts: progressTextsEn,
    referral: referralEn,
    shareImages: shareImagesEn,
    siteTexts: siteTextsEn,
    thankYou: thankYouEn,
    ui: uiEn,
    visitBooking: visitBookingEn,
    visitTexts: visitTextsEn,
  },
  te: {
    language: { language: "te" },
    about: aboutTe,
    amenities: amenitiesTe,
    approvalsTexts: approvalsTextsTe,
    blog: blogTe,
    brochure: brochureTe,
    enquiry: enquiryTe,
    faq: faqTe,
    figureWords: figureWordsTe,
    flatTexts: flatTextsTe,
    floorPlans: floorPlansTe,
    gallery: galleryTe,
    home: homeTe,
    landing: landingTe,
    layoutMaps: layoutMapsTe,
    location: locationTe,
    navigation: navigationTe,
    notFound: notFoundTe,
    nri: nriTe,
    offline: offlineTe,
    possessionTexts: possessionTextsTe,
    privacyChoices: privacyChoicesTe,
    progressTexts: progressTextsTe,
    referral: referralTe,
    shareImages: shareImagesTe,
    siteTexts: siteTextsTe,
    thankYou: thankYouTe,
    ui: uiTe,
    visitBooking: visitBookingTe,
    visitTexts: visitTextsTe,
  },
};

/** A language's words: "en", "te". */
export function wordsIn(code: string): Words {
  const found = words[code];
  if (!found) throw new Error(`No words for the language "${code}": content/words-in.server.ts`);
  return found;
}
