import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { navigationContent } from "#app/utils/site-links.ts";
import { flats } from "#content/flats.ts";
import { languages } from "#content/languages.ts";
import { getAllPosts } from "#content/posts.server.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { findPageKind, notFoundFolder, pageKinds } from "./page-registry";
import { astroPattern } from "./shells/routes";
import { getStaticPaths } from "./shells/static-paths";
import {
  getBuiltPaths,
  getIndexablePaths,
  getPrerenderPaths,
  getSamplePages,
  notFoundPages,
  notFoundRules,
  pathsOfKind,
} from "./utils/site-paths.server";

/**
 * The kind a URL lands on, as Astro ranks the registry's routes: a pattern whose segments all match, the one with
 * the fewest parameters first; the catch-all for anything else.
 */
function kindAt(pathname: string): string {
  const segments = pathname.split("/").filter(Boolean);
  const matching = pageKinds.filter((kind) => {
    if (kind.pattern === "*") return false;
    const parts = kind.pattern.split("/").filter(Boolean);
    return parts.length === segments.length && parts.every((part, i) => part.startsWith(":") || part === segments[i]);
  });
  const parameters = (pattern: string) => pattern.split(":").length;
  return matching.sort((a, b) => parameters(a.pattern) - parameters(b.pattern))[0]?.id ?? "not-found";
}

/** The paths Astro renders for every kind (each shell's getStaticPaths), in every language. */
const staticPaths = pageKinds.flatMap((kind) =>
  getStaticPaths({ routePattern: astroPattern(kind) }).map(({ params }) =>
    astroPattern(kind).replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => params[name as keyof typeof params] ?? ""),
  ),
);

describe("the page registry, the shells and the pre-render list agree", () => {
  it("has a shell per kind, and the pages the shells render are the built site's, in every language", () => {
    for (const kind of pageKinds)
      expect(existsSync(path.join("app/shells", `${kind.shell}.astro`)), kind.id).toBe(true);
    const normal = (pathname: string) => pathname.replace(/\/+/g, "/").replace(/(.)\/$/, "$1");
    expect([...new Set(staticPaths.map(normal))].sort()).toEqual(getBuiltPaths().map(normal).sort());
  });

  it("pre-renders every path of every kind, and each lands on the kind it was listed for", () => {
    const prerendered = getPrerenderPaths();
    for (const kind of pageKinds) {
      for (const pathname of pathsOfKind(kind)) {
        expect(prerendered).toContain(pathname);
        expect(kindAt(pathname), pathname).toBe(kind.id);
      }
    }
    const posts = getAllPosts(languages[0]);
    const fixed = pageKinds.filter((kind) => kind.paths.from === "pattern").length;
    const notFoundViews = pageKinds.filter((kind) => kind.answersUnknownPaths).length;
    expect(prerendered).toHaveLength(fixed + 2 * posts.length + flats.length + notFoundViews);
  });

  it("builds every page again under each translation's folder", () => {
    const built = getBuiltPaths();
    expect(built).toHaveLength(languages.length * getPrerenderPaths().length);
    expect(built).toContain("/te/");
    expect(built).toContain(`/te/flats/${flats[0]!.unit}`);
    expect(built).toContain("/te/blog/__not-found");
  });

  it("pre-renders each not-found page at a path its own kind answers", () => {
    expect(notFoundPages.map((page) => page.file)).toEqual([
      "blog/404.html",
      "blog/post/404.html",
      "flats/404.html",
      "404.html",
      "te/blog/404.html",
      "te/blog/post/404.html",
      "te/flats/404.html",
      "te/404.html",
    ]);
    for (const page of notFoundPages.filter((each) => each.language === "en")) {
      const kind = findPageKind(kindAt(page.prerenderPath));
      expect(kind?.answersUnknownPaths, page.prerenderPath).toBe(true);
      expect(notFoundFolder(kind!)).toBe(page.folder);
    }
  });

  it("writes the not-found rules for nginx and Netlify, deeper folders first on Netlify", () => {
    expect(notFoundRules.nginx((language) => [`add_header X-Language "${language}" always;`])).toEqual([
      "location /blog/ { error_page 404 /blog/404.html; try_files $uri $uri/index.html =404; }",
      "location /blog/post/ { error_page 404 /blog/post/404.html; try_files $uri $uri/index.html =404; }",
      "location /flats/ { error_page 404 /flats/404.html; try_files $uri $uri/index.html =404; }",
      "error_page 404 /404.html;",
      'location /te/blog/ { add_header X-Language "te" always; error_page 404 /te/blog/404.html; try_files $uri $uri/index.html =404; }',
      'location /te/blog/post/ { add_header X-Language "te" always; error_page 404 /te/blog/post/404.html; try_files $uri $uri/index.html =404; }',
      'location /te/flats/ { add_header X-Language "te" always; error_page 404 /te/flats/404.html; try_files $uri $uri/index.html =404; }',
      'location /te/ { add_header X-Language "te" always; error_page 404 /te/404.html; try_files $uri $uri/index.html =404; }',
    ]);
    expect(notFoundRules.netlify()).toEqual([
      "/te/blog/post/* /te/blog/post/404.html 404",
      "/blog/post/* /blog/post/404.html 404",
      "/te/blog/* /te/blog/404.html 404",
      "/te/flats/* /te/flats/404.html 404",
      "/blog/* /blog/404.html 404",
      "/flats/* /flats/404.html 404",
      "/te/* /te/404.html 404",
    ]);
  });

  it("lists every indexable page in the sitemap and nothing else, posts by id only", () => {
    const sitemap = getIndexablePaths();
    for (const pathname of sitemap) expect(findPageKind(kindAt(pathname))?.indexable, pathname).toBe(true);
    const indexable = pageKinds.filter((kind) => kind.indexable).flatMap((kind) => pathsOfKind(kind));
    expect([...sitemap].sort()).toEqual([...new Set(indexable)].sort());
    expect(sitemap.filter((pathname) => kindAt(pathname) === "blog-post-by-id")).toHaveLength(
      getAllPosts(languages[0]).length,
    );
    expect(sitemap.filter((pathname) => kindAt(pathname) === "flat")).toHaveLength(flats.length);
    expect(
      sitemap.some((pathname) =>
        ["thank-you", "blog-post-by-slug", "not-found", "flats-compare"].includes(kindAt(pathname) ?? ""),
      ),
    ).toBe(false);
  });

  it("gives tests and benchmarks one sample path per kind, each landing on its kind", () => {
    const samples = getSamplePages();
    expect(samples.map((sample) => sample.kind.id)).toEqual(pageKinds.map((kind) => kind.id));
    for (const sample of samples) expect(kindAt(sample.path), sample.path).toBe(sample.kind.id);
    // The post by id is one whose id a shared link may carry percent-encoded.
    const byId = samples.find((sample) => sample.kind.id === "blog-post-by-id")!;
    expect(encodeURIComponent(byId.post!.id)).not.toBe(encodeURI(byId.post!.id));
  });
});

describe("the site's own links", () => {
  it("lead from the header and the footers to pages of the registry", () => {
    const { siteNav, footerNav, approvalsLink, nriLink, referLink, privacyPolicyLink } = navigationContent(
      wordsIn("en"),
    );
    const links = [...siteNav, ...footerNav, approvalsLink, nriLink, referLink, privacyPolicyLink].map(
      (link) => link.href,
    );
    const fixedPaths = new Set(pageKinds.filter((kind) => kind.paths.from === "pattern").map((kind) => kind.pattern));
    for (const link of links) expect(fixedPaths, link).toContain(link.replace(/#[\w-]+$/, ""));
  });
});
