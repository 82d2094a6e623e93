/**
 * After `astro build` (astro.config.mjs): writes the 404 pages, sitemap, robots.txt, web manifest, progress feeds,
 * the hosting headers with the CSP hashes of every inline script, the service worker and pre-compressed copies of
 * text files, so build/client is a complete static site. `--site=<folder>` finishes another folder.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { brandColors } from "../../app/styles/brand";
import { getIndexablePages, notFoundPages, notFoundRules } from "../../app/utils/site-paths.server";
import { languageOfPath, languages } from "../../content/languages";
import { siteContent, siteSettings } from "../../content/site";
import { wordsIn } from "../../content/words-in.server";
import { ADMIN_ASSETS_PATH, ADMIN_PATH, adminHeaders } from "../../hosting/admin-headers";
import { IMMUTABLE, immutablePaths, REVALIDATE } from "../../hosting/cache-control";
import { buildContentSecurityPolicy, securityHeaders, serviceWorkerPaths } from "../../hosting/headers";
import { assertLineLengths } from "../server/headers-file";
import { buildServiceWorker } from "./build-service-worker";
import { writeProgressFeed } from "./progress-feed-file";
import { filesWithTopLevelAwait } from "./top-level-await";

const siteArgument = process.argv.find((arg) => arg.startsWith("--site="))?.slice("--site=".length);
const CLIENT = path.resolve(siteArgument ?? "build/client");

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

function moveNotFoundPages() {
  for (const { prerenderPath, file } of notFoundPages) {
    const source = path.join(CLIENT, prerenderPath, "index.html");
    if (!existsSync(source)) throw new Error(`postbuild: ${prerenderPath} was not pre-rendered`);
    renameSync(source, path.join(CLIENT, file));
    rmSync(path.join(CLIENT, prerenderPath), { recursive: true, force: true });
  }
}

function writeSeoFiles() {
  const today = new Date().toISOString().slice(0, 10);
  const url = (p: string) => new URL(encodeURI(p), siteSettings.url).href.replaceAll("&", "&amp;");
  // Each page in every language, with its translations as alternates and the English page for any other reader
  // (x-default), as its <head> lists them (app/utils/seo.ts).
  const alternate = (hreflang: string, href: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(href)}"/>`;
  const urls = getIndexablePages()
    .map(({ path: p, alternates }) =>
      [
        `  <url>`,
        `    <loc>${url(p)}</loc>`,
        `    <lastmod>${today}</lastmod>`,
        ...[...alternates].map(([language, href]) => alternate(language.hreflang, href)),
        alternate("x-default", alternates.get(languages[0])!),
        `  </url>`,
      ].join("\n"),
    )
    .join("\n");
  writeFileSync(
    path.join(CLIENT, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
  );
  writeFileSync(
    path.join(CLIENT, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", siteSettings.url).href}\n`,
  );
  // Installing the site to the home screen (docs/decisions/0020). The icons are full-bleed square tiles
  // (scripts/placeholders/media/brand.ts), so each serves as is ("any") and under a platform's mask ("maskable").
  // In English, as its `lang` says.
  const { site } = siteContent(wordsIn("en"));
  const manifest = {
    id: "/",
    name: site.projectName,
    short_name: site.shortName,
    description: site.tagline,
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: brandColors["sand-50"],
    theme_color: brandColors["brand-900"],
    icons: (["any", "maskable"] as const).flatMap((purpose) =>
      [192, 512].map((size) => ({
        src: `/icons/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: "image/png",
        purpose,
      })),
    ),
  };
  writeFileSync(path.join(CLIENT, "site.webmanifest"), JSON.stringify(manifest, null, 2));
}

/** sha256 hashes of every executable inline script in every page (JSON data blocks never run). */
function collectInlineScriptHashes(htmlFiles: string[]): string[] {
  const hashes = new Set<string>();
  const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
  for (const file of htmlFiles) {
    for (const [, attributes = "", body = ""] of readFileSync(file, "utf8").matchAll(inlineScript)) {
      if (/type="application\/(ld\+)?json"/.test(attributes) || body.length === 0) continue;
      hashes.add(`sha256-${createHash("sha256").update(body).digest("base64")}`);
    }
  }
  return [...hashes].sort();
}

type HeaderRule = { path: string; headers: Record<string, string>; detach?: string[] };

/** The pages of each language: a translation's are in its folder (build/client/te/). */
function pagesByLanguage(htmlFiles: string[]) {
  const languageOfFile = (file: string) => languageOfPath(`/${path.relative(CLIENT, file)}`);
  return languages.map((language) => ({
    language,
    files: htmlFiles.filter((file) => languageOfFile(file) === language),
  }));
}

