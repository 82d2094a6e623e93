import type { SitemapItem, SitemapOptions } from "@astrojs/sitemap";
import { languages } from "#content/languages.ts";
import { getIndexablePages } from "./site-paths.server";

/** Where @astrojs/sitemap writes its index ("sitemap" is its default `filenameBase`); robots.txt names it. */
export const SITEMAP_INDEX_PATH = "/sitemap-index.xml";

/**
 * The options of @astrojs/sitemap (astro.config.mjs): the indexable pages of app/page-registry.ts only, each with its
 * translations as alternates (its `i18n` option) and the English page for any other reader (x-default), as its <head>
 * lists them (app/utils/seo.ts), and the day of the build as their `lastmod`.
 *
 * Astro lists each page as its folder ("flats/A-302/"), so the integration's URLs end in a slash; each becomes the
 * page's own URL, without it, as its canonical link and every link of the site write it.
 */
export function sitemapOptions(siteUrl: string, today = new Date().toISOString().slice(0, 10)): SitemapOptions {
  const url = (path: string) => new URL(encodeURI(path), siteUrl).href;
  const pageUrls = new Map(
    getIndexablePages().map(({ path }) => [new URL(path.replace(/\/?$/, "/"), siteUrl).href, url(path)]),
  );
  const ownUrl = (listed: string) => {
    const own = pageUrls.get(listed);
    if (!own) throw new Error(`sitemap: ${listed} is not an indexable page (app/utils/site-paths.server.ts)`);
    return own;
  };
  const [english] = languages;
  return {
    filter: (listed) => pageUrls.has(listed),
    i18n: {
      defaultLocale: english.code,
      locales: Object.fromEntries(languages.map((language) => [language.code, language.hreflang])),
    },
    serialize: (item): SitemapItem => {
      const links = (item.links ?? []).map((link) => ({ ...link, url: ownUrl(link.url) }));
      const englishPage = links.find((link) => link.lang === english.hreflang);
      return {
        ...item,
        url: ownUrl(item.url),
        links: englishPage ? [...links, { ...englishPage, lang: "x-default" }] : links,
      };
    },
    lastmod: new Date(today),
    // Only the xhtml:link alternates: no news, image or video entries.
    namespaces: { news: false, image: false, video: false, xhtml: true },
  };
}
