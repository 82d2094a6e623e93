import { getSamplePages } from "../../app/utils/site-paths.server";
import { languages, pathIn } from "../../content/languages";
import { getAllPosts } from "../../content/posts.server";

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
