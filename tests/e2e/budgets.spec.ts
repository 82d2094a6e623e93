import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { clientDirectives } from "#app/astro/directives.ts";
import { findPageKind } from "#app/page-registry.ts";
import { expandImage } from "#app/utils/expand-image.ts";
import { pathsOfKind } from "#app/utils/site-paths.server.ts";
import { landingContent } from "#content/landing.ts";
import { languageOfPath, languages, pathIn } from "#content/languages.ts";
import { siteSettings } from "#content/site.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { ADMIN_PATH } from "#hosting/admin-headers.ts";
import { FONTS_APPLIED_ATTRIBUTE, FONTS_LINK_ATTRIBUTE } from "#scripts/build/after-first-paint.ts";
import { FONT_STACKS } from "#scripts/fonts/font-fallbacks.ts";
import { readMediaManifest } from "./media-manifest";
import { translatedPagePaths } from "./site-routes";

const { hero } = wordsIn("en").home;
const { landing } = landingContent(wordsIn("en"));

/**
 * Deterministic byte budgets on the production build (build/client), read from disk and
 * app/generated/media-manifest.json: the same figures on every machine. One test loads
 * the pages in Chromium to see which font files the text really needs. Run once, in the
 * desktop project, after `npm run build`. Each test prints its figures next to the budget.
 * Sizes are in KiB (1,024 bytes).
 */

const KIB = 1024;
const MIB = 1024 * KIB;

/**
 * JavaScript, gzip, as the issue of the islands migration set its figures (docs/decisions/0024-islands.md; its
 * benchmark, `npm run bench:js`, measures what the browser transfers, brotli with headers). Counted here from the
 * build: each island's module and renderer, and what they import statically (the words an island loads are left
 * out: a few KiB, loaded by import() in its language).
 * - A text page (privacy, posts, the blog list, thank-you, the not-found and offline pages) loads no framework: at
 *   most 10 KiB after its first paint, with nothing kept on the phone (the thank-you page's islands wait for an
 *   enquiry, `client:stored`).
 * - Every page's islands, all of them, as if scrolled through to its end: at most 99 KiB.
 */
const TEXT_PAGE_JS_GZIP = 10 * KIB;
/** The directives whose islands start at the first paint wherever they are on the page (app/astro/directives.ts). */
const startingAtPaintWherever = new Set(
  Object.entries(clientDirectives).flatMap(([name, { starts }]) => (starts === "at paint" ? [name] : [])),
);
const WHOLE_PAGE_JS_GZIP = 99 * KIB;
const textPageKinds = new Set([
  "blog",
  "blog-post-by-id",
  "blog-post-by-slug",
  "privacy-policy",
  "thank-you",
  "offline",
  "not-found",
]);
// Stylesheets block the first paint; 20 KiB gzip is about 100 ms on Lighthouse's slow 4G.
const CSS_RENDER_BLOCKING_GZIP = 20 * KIB;
/**
 * Pre-rendered HTML incl. its inline scripts; about 30 KiB gzip fits the first round trips of a mobile connection
 * (10 packets, then 20: some 44 KiB in the first two). 31 since the islands (docs/decisions/0024-islands.md): Astro
 * writes its island runtime and client directives into each page with islands (1.8 KiB gzip), which took the
 * Telugu home page from 28.7 to 30.5 KiB.
 */
const HTML_GZIP = 31 * KIB;
// Latin-subset woff2 the pages use; 60 KiB is two variable or three static faces, already compressed.
const FONTS_TOTAL = 60 * KIB;
/**
 * A Telugu page (/te/…) adds the Telugu faces (app/styles/fonts-te.css): Noto Sans Telugu's Telugu subset at 400
 * and 700, 71 KiB; Telugu's conjuncts need some 740 glyphs a weight, a Latin subset 250.
 */
