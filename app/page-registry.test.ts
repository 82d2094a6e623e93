import { existsSync } from "node:fs";
import path from "node:path";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { flats } from "@content/flats";
import { languages } from "@content/languages";
import { getAllPosts } from "@content/posts.server";
import { findPageKind, notFoundFolder, pageKinds } from "./page-registry";
import routes from "./routes";
import {
  getBuiltPaths,
  getIndexablePaths,
  getPrerenderPaths,
  getSamplePages,
  notFoundPages,
  notFoundRules,
  pathsOfKind,
} from "./utils/site-paths.server";

/** The route table as React Router matches it: the kind a URL lands on. */
const routeObjects = routes.map((route) => ({ id: route.id, path: route.path, index: route.index }));
const kindAt = (pathname: string) => matchRoutes(routeObjects, pathname)?.at(-1)?.route.id;

describe("the page registry, the route table and the pre-render list agree", () => {
  it("has one route per kind, with its pattern, module and id, and each module exists", () => {
    expect(
      routes.map((route) => ({
        id: route.id,
        path: route.index ? "/" : `/${route.path}`.replace(/^\/\*$/, "*"),
        file: route.file,
      })),
    ).toEqual(pageKinds.map((kind) => ({ id: kind.id, path: kind.pattern, file: kind.file })));
    for (const kind of pageKinds) expect(existsSync(path.join("app", kind.file)), kind.file).toBe(true);
  });

  it("pre-renders every path of every kind, and each lands on the kind it was listed for", () => {
    const prerendered = getPrerenderPaths();
    for (const kind of pageKinds) {
      for (const pathname of pathsOfKind(kind)) {
        expect(prerendered).toContain(pathname);
        expect(kindAt(pathname), pathname).toBe(kind.id);
      }
    }
    const posts = getAllPosts();
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
    expect(sitemap.filter((pathname) => kindAt(pathname) === "blog-post-by-id")).toHaveLength(getAllPosts().length);
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
