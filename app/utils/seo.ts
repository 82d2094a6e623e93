import { languages, pathIn, type Language, type SitePath } from "#content/languages.ts";
import { languageContent } from "#content/page-language.ts";
import type { ShareImage } from "#content/schema.ts";
import { shareImagesContent } from "#content/share-images.ts";
import { siteSettings } from "#content/site.ts";
import type { Words } from "#content/words.ts";
import { getImage } from "./media";

/**
 * One tag of a page's <head>: { title }, a <meta> by its attributes, a <link> ({ tagName: "link", … }) or structured
 * data ({ "script:ld+json": … }). The layout (app/shells/layout/Page.astro) writes them.
 */
export type MetaDescriptor =
  | { title: string }
  | { tagName: "link"; [attribute: string]: string }
  | { "script:ld+json": unknown }
  | { [attribute: string]: string };

const DESCRIPTION_MAX = 160;

type MetaInput = {
  title: string;
  description: string;
  /** The page's path, e.g. "/blog" (href(), app/utils/paths.ts); the canonical URL is built from the site URL. */
  path: SitePath;
  /** The picture of the page's link previews, with its alt text; content/en/share-images.yaml's default otherwise. */
  shareImage?: ShareImage;
  type?: "website" | "article";
  keywords?: string;
  noindex?: boolean;
  jsonLd?: object[];
};

/** The full URL of a file of the site, such as an image. */
export function absoluteUrl(path: string): string {
  return new URL(path, siteSettings.url).href;
}

/** The full URL of a page in a language: "/flats" in Telugu is https://…/te/flats. */
export function pageUrl(path: SitePath, language: Language): string {
  return absoluteUrl(pathIn(language, path));
}

/** Cuts text to at most `max` characters at a word boundary, ending with an ellipsis. */
export function truncate(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

function ogImageUrl(image: string): string {
  const variants = getImage(image).webp;
  const largest = variants[variants.length - 1];
  if (!largest) throw new Error(`No image variants for ${image}`);
  return absoluteUrl(largest.url);
}

/** Title, description, canonical, Open Graph, Twitter and JSON-LD for one page, in the language of its words. */
export function getMeta(
  words: Words,
  {
    title,
    description,
    path,
    shareImage = shareImagesContent(words).shareImages.default,
    type = "website",
    keywords,
    noindex,
    jsonLd = [],
  }: MetaInput,
): MetaDescriptor[] {
  const { pageLanguage } = languageContent(words);
  const url = pageUrl(path, pageLanguage);
  const desc = truncate(description);
  const imageUrl = ogImageUrl(shareImage.image);
  return [
    { title },
    { name: "description", content: desc },
    ...(keywords ? [{ name: "keywords", content: keywords }] : []),
    { name: "robots", content: noindex ? "noindex, follow" : "index, follow" },
    { tagName: "link", rel: "canonical", href: url },
    // The same page in every language, for search engines to show a reader theirs; English for anyone else.
    ...(noindex
      ? []
      : [
          ...languages.map((language) => ({
            tagName: "link",
            rel: "alternate",
            hrefLang: language.hreflang,
            href: absoluteUrl(pathIn(language, path)),
          })),
          { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(path) },
        ]),
    { property: "og:type", content: type },
    { property: "og:site_name", content: siteSettings.projectName },
    { property: "og:title", content: title },
    { property: "og:description", content: desc },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:alt", content: shareImage.alt },
    { property: "og:locale", content: pageLanguage.ogLocale },
    ...languages
      .filter((language) => language !== pageLanguage)
      .map((language) => ({ property: "og:locale:alternate", content: language.ogLocale })),
    // X reads the title, description and image from Open Graph's tags where its own are missing (its Cards
    // markup reference), so only the card's kind and the image's text, which has no such fallback, are repeated.
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: shareImage.alt },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}