const TELUGU_FONTS_TOTAL = FONTS_TOTAL + 75 * KIB;
const isTranslated = (route: string) => languageOfPath(route).prefix !== "";
const fontBudgetOf = (route: string) => (isTranslated(route) ? TELUGU_FONTS_TOTAL : FONTS_TOTAL);
/** The translated pages the font check opens: one of each kind (their faces are the English page's plus Telugu). */
const translatedSamples = new Set(translatedPagePaths.map((route) => decodeURI(route).replace(/(.)\/$/, "$1")));
// The AVIF a 390 px DPR 2 phone picks for the LCP poster or banner. Placeholders weigh 15-23 KiB; 80 KiB leaves room for
// a real photo at 960 px while keeping it under ~0.45 s of Lighthouse's 1.6 Mbps link (LCP target 1.5 s). Was 120 KiB.
const FIRST_VIEW_IMAGE = 80 * KIB;
// One WebM plus its MP4 fallback of a loop; the brief asks for "a few hundred KB" per file, 1.5 MiB per pair is the ceiling.
const VIDEO_PAIR = 1.5 * MIB;
// The background music loop, fetched only when the visitor turns music on.
const MUSIC = 350 * KIB;
// The brochure download, same limit as scripts/build/build-brochure.ts: a mobile-data-friendly PDF.
const BROCHURE = 2.5 * MIB;

/** The width a 390 CSS px wide phone at DPR 2 asks for with sizes="100vw". */
const PHONE_IMAGE_WIDTH = 390 * 2;
// The media files come from the content modules, so a renamed file is still the one measured.
const FIRST_VIEW_IMAGES = [hero.poster, landing.hero.imageMobile];
const VIDEO_PAIRS = [hero.video, landing.video].map(({ webm, mp4 }) => [webm, mp4]);
const MUSIC_FILE = hero.music;

const CLIENT = path.resolve("build/client");
/** The routes of the text pages, in every language; not-found pages are their folders' 404.html. */
const textRoutes = new Set(
  [...textPageKinds]
    .flatMap((id) => pathsOfKind(findPageKind(id)!))
    .flatMap((route) => languages.map((language) => pathIn(language, route))),
);
const isTextPage = (route: string) => textRoutes.has(route) || route.endsWith("/404.html");

type BuiltPage = { route: string; file: string; html: string; head: string };

test.beforeEach(() => {
  test.skip(test.info().project.name !== "desktop", "build-output budgets run once, in the desktop project");
});

// ---------------------------------------------------------------------------------------
// Reading the build

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
const gzipBytes = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

let pagesCache: BuiltPage[] | undefined;

