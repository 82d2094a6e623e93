import { notFoundFile, notFoundFolder, type PageKind, pageKinds } from "#app/page-registry.ts";
import { flats as allFlats } from "#content/flats.ts";
import { type Language, languages, pathIn } from "#content/languages.ts";
import { getAllPosts, type Post } from "#content/posts.server.ts";
import type { Flat } from "#content/schema.ts";
import { flatPath, postPathById, postPathBySlug } from "./paths";

/**
 * The concrete paths of the kinds of app/page-registry.ts, from the posts in content/posts and the flats in
 * content/flats.yaml at build time.
 */

/** The posts, whose paths are the same in every language (a translation's folder added). */
const englishPosts = () => getAllPosts(languages[0]);

const postPath = { id: (post: Post) => postPathById(post.id), slug: (post: Post) => postPathBySlug(post.slug) };

/** A kind's paths: its pattern, one per post, or none for the catch-all. */
export function pathsOfKind(kind: PageKind, posts: Post[] = englishPosts()): string[] {
  switch (kind.paths.from) {
    case "pattern":
      return [kind.pattern];
    case "posts":
      return posts.map(postPath[kind.paths.param]);
    case "flats":
      return allFlats.map((flat) => flatPath(flat.unit));
    case "none":
      return [];
  }
}

/** The pages search engines should find, in the order the sitemap lists them. */
export function getIndexablePaths(): string[] {
  return pageKinds.filter((kind) => kind.indexable).flatMap((kind) => pathsOfKind(kind));
}

/**
 * The not-found pages, in every language: each is pre-rendered at `prerenderPath`, then scripts/build/finish-site.ts
 * moves it to `file` (`<folder>/404.html`). The server (and Cloudflare Pages) answers an unknown URL with the
 * nearest one, status 404; finish-site writes the same rules for nginx. A translation's are in its folder:
 * /te/flats/Z-999 gets te/flats/404.html, /te/anything te/404.html.
 */
export const notFoundPages = languages.flatMap((language) =>
  pageKinds
    .filter((kind) => kind.answersUnknownPaths)
    .map((kind) => {
      // The catch-all's folder is "/" in English and "/te" (not "/te/") in Telugu, as the others' are "/te/blog".
      const folder = pathIn(language, notFoundFolder(kind)).replace(/(.)\/$/, "$1");
      return {
        language: language.code,
        folder,
        prerenderPath: `${folder.replace(/\/$/, "")}/__not-found`,
        file: `${language.prefix}/${notFoundFile(kind)}`.slice(1),
      };
    }),
);

/**
 * The same rules for the hosts that need them written out. nginx: its location for each folder
 * (nginx matches the decoded URI, so a post URL whose "&" arrives as %26 finds its page too).
 * Netlify's `_redirects`: rules apply only where no file matches and the first match wins, so
 * deeper folders come first; the site-wide 404.html Netlify serves by itself.
 */
export const notFoundRules = {
  /** `headers`: the add_header lines of a translation's folders, which replace the server's in a location. */
  nginx: (headers: (language: string) => string[] = () => []): string[] =>
    notFoundPages.map(({ language, folder, file }) =>
      folder === "/"
        ? `error_page 404 /${file};`
        : `location ${folder}/ { ${[
            ...(language === "en" ? [] : headers(language)),
            `error_page 404 /${file};`,
            "try_files $uri $uri/index.html =404;",
          ].join(" ")} }`,
    ),
  netlify: (): string[] =>
    notFoundPages
      .filter(({ folder }) => folder !== "/")
      .sort((a, b) => b.folder.split("/").length - a.folder.split("/").length)
      .map(({ folder, file }) => `${folder}/* /${file} 404`),
};

/**
 * The pages of one language: every page, every post by id and by slug, the not-found pages. The same paths in
 * every language, under a translation's folder.
 */
export function getPrerenderPaths(): string[] {
  const notFound = notFoundPages.filter((page) => page.language === "en").map((page) => page.prerenderPath);
  return [...new Set([...pageKinds.flatMap((kind) => pathsOfKind(kind)), ...notFound])];
}

/** Every page of the built site, in every language (the shells' static paths, app/shells/static-paths.ts). */
export function getBuiltPaths(): string[] {
  return languages.flatMap((language) => getPrerenderPaths().map((each) => pathIn(language, each)));
}

/** The indexable pages in every language, each with its translations, for the sitemap. */
export function getIndexablePages(): { path: string; language: Language; alternates: Map<Language, string> }[] {
  return languages.flatMap((language) =>
    getIndexablePaths().map((each) => ({
      path: pathIn(language, each),
      language,
      alternates: new Map(languages.map((other) => [other, pathIn(other, each)])),
    })),
  );
}

export type SamplePage = { kind: PageKind; path: string; post?: Post; flat?: Flat };

/**
 * One path per kind of page, for the browser tests and the Lighthouse benchmark. Posts by id: one
 * whose id a URL may carry percent-encoded (a reserved character such as "&"), the hardest case;
 * posts by slug: one whose slug differs from its id. Otherwise the newest post. Flats: an available one that pays
 * the floor rise and the east-facing charge (A-302 today), the one with the most cost lines.
 */
export function getSamplePages(posts: Post[] = englishPosts()): SamplePage[] {
  const newest = posts[0];
  if (!newest) throw new Error("content/posts has no posts");
  const sample = {
    id: posts.find((post) => encodeURIComponent(post.id) !== encodeURI(post.id)) ?? newest,
    slug: posts.find((post) => post.slug !== post.id) ?? newest,
  };
  const flat =
    allFlats.find((each) => each.status === "available" && each.floor >= 3 && each.facing === "east") ?? allFlats[0];
  if (!flat) throw new Error("content/flats.yaml has no flats");
  return pageKinds.map((kind): SamplePage => {
    switch (kind.paths.from) {
      case "pattern":
        return { kind, path: kind.pattern };
      case "posts": {
        const post = sample[kind.paths.param];
        return { kind, path: postPath[kind.paths.param](post), post };
      }
      case "flats":
        return { kind, path: flatPath(flat.unit), flat };
      case "none":
        return { kind, path: kind.paths.example };
    }
  });
}
