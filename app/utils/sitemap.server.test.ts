import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sitemap from "@astrojs/sitemap";
import { DOMParser } from "@xmldom/xmldom";
import type { BaseIntegrationHooks } from "astro";
import { afterEach, describe, expect, it } from "vitest";
import { languages } from "#content/languages.ts";
import { getBuiltPaths, getIndexablePages } from "./site-paths.server";
import { SITEMAP_INDEX_PATH, sitemapOptions } from "./sitemap.server";

const SITE = "https://www.example.com";
const SITEMAP = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML = "http://www.w3.org/1999/xhtml";

type Options<Name extends keyof BaseIntegrationHooks> = Parameters<BaseIntegrationHooks[Name]>[0];

const logged: string[] = [];
const logger = {
  info: () => {},
  warn: (message: string) => logged.push(message),
  error: (message: string) => logged.push(message),
} as unknown as Options<"astro:build:done">["logger"];

/**
 * What @astrojs/sitemap writes after a build of every page (app/utils/site-paths.server.ts getBuiltPaths), named as
 * Astro names them in its hook: a page's folder, "flats/A-302/", "" for the home page.
 */
async function writeSitemap(dir: string) {
  const { hooks } = sitemap(sitemapOptions(SITE, "2026-11-28"));
  const config = { site: SITE, base: "/", trailingSlash: "ignore", build: { format: "directory" } };
  await hooks["astro:config:done"]?.({ config } as unknown as Options<"astro:config:done">);
  await hooks["astro:routes:resolved"]?.({ routes: [], logger } as unknown as Options<"astro:routes:resolved">);
  const pages = getBuiltPaths().map((page) => ({ pathname: `${page}/`.replace(/\/+$/, "/").slice(1) }));
  await hooks["astro:build:done"]?.({ dir: pathToFileURL(`${dir}/`), pages, assets: new Map(), logger });
  // The integration logs its errors (a URL serialize refuses, say) and writes nothing.
  expect(logged).toEqual([]);
  const xml = (name: string) =>
    new DOMParser().parseFromString(readFileSync(path.join(dir, name), "utf8"), "application/xml").documentElement!;
  const index = xml(SITEMAP_INDEX_PATH);
  const [sitemapUrl, ...others] = [...index.getElementsByTagNameNS(SITEMAP, "loc")].map((loc) => loc.textContent);
  return { others, urls: [...xml(new URL(sitemapUrl!).pathname).getElementsByTagNameNS(SITEMAP, "url")] };
}

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the sitemap (@astrojs/sitemap with sitemapOptions)", () => {
  it("lists each indexable page once at its own URL, with its translations and the English page as x-default", async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "sitemap-"));
    const { others, urls } = await writeSitemap(dir);
    expect(others).toEqual([]);
    const own = (page: string) => new URL(encodeURI(page), SITE).href;
    const expected = getIndexablePages().map(({ path: page, alternates }) => ({
      loc: own(page),
      lastmod: "2026-11-28T00:00:00.000Z",
      alternates: Object.fromEntries([
        ...[...alternates].map(([language, href]) => [language.hreflang, own(href)]),
        ["x-default", own(alternates.get(languages[0])!)],
      ]),
    }));
    const listed = urls.map((url) => ({
      loc: url.getElementsByTagNameNS(SITEMAP, "loc")[0]?.textContent,
      lastmod: url.getElementsByTagNameNS(SITEMAP, "lastmod")[0]?.textContent,
      alternates: Object.fromEntries(
        [...url.getElementsByTagNameNS(XHTML, "link")].map((link) => [
          link.getAttribute("hreflang"),
          link.getAttribute("href"),
        ]),
      ),
    }));
    const byLoc = (a: { loc?: string | null }, b: { loc?: string | null }) => (a.loc ?? "").localeCompare(b.loc ?? "");
    expect(listed.sort(byLoc)).toEqual(expected.sort(byLoc));
    // The home pages keep their slash; no other URL ends with one (as their canonical links).
    expect(listed.filter(({ loc }) => loc?.endsWith("/")).map(({ loc }) => loc)).toEqual(
      languages.map((language) => own(`${language.prefix}/`)),
    );
  });
});