/** Every pre-rendered page: each index.html and each 404.html under build/client. */
function builtPages(): BuiltPage[] {
  if (pagesCache) return pagesCache;
  expect(existsSync(path.join(CLIENT, "index.html")), "build/client/index.html: run npm run build first").toBe(true);
  pagesCache = walk(CLIENT)
    .filter((file) => ["index.html", "404.html"].includes(path.basename(file)))
    // The content editor (scripts/cms/build-admin.ts) is not a site page: the budgets are the public pages'.
    .filter((file) => !`/${path.relative(CLIENT, file).split(path.sep).join("/")}`.startsWith(ADMIN_PATH))
    .map((file) => {
      const relative = path.relative(CLIENT, file).split(path.sep).join("/");
      const route = `/${relative.replace(/(^|\/)index\.html$/, "")}`;
      const html = readFileSync(file, "utf8");
      const headEnd = html.indexOf("</head>");
      return { route, file, html, head: headEnd === -1 ? html : html.slice(0, headEnd) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  return pagesCache;
}

/** The attributes of every <tag …> in a piece of HTML. */
function tags(html: string, name: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const [, attributes = ""] of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "gi"))) {
    const parsed: Record<string, string> = {};
    for (const [, key = "", , doubleQuoted, singleQuoted, bare] of attributes.matchAll(
      /([^\s=/]+)(\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
    )) {
      parsed[key.toLowerCase()] = decodeEntities(doubleQuoted ?? singleQuoted ?? bare ?? "");
    }
    found.push(parsed);
  }
  return found;
}

function decodeEntities(value: string): string {
  return value.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&#39;", "'");
}

/** A URL the page references, as a file in build/client (same-origin absolute or relative paths only). */
function fileOf(url: string, fromDir = CLIENT): string | undefined {
  if (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith("data:")) return undefined;
  const clean = decodeURI(url.split(/[?#]/)[0] ?? "");
  return clean.startsWith("/") ? path.join(CLIENT, clean) : path.resolve(fromDir, clean);
}

/** Specifiers of the static imports and re-exports in a module (minified or not); dynamic import() excluded. */
function staticImports(code: string): string[] {
  const specifiers: string[] = [];
  for (const [, specifier = ""] of code.matchAll(
    /(?<![\w$.])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"'\n]+)["']/g,
  )) {
    if (/^(?:\.{1,2}\/|\/)/.test(specifier)) specifiers.push(specifier);
  }
  return specifiers;
}

/**
 * The scripts of a page's islands (Astro's <astro-island>, each its module and renderer) and everything they import
 * statically, recursively; `after` keeps the islands of some `client:` directives only.
 */
function islandScripts(page: BuiltPage, after?: Set<string>): { files: Set<string>; missing: string[] } {
  const entries = new Set<string>();
  const missing: string[] = [];
  for (const island of tags(page.html, "astro-island")) {
    if (after && !after.has(island.client ?? "")) continue;
    for (const url of [island["component-url"], island["renderer-url"]]) {
      const file = url && fileOf(url);
      if (file) entries.add(file);
    }
  }
  const files = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift()!;
    if (files.has(file)) continue;
    if (!existsSync(file)) {
      missing.push(path.relative(CLIENT, file));
      continue;
    }
    files.add(file);
    for (const specifier of staticImports(readFileSync(file, "utf8"))) {
      const imported = fileOf(specifier, path.dirname(file));
      if (imported && !files.has(imported)) queue.push(imported);
    }
  }
  return { files, missing };
}

/** The render-blocking stylesheets of a page: <link rel="stylesheet"> in the head, unless for print only. */
function blockingStylesheets(page: BuiltPage): string[] {
  // A stylesheet inside <noscript> applies only without JavaScript, in place of a deferred one.
  return tags(page.head.replace(/<noscript>[\s\S]*?<\/noscript>/g, ""), "link")
    .filter((link) => link.rel?.split(/\s+/).includes("stylesheet") && link.href && link.media !== "print")
    .map((link) => fileOf(link.href!))
    .filter((file): file is string => !!file);
}

/** The render-blocking stylesheets and those applied after the first paint (the fonts). */
function appliedStylesheets(page: BuiltPage): string[] {
  const late = tags(page.head, "link")
    .filter((link) => link.rel === "stylesheet" && FONTS_LINK_ATTRIBUTE in link && link.href)
    .map((link) => fileOf(link.href!))
    .filter((file): file is string => !!file);
  return [...blockingStylesheets(page), ...late];
}

const gzipCache = new Map<string, number>();
function gzipOfFile(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipBytes(readFileSync(file));
    gzipCache.set(file, size);
  }
  return size;
}

function builtFileSize(url: string): number {
  const file = fileOf(url);
  expect(file && existsSync(file), `${url} is in the media manifest but not in build/client`).toBeTruthy();
  return statSync(file!).size;
}

function printTable(title: string, headers: string[], rows: string[][]) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ");
  console.log(
    [`\n${title}`, line(headers), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n"),
  );
}

const verdict = (bytes: number, budget: number) => (bytes <= budget ? "ok" : "OVER");

// ---------------------------------------------------------------------------------------
// Budgets

test(`JavaScript: a text page at most ${TEXT_PAGE_JS_GZIP / KIB} KiB gzip after its first paint, every page's islands at most ${WHOLE_PAGE_JS_GZIP / KIB} KiB`, () => {
  const rows: string[][] = [];
  const over: string[] = [];
  const broken: string[] = [];
  for (const page of builtPages()) {
    const whole = islandScripts(page);
    const atLoad = islandScripts(page, startingAtPaintWherever);
    broken.push(...whole.missing.map((file) => `${page.route}: ${file} is loaded but missing`));
    const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipOfFile(file), 0);
    const [wholeBytes, atLoadBytes] = [sum(whole.files), sum(atLoad.files)];
    const text = isTextPage(page.route);
    rows.push([
      page.route,
      text ? kib(atLoadBytes) : "",
      kib(wholeBytes),
      verdict(text ? atLoadBytes : 0, TEXT_PAGE_JS_GZIP) === "ok" ? verdict(wholeBytes, WHOLE_PAGE_JS_GZIP) : "OVER",
    ]);
    if (text && atLoadBytes > TEXT_PAGE_JS_GZIP) over.push(`${page.route}: ${kib(atLoadBytes)} after its first paint`);
    if (wholeBytes > WHOLE_PAGE_JS_GZIP) over.push(`${page.route}: ${kib(wholeBytes)} in all`);
    for (const file of whole.files)
      if (`/${path.relative(CLIENT, file)}`.startsWith(ADMIN_PATH))
        broken.push(`${page.route} loads the admin's ${file}`);
  }
  printTable(
    "JavaScript of the islands (module, renderer and static imports, gzip -9)",
    ["page", "text page after paint", "all islands", ""],
    rows,
  );
  expect(broken).toEqual([]);
  expect(over, "over the budget").toEqual([]);
});

test(`render-blocking CSS is at most ${CSS_RENDER_BLOCKING_GZIP / KIB} KiB gzip on every page`, () => {
  const rows: string[][] = [];
  const over: string[] = [];
  for (const page of builtPages()) {
    const sheets = blockingStylesheets(page);
    const missing = sheets.filter((file) => !existsSync(file));
    expect(missing, `${page.route} links stylesheets missing from the build`).toEqual([]);
    const bytes = sheets.reduce((sum, file) => sum + gzipOfFile(file), 0);
    rows.push([
      page.route,
      String(sheets.length),
      kib(bytes),
      kib(CSS_RENDER_BLOCKING_GZIP),
      verdict(bytes, CSS_RENDER_BLOCKING_GZIP),
    ]);
    if (bytes > CSS_RENDER_BLOCKING_GZIP) over.push(`${page.route}: ${kib(bytes)}`);
  }
  printTable(
    "Render-blocking CSS (<link rel=stylesheet> in <head>, gzip -9)",
    ["page", "files", "gzip", "budget", ""],
    rows,
  );
  expect(over, `over the ${kib(CSS_RENDER_BLOCKING_GZIP)} budget`).toEqual([]);
});

test(`each page's HTML is at most ${HTML_GZIP / KIB} KiB gzip`, () => {
  const rows: string[][] = [];
  const over: string[] = [];
  for (const page of builtPages()) {
    const bytes = gzipBytes(page.html);
    rows.push([page.route, kib(Buffer.byteLength(page.html)), kib(bytes), kib(HTML_GZIP), verdict(bytes, HTML_GZIP)]);
    if (bytes > HTML_GZIP) over.push(`${page.route}: ${kib(bytes)}`);
  }
  printTable("HTML per page", ["page", "raw", "gzip", "budget", ""], rows);
  expect(over, `over the ${kib(HTML_GZIP)} budget`).toEqual([]);
});

test(`the latin-subset fonts the pages use total at most ${FONTS_TOTAL / KIB} KiB`, () => {
  const fonts = new Set<string>();
  const families = new Set<string>();
  const preloaded = new Set<string>();
  const stylesheets = new Set<string>();
  for (const page of builtPages()) {
    for (const link of tags(page.head, "link")) {
      if (link.rel === "preload" && link.as === "font" && link.href) {
        const file = fileOf(link.href);
        if (file) preloaded.add(file);
      }
    }
    for (const sheet of appliedStylesheets(page)) stylesheets.add(sheet);
  }
  // Faces declared for the latin range (or for every character) in the CSS the pages load.
  for (const sheet of stylesheets) {
    const css = readFileSync(sheet, "utf8");
    for (const [block = ""] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
      const range = /unicode-range\s*:\s*([^;}]*)/i.exec(block)?.[1];
      // The latin range as written (U+0000-00FF) or as the build's CSS minifier shortens it (U+??).
      if (range && !/U\+0{1,4}-0?0?FF\b|U\+\?\?(?![\w?])/i.test(range)) continue;
      for (const [, url = ""] of block.matchAll(/url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/gi)) {
        const file = fileOf(url, path.dirname(sheet));
        if (file) fonts.add(file);
        families.add(/font-family\s*:\s*["']?([^"';}]+)/i.exec(block)?.[1]?.trim() ?? "(no font-family)");
      }
    }
  }
  for (const file of preloaded) fonts.add(file);
  const missing = [...fonts].filter((file) => !existsSync(file)).map((file) => path.relative(CLIENT, file));
  expect(missing, "fonts referenced but missing from build/client").toEqual([]);
  const rows = [...fonts]
    .sort()
    .map((file) => [path.relative(CLIENT, file), preloaded.has(file) ? "yes" : "no", kib(statSync(file).size)]);
  const total = [...fonts].reduce((sum, file) => sum + statSync(file).size, 0);
  rows.push(["total", "", kib(total), kib(FONTS_TOTAL), verdict(total, FONTS_TOTAL)]);
  printTable(
    "Fonts (latin subsets declared by the CSS, plus preloads)",
    ["file", "preloaded", "bytes", "budget", ""],
    rows,
  );
  // Each family of the theme (scripts/fonts/font-fallbacks.ts) has its latin face among those counted, and no other.
  expect(families).toEqual(new Set(FONT_STACKS.map((stack) => stack.family)));
  expect(total, `fonts total ${kib(total)}`).toBeLessThanOrEqual(FONTS_TOTAL);
});

test(`the fonts a phone actually downloads on each page total at most ${FONTS_TOTAL / KIB} KiB (${TELUGU_FONTS_TOTAL / KIB} KiB in Telugu)`, async ({
  page,
}) => {
  // Deterministic for a given build: the faces Chromium fetches for the text each page lays out (e.g. a latin-ext face for "₹").
  // Every English page and one Telugu page of each kind, about half a second each.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // Routing keeps third parties out and disables the HTTP cache, so every page reports all its fonts.
  await page.route(
    (url) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost",
    (route) => route.abort("blockedbyclient"),
  );
  let requested = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "font") requested.add(new URL(request.url()).pathname);
  });
  const rows: string[][] = [];
  const over: string[] = [];
  const union = new Map<string, number>();
  for (const built of builtPages().filter((each) => !isTranslated(each.route) || translatedSamples.has(each.route))) {
    requested = new Set();
    await page.goto(encodeURI(built.route), { waitUntil: "load" });
    // The fonts stylesheet is switched on after the first paint (scripts/build/after-first-paint.ts).
    await page.locator(`html[${FONTS_APPLIED_ATTRIBUTE}]`).waitFor({ state: "attached" });
    if (requested.size === 0) over.push(`${built.route}: no font downloaded`);
    const sizes = [...requested].map((pathname) => {
      const file = fileOf(pathname);
      const size = file && existsSync(file) ? statSync(file).size : 0;
      union.set(pathname, size);
      return size;
    });
    const bytes = sizes.reduce((sum, size) => sum + size, 0);
    const budget = fontBudgetOf(built.route);
    rows.push([built.route, String(requested.size), kib(bytes), kib(budget), verdict(bytes, budget)]);
    if (bytes > budget)
      over.push(
        `${built.route}: ${kib(bytes)} (${[...requested].map((pathname) => path.basename(pathname)).join(", ")})`,
      );
  }
  printTable("Fonts downloaded per page (390 px viewport)", ["page", "files", "bytes", "budget", ""], rows);
  printTable(
    "Font files downloaded by any page",
    ["file", "bytes"],
    [...union].sort().map(([pathname, size]) => [pathname, kib(size)]),
  );
  expect(over, `over the ${kib(FONTS_TOTAL)} budget`).toEqual([]);
});

