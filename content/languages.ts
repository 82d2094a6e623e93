/**
 * The site's languages: English at the root, each translation under its own folder (/te/…), built from the
 * same page shells with the translated content, in one build (app/shells/, docs/decisions/0024-islands.md).
 * No imports: the browser bundle, the build scripts and astro.config.mjs all read it.
 */
export const languages = [
  { code: "en", prefix: "", hreflang: "en-IN", ogLocale: "en_IN", name: "English", hubspotLocale: "en" },
  // HubSpot's forms have no Telugu: Telugu pages take enquiries in the site's own form, which posts to the same
  // HubSpot form (app/features/enquiry/enquiry-slot.tsx).
  { code: "te", prefix: "/te", hreflang: "te-IN", ogLocale: "te_IN", name: "తెలుగు", hubspotLocale: null },
] as const;

export type Language = (typeof languages)[number];

/** The languages the English content is translated into, each in content/<language>/ (content/translation.ts). */
export const translations = languages.flatMap((language) => (language.code === "en" ? [] : [language.code]));

export function languageOf(code: string): Language {
  const found = languages.find((language) => language.code === code);
  if (!found) throw new Error(`No language "${code}" in content/languages.ts`);
  return found;
}

/** The language of a path of the site: /te and everything under /te/ is Telugu, the rest English. */
export function languageOfPath(pathname: string): Language {
  return (
    languages.find(
      (language) => language.prefix && (pathname === language.prefix || pathname.startsWith(`${language.prefix}/`)),
    ) ?? languages[0]
  );
}

declare const sitePathBrand: unique symbol;

/**
 * A path of one of the site's pages, in English ("/flats/A-302", "/#about"), as app/utils/paths.ts `href()` makes it
 * from a pattern of the page registry: the only kind of path a link takes (`localePath`, content/page-language.ts), so
 * a link to a page that does not exist fails the type check.
 */
export type SitePath = string & { readonly [sitePathBrand]: true };

/** A page's path in a language: "/flats" is "/te/flats" in Telugu, "/" is "/te/". */
export function pathIn(language: Language, path: string): string {
  return `${language.prefix}${path}`;
}

/**
 * Where a language's Markdown files are read from when its pages are built: the English folder itself, or the
 * translation merged over it by content/compile.ts: "content/posts/en" is "content/generated/te/posts" in Telugu.
 */
export function markdownFolder(englishFolder: string, code: string): string {
  return code === "en"
    ? englishFolder
    : englishFolder.replace(/^content\/([\w-]+)\/en$/, `content/generated/${code}/$1`);
}
