import { languageOf, languages, pathIn, type SitePath } from "./languages";
import { siteSettings } from "./site";
import type { Words } from "./words";

/** The language of a page, from its words, and the links that depend on it. */
export function languageContent(words: Words) {
  const pageLanguage = languageOf(words.language.language);
  return {
    pageLanguage,
    /** The languages other than this page's, for the language switch. */
    otherLanguages: languages.filter((each) => each.code !== pageLanguage.code),
    /** A page of this site in this page's language: "/flats" on a Telugu page is "/te/flats". */
    localePath: (path: SitePath) => pathIn(pageLanguage, path),
    /** The brochure in this page's language: each is built from that language's content (scripts/build/build-brochure.ts). */
    brochureHref: pathIn(pageLanguage, siteSettings.brochurePath),
  };
}