test(`the largest images a phone downloads on first view are at most ${FIRST_VIEW_IMAGE / KIB} KiB each`, () => {
  const { images } = readMediaManifest();
  const rows: string[][] = [];
  const over: string[] = [];
  for (const src of FIRST_VIEW_IMAGES) {
    const image = images[src];
    expect(image, `${src} is missing from the media manifest`).toBeTruthy();
    const variants = [...expandImage(image!).avif].sort((a, b) => a.width - b.width);
    // What a browser picks from srcset with sizes="100vw": the smallest candidate at least as wide as the slot in device pixels.
    const picked = variants.find((variant) => variant.width >= PHONE_IMAGE_WIDTH) ?? variants.at(-1);
    expect(picked, `${src} has no AVIF variant`).toBeTruthy();
    const bytes = builtFileSize(picked!.url);
    rows.push([
      src,
      `${picked!.width}w AVIF`,
      picked!.url,
      kib(bytes),
      kib(FIRST_VIEW_IMAGE),
      verdict(bytes, FIRST_VIEW_IMAGE),
    ]);
    if (bytes > FIRST_VIEW_IMAGE) over.push(`${src}: ${kib(bytes)}`);
  }
  printTable(
    `First-view images on a 390 px DPR 2 phone (sizes=100vw → ${PHONE_IMAGE_WIDTH} px)`,
    ["image", "variant", "url", "bytes", "budget", ""],
    rows,
  );
  expect(over, `over the ${kib(FIRST_VIEW_IMAGE)} budget`).toEqual([]);
});

