import { languages, pathIn, type Language } from "@content/languages";
import { pageLanguage } from "@content/page-language";
import { site } from "@content/site";

/**
 * The language of the pages being built (content/page-language.ts): English, or a translation built under its
 * folder (/te/) from the same routes. React Router's links and navigation add the folder themselves; what they
 * do not cover (canonical and shared URLs, links between languages) goes through here.
 */
export { pageLanguage };

/** The languages other than this page's, for the language switch. */
export const otherLanguages: Language[] = languages.filter((each) => each.code !== pageLanguage.code);

/** A path of this site in this page's language: "/flats" on a Telugu page is "/te/flats". */
export function localePath(path: string): string {
  return pathIn(pageLanguage, path);
}

/** The brochure in this page's language: each is built from that language's content (scripts/build/build-brochure.ts). */
export const brochureHref = localePath(site.brochurePath);
