import type { APIRequestContext } from "@playwright/test";
import { getSamplePages } from "#app/utils/site-paths.server.ts";
import { languages, pathIn } from "#content/languages.ts";
import { getAllPosts } from "#content/posts.server.ts";

const posts = getAllPosts(languages[0]);

/** One page of every kind in app/page-registry.ts, with the URL a browser requests for it. */
export const samplePages = getSamplePages(posts).map((page) => ({ ...page, url: encodeURI(page.path) }));

/** Every kind of page the site has, with a path a browser can request (the catch-all's answers 404). */
export const pagePaths = samplePages.map((page) => page.url);

export { posts };

/** The same pages in each translation: /te/, /te/flats/A-302, … */
export const translatedPagePaths = languages
  .filter((language) => language.prefix)
  .flatMap((language) => pagePaths.map((path) => pathIn(language, path)));

/** The text of every sitemap, found as a crawler finds them: robots.txt names the index, which names each sitemap. */
export async function sitemapText(request: APIRequestContext): Promise<string> {
  const get = async (url: string) => {
    const response = await request.get(new URL(url).pathname);
    if (!response.ok()) throw new Error(`${url}: ${response.status()}`);
    return response.text();
  };
  const index = /^Sitemap: (\S+)$/m.exec(await (await request.get("/robots.txt")).text())?.[1];
  if (!index) throw new Error("robots.txt names no sitemap");
  const sitemaps = [...(await get(index)).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) => loc);
  if (sitemaps.length === 0) throw new Error(`${index} names no sitemap`);
  return (await Promise.all(sitemaps.map(get))).join("\n");
}