test(`the hero video and each landing walkthrough video pair are at most ${VIDEO_PAIR / MIB} MiB`, () => {
  const { files } = readMediaManifest();
  const rows: string[][] = [];
  const over: string[] = [];
  for (const sources of VIDEO_PAIRS) {
    const stem = sources[0]!.replace(/\.\w+$/, "");
    const sizes = sources.map((src) => {
      const file = files[src];
      expect(file, `${src} is missing from the media manifest`).toBeTruthy();
      return builtFileSize(file!.url);
    });
    const total = sizes.reduce((sum, size) => sum + size, 0);
    rows.push([
      stem,
      sources.map((src, index) => `${path.extname(src).slice(1)} ${kib(sizes[index]!)}`).join(" + "),
      kib(total),
      kib(VIDEO_PAIR),
      verdict(total, VIDEO_PAIR),
    ]);
    if (total > VIDEO_PAIR) over.push(`${stem}: ${kib(total)}`);
  }
  printTable("Videos (WebM + MP4 per loop)", ["video", "files", "pair", "budget", ""], rows);
  expect(over, `over the ${kib(VIDEO_PAIR)} budget`).toEqual([]);
});

test(`the music loop is at most ${MUSIC / KIB} KiB and the brochure at most ${BROCHURE / MIB} MiB`, () => {
  const { files } = readMediaManifest();
  const music = files[MUSIC_FILE];
  expect(music, `${MUSIC_FILE} is missing from the media manifest`).toBeTruthy();
  const musicBytes = builtFileSize(music!.url);
  // The brochure in each language: public/Brochure.pdf, public/te/Brochure.pdf (scripts/build/build-brochure.ts).
  const brochures = languages.map((language) => pathIn(language, siteSettings.brochurePath));
  const brochureBytes = brochures.map((file) => {
    expect(existsSync(path.join(CLIENT, file)), `build/client${file} is missing`).toBe(true);
    return statSync(path.join(CLIENT, file)).size;
  });
  printTable(
    "Music and brochure",
    ["file", "bytes", "budget", ""],
    [
      [`${MUSIC_FILE} (${music!.url})`, kib(musicBytes), kib(MUSIC), verdict(musicBytes, MUSIC)],
      ...brochures.map((file, i) => [
        file,
        kib(brochureBytes[i]!),
        kib(BROCHURE),
        verdict(brochureBytes[i]!, BROCHURE),
      ]),
    ],
  );
  expect(musicBytes, `music ${kib(musicBytes)}`).toBeLessThanOrEqual(MUSIC);
  for (const [i, file] of brochures.entries()) {
    expect(brochureBytes[i], `${file} ${kib(brochureBytes[i]!)}`).toBeLessThanOrEqual(BROCHURE);
  }
});