function writeHeaders(htmlFiles: string[]) {
  // Each language its own policy, with the hashes of its own pages' inline scripts: one policy for all would pass
  // the 2,000 characters Cloudflare allows on a line.
  const policies = pagesByLanguage(htmlFiles).map(({ language, files }) => ({
    language,
    headers: { ...securityHeaders, "Content-Security-Policy": buildContentSecurityPolicy(collectInlineScriptHashes(files)) },
  }));
  const all = policies.find(({ language }) => !language.prefix)!.headers;
  const translatedRules: HeaderRule[] = policies
    .filter(({ language }) => language.prefix)
    .map(({ language, headers }) => ({
      path: `${language.prefix}/*`,
      detach: ["Content-Security-Policy"],
      headers: { "Content-Security-Policy": headers["Content-Security-Policy"] },
    }));
  // The CMS's admin page has policies of its own (hosting/headers.ts): "! Name" removes the header /* set
  // (Cloudflare Pages), then the rule sets the admin's. "/admin" too, for a server that answers it unredirected.
  const admin = adminHeaders();
  const replaced = Object.keys(admin).filter((name) => name in all);
  const adminRule = (path: string): HeaderRule => ({ path, detach: replaced, headers: admin });
  const rules: HeaderRule[] = [
    { path: "/*", headers: all },
    ...translatedRules,
    adminRule(ADMIN_PATH.replace(/\/$/, "")),
    adminRule(`${ADMIN_PATH}*`),
    ...[...immutablePaths, `${ADMIN_ASSETS_PATH}*`].map((path) => ({ path, headers: { "Cache-Control": IMMUTABLE } })),
    // The service worker is checked for updates on every visit: never cached long (docs/decisions/0020).
    ...serviceWorkerPaths.map((path) => ({ path, headers: { "Cache-Control": REVALIDATE } })),
  ];
  const netlify = rules
    .map(({ path: rulePath, headers, detach = [] }) =>
      [rulePath, ...detach.map((name) => `  ! ${name}`), ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join(
        "\n",
      ),
    )
    .join("\n\n");
  assertLineLengths(netlify);
  writeFileSync(path.join(CLIENT, "_headers"), `${netlify}\n`);
  const adminAll = { ...all, ...admin };
  const location = (prefix: string, headers: Record<string, string>, extra: string[] = []) =>
    `location ${prefix} {\n${[...Object.entries(headers).map(([k, v]) => `add_header ${k} "${v}" always;`), ...extra]
      .map((line) => `  ${line}`)
      .join("\n")}\n}`;
  const nginx = [
    "# Include inside the server block that serves build/client.",
    ...Object.entries(all).map(([k, v]) => `add_header ${k} "${v}" always;`),
    ...immutablePaths.map((p) => location(p.replace("*", ""), { "Cache-Control": IMMUTABLE, ...all })),
    ...serviceWorkerPaths.map((p) => location(`= ${p}`, { "Cache-Control": REVALIDATE, ...all })),
    "location / {\n  try_files $uri $uri.html $uri/index.html =404;\n}",
    // A location's add_header lines replace the server's: the admin's repeat them with its own policies.
    `location = ${ADMIN_PATH.replace(/\/$/, "")} {\n  return 301 ${ADMIN_PATH};\n}`,
    location(ADMIN_PATH, adminAll, ["try_files $uri $uri/index.html =404;"]),
    location(ADMIN_ASSETS_PATH, { "Cache-Control": IMMUTABLE, ...adminAll }),
    // Each folder's unknown URLs get its 404.html (app/page-registry.ts); a translation's folders their policy.
    ...notFoundRules.nginx((code) =>
      Object.entries(policies.find(({ language }) => language.code === code)!.headers).map(
        ([k, v]) => `add_header ${k} "${v}" always;`,
      ),
    ),
  ].join("\n");
  writeFileSync(path.join(CLIENT, "../nginx-headers.conf"), `${nginx}\n`);
}

/**
 * Netlify serves only /404.html for unknown URLs: its `_redirects` gives each folder its own. Written
 * on Netlify's builds only (Netlify sets NETLIFY=true): Cloudflare reads `_redirects` too, refuses a
 * 404 rule there (Workers static assets fail the deploy on it) and finds the nearest 404.html itself.
 */
function writeNetlifyRedirects() {
  if (process.env.NETLIFY !== "true") return;
  writeFileSync(path.join(CLIENT, "_redirects"), `${notFoundRules.netlify().join("\n")}\n`);
}

const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest|map)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli at its smallest (quality 11) and gzip -9; zlib's async calls run on every core at once. */
async function precompress(files: string[]) {
  await Promise.all(
    files.map(async (file) => {
      if (!COMPRESSIBLE.test(file) || file.endsWith(".map")) return;
      const body = readFileSync(file);
      if (body.length < 1024) return;
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipAsync(body, { level: 9 }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
    }),
  );
}

const awaiting = filesWithTopLevelAwait(walk(CLIENT).filter((file) => file.endsWith(".js")));
if (awaiting.length > 0)
  throw new Error(
    `Top-level await in ${awaiting.map((file) => path.relative(CLIENT, file)).join(", ")}: Safari runs such a module ` +
      "imported twice at once only for the first import (scripts/build/top-level-await.ts)",
  );
moveNotFoundPages();
writeSeoFiles();
// The Atom feed of the construction updates in each language, beside the page that lists them (linked from its head).
for (const language of languages) writeProgressFeed(CLIENT, language);
writeNetlifyRedirects();
const htmlFiles = walk(CLIENT).filter((file) => file.endsWith(".html"));
writeHeaders(htmlFiles);
const worker = await buildServiceWorker(CLIENT);
await precompress(walk(CLIENT));
console.log(
  `postbuild: ${htmlFiles.length} pages, headers, sitemap, the service worker (${worker.count} files precached, ` +
    `${(worker.size / 1024).toFixed(0)} KiB) and compressed copies written to ${path.relative(process.cwd(), CLIENT)}`,
);
