import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { type PageKind, pageKinds } from "../../app/page-registry";
import { expandImage } from "../../app/utils/expand-image";
import { pathsOfKind } from "../../app/utils/site-paths.server";
import { homeContent } from "../../content/home";
import { landingContent } from "../../content/landing";
import { languageOfPath, languages, pathIn } from "../../content/languages";
import { siteSettings } from "../../content/site";
import { wordsIn } from "../../content/words-in.server";
import { ADMIN_PATH } from "../../hosting/admin-headers";
import { ENTRY_BLOCK_ID, FONTS_APPLIED_ATTRIBUTE, FONTS_LINK_ATTRIBUTE } from "../../scripts/build/after-first-paint";
import { FONT_STACKS } from "../../scripts/fonts/font-fallbacks";
import { readMediaManifest } from "./media-manifest";
import { translatedPagePaths } from "./site-routes";

const { hero } = homeContent(wordsIn("en"));
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
 * JavaScript that must download, parse and run before the page is interactive; about 150 KiB gzip keeps TBT low on a
 * mid-range phone. The home page stood at 150.0 KiB when keeping an enquiry that HubSpot cannot take while online
 * (and asking the service worker to send its queue) added 0.5 KiB to it (docs/decisions/0023, 2026-11-26). The
 * /approvals page then added 0.2 KiB to every page: its route in React Router's manifest (0.14 KiB) and its link in
 * the header and footer, taking the home page to 151.1 KiB. Every new route costs every page this way until the
 * islands migration (docs/decisions/0024-islands.md) removes the manifest and the hydration of whole pages.
 * On 2026-11-26 the Vastu of each floor plan (its words, the six plans' facts and their rows, in the home page's
 * plan cards) added 1.0 KiB to the home page and /nri's route 0.2 KiB more: 152.3 KiB. Later that day /refer and
 * the video-call visit took it to 154.2 KiB: the route (0.15 KiB of manifest), the referral and visit fields and
 * numbers from abroad in the submission code (0.15 KiB), the entry code now a file of its own (0.2 KiB, before in
 * the HTML) and 1.2 KiB of chunk overhead, the enquiry code being split into smaller chunks now that /refer and
 * /nri use a part of it the home page uses whole (measured file by file against the build before).
 * On 2026-11-26 (evening) step 2 of the islands migration made every component read its words at render time, from
 * the page (docs/decisions/0024-islands.md): 3.2 KiB more on the home page (154.6 to 157.8 KiB, against the build
 * of the commit before). Not more words (each page's scripts carry the same modules' words as before, the site-visit
 * picker's still only when it loads) but the code that reads them: every component's `useContent` call, each content
 * module's factory, the provider and its guard (attributed by source map, file by file against the build before). The
 * migration's next step takes the words out of the scripts altogether (into each island's props) and the page's
 * framework code with them, to about 70 KiB on this measure; this budget then comes back down.
 */
const JS_FIRST_LOAD_GZIP = 158 * KIB;
/**
 * A translated page's scripts carry its words instead of the English ones (docs/decisions/0022): Telugu letters
 * take three bytes each and gzip shrinks them less, so the same home page weighs 5 KiB more (155 KiB, 2026-11-23;
 * 159.9 KiB with /refer and the video-call visit, 2026-11-26; 162.9 KiB with the words read at render time, 160.2
 * before, as above).
 */
const TRANSLATED_JS_FIRST_LOAD_GZIP = 163 * KIB;
// Stylesheets block the first paint; 20 KiB gzip is about 100 ms on Lighthouse's slow 4G.
const CSS_RENDER_BLOCKING_GZIP = 20 * KIB;
// Pre-rendered HTML incl. its inline data; 30 KiB gzip fits the first round trips of a mobile connection.
const HTML_GZIP = 30 * KIB;
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
/** The pages that stay plain HTML: the offline page. */
const plainRoutes = new Set(
  (pageKinds as readonly PageKind[])
    .filter((kind) => kind.hydrates === false)
    .flatMap((kind) => pathsOfKind(kind))
    .flatMap((route) => languages.map((language) => pathIn(language, route))),
);

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

/** Specifiers of dynamic import("…") calls with a literal, used only for inline module scripts, which run at load. */
function literalDynamicImports(code: string): string[] {
  return [...code.matchAll(/(?<![\w$.])import\s*\(\s*["']([^"'\n]+)["']\s*\)/g)].map(([, specifier = ""]) => specifier);
}

/** The module scripts a page loads at once, then everything they import statically, recursively. */
function firstLoadScripts(page: BuiltPage): { files: Set<string>; missing: string[] } {
  const entries = new Set<string>();
  const missing: string[] = [];
  const add = (url: string, fromDir = CLIENT) => {
    const file = fileOf(url, fromDir);
    if (file) entries.add(file);
  };
  for (const link of tags(page.html, "link"))
    if (link.rel?.split(/\s+/).includes("modulepreload") && link.href) add(link.href);
  for (const [, attributes = "", body = ""] of page.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [script = {}] = tags(`<script ${attributes}>`, "script");
    // The entry module waits in a data block until the page has loaded (scripts/build/after-first-paint.ts).
    if (script.type !== "module" && script.id !== ENTRY_BLOCK_ID) continue;
    // The entry file it names runs as an inline module would: its literal dynamic import (the client entry) counts.
    const entryFile = script["data-src"] ? fileOf(script["data-src"]) : undefined;
    const code = entryFile && existsSync(entryFile) ? readFileSync(entryFile, "utf8") : body;
    if (script.src) add(script.src);
    else if (entryFile) entries.add(entryFile);
    for (const specifier of [...staticImports(code), ...literalDynamicImports(code)]) add(specifier);
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

test(`JavaScript at first load is at most ${JS_FIRST_LOAD_GZIP / KIB} KiB gzip on every page (${TRANSLATED_JS_FIRST_LOAD_GZIP / KIB} KiB translated)`, () => {
  const rows: string[][] = [];
  const over: string[] = [];
  const broken: string[] = [];
  for (const page of builtPages()) {
    const { files, missing } = firstLoadScripts(page);
    broken.push(...missing.map((file) => `${page.route}: ${file} is loaded but missing`));
    const bytes = [...files].reduce((sum, file) => sum + gzipOfFile(file), 0);
    const budget = isTranslated(page.route) ? TRANSLATED_JS_FIRST_LOAD_GZIP : JS_FIRST_LOAD_GZIP;
    rows.push([page.route, String(files.size), kib(bytes), kib(budget), verdict(bytes, budget)]);
    // A page that never hydrates (app/page-registry.ts `hydrates: false`) must load no module at all.
    if (plainRoutes.has(page.route)) {
      if (files.size > 0) broken.push(`${page.route} never hydrates but loads ${files.size} module(s)`);
    } else if (files.size === 0) broken.push(`${page.route}: no module script found (hydration entry expected)`);
    for (const file of files)
      if (`/${path.relative(CLIENT, file)}`.startsWith(ADMIN_PATH))
        broken.push(`${page.route} loads the admin's ${file}`);
    if (bytes > budget) over.push(`${page.route}: ${kib(bytes)}`);
  }
  printTable(
    "JavaScript at first load (module entries + static imports, gzip -9)",
    ["page", "files", "gzip", "budget", ""],
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
      if (range && !/U\+0{1,4}-0?0?FF\b/i.test(range)) continue;
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
