/**
 * Holds back what the first paint does not need: the web fonts and every script.
 *
 * On a phone on a slow network, the scripts and the ~50 KB of fonts compete with the hero image for bandwidth, and
 * the page paints later. The pre-rendered HTML is complete and works without JavaScript, and the fallback fonts are
 * metric-matched (app/styles/font-fallbacks.css), so both can wait until the page has loaded and its first paint is
 * on screen. The layout (app/shells/layout/) loads this loader into every page, a small file of its own
 * (afterFirstPaintLoaderFile) and not an inline script: the HTML of a page is then smaller by some 1.1 KB compressed,
 * which keeps a page like the campaign page within the first round trip of a new connection (TCP's first 10
 * packets, about 14.6 KB with the headers; docs/decisions/0024-islands.md, step 7). An async script, so it delays
 * neither the parser nor the first paint, and the load event waits for it:
 * - it marks that moment (`data-painted` on <html>, and an event, app/astro/painted.ts), which the islands and the
 *   site script wait for (the directives of app/astro/);
 * - at that moment it asks for what the islands that start then (the first screen's) will import once their own code
 *   has come: the scripts they share and their page's words (`<link rel="modulepreload">`, from the client build's
 *   chunks, firstScreenPreloads), so that each is not a round trip of its own after the island's code;
 * - then the fonts wait for the islands that start then (the first screen's) to hydrate, at most FONTS_WAIT_MS: the
 *   first screen's controls before the fonts' looks;
 * - the fonts stylesheet (its <link>, media="print" and `data-fonts-after-paint`, waits in a <template> of the
 *   layout until the first contentful paint, when the loader puts it in <head>; at once if the loader itself came
 *   from the HTTP cache. Fetched from the HTML on a first visit, it took a connection and bandwidth beside the hero
 *   image and the page's stylesheet: docs/decisions/0037-fonts-stylesheet-after-paint.md): the loader loads its
 *   @font-face rules with the FontFace API and adds them together, so the page is laid out again once, not once per
 *   font. If its rules cannot be read, the stylesheet is switched on instead. A returning visitor has them in the
 *   HTTP cache, so they are loaded at once, without waiting for the load event: the fonts stylesheet is fetched on
 *   every visit, and its resource timing says whether it came from the cache (transferSize 0). That check needs no
 *   storage: a page's first localStorage or sessionStorage access waits on the browser process, 5 to 15 ms before
 *   the first paint in our traces.
 */

import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { clientDirectives, type Start } from "#app/astro/directives.ts";
import { NEAR_PX, PAINTED_ATTRIBUTE, PAINTED_EVENT } from "#app/astro/painted.ts";
import { inlineScript } from "./inline-script";

/** Marks the fonts stylesheet link in the layout (app/shells/layout/Page.astro), and the <template> it waits in. */
export const FONTS_LINK_ATTRIBUTE = "data-fonts-after-paint";
/** Set on <html> once the fonts are in use. */
export const FONTS_APPLIED_ATTRIBUTE = "data-fonts-applied";
/**
 * Set on <html>, with an event of the same moment on window, once the loader starts: what else waits for the first
 * paint starts from it (the islands' directives, app/astro/).
 */
export { PAINTED_ATTRIBUTE, PAINTED_EVENT } from "#app/astro/painted.ts";

/** The start of the loader's file's path in build/client (afterFirstPaintLoaderFile). */
export const LOADER_FILE_PREFIX = "assets/after-first-paint.";

/** Start at the latest this long after the loader runs, even if the load event never comes. */
export const SAFETY_DELAY_MS = 5000;

/** The fonts wait at most this long after the first paint for the first screen's islands. */
export const FONTS_WAIT_MS = 2000;

/** What an island will import once its code has come, from the client build (firstScreenPreloads). */
export interface Preloads {
  /** A script's URL (an island's module or renderer): the URLs of the chunks it imports, directly or through others. */
  imports: Record<string, string[]>;
  /** A part's name (its island's `component-export`): the names of the word modules it reads (app/generated/part-words.ts). */
  words: Record<string, string[]>;
  /** A language's code (`lang` of <html>): the URL of each word module by its name. */
  wordUrls: Record<string, Record<string, string>>;
}

/**
 * Which islands start at the first paint, by their directive's name (the `client` of <astro-island>): true, each
 * one; a distance in px, each one on the screen or within that distance of it.
 */
type StartAtPaint = Record<string, true | number>;

/** What each way a directive's island starts (app/astro/directives.ts) means for the loader at the first paint. */
const atPaint: Record<Start, true | number | undefined> = {
  "at paint": true,
  "at paint when near": NEAR_PX,
  // Only where the tab's storage holds a key, which the loader does not read before the first paint.
  "at paint when stored": undefined,
};

/** The islands that start at the first paint, from when each directive's island starts (app/astro/directives.ts). */
export function islandsStartingAtPaint(): StartAtPaint {
  const starting: StartAtPaint = {};
  for (const [name, { starts }] of Object.entries(clientDirectives)) {
    const at = atPaint[starts];
    if (at !== undefined) starting[name] = at;
  }
  return starting;
}

/** What the loader needs from the build, passed to it as JSON. */
interface AfterFirstPaintConfig {
  preloads: Preloads;
  startAtPaint: StartAtPaint;
  fontsLinkAttribute: string;
  fontsAppliedAttribute: string;
  paintedAttribute: string;
  paintedEvent: string;
  safetyDelayMs: number;
  fontsWaitMs: number;
}

/**
 * The loader; it runs in the page, its text written by inlineScript (scripts/build/inline-script.ts),
 * so it uses nothing of this module but its argument. It waits for the load event and for the first
 * contentful paint to be on screen (paint timing reports it after presentation, later than the frame
 * that drew it), then for one more frame. A hidden tab paints nothing, so it starts at once after the
 * load event; so does a browser without paint timing.
 * @public Exported so that nothing calls it here: inlineScript writes its text into the pages.
 */
export function afterFirstPaintLoader(config: AfterFirstPaintConfig): void {
  let started = false;
  let fontsRequested = false;
  let loaded = false;
  let painted = false;

  /** The fonts stylesheets, once in <head> (addFontsLinks), each with whether it has loaded. */
  const fontsLinks: { link: HTMLLinkElement; loaded: boolean }[] = [];

  // Puts the fonts stylesheets from their <template> in <head>, at the first paint (or at the start, where nothing
  // paints), and watches whether they come from the HTTP cache.
  function addFontsLinks(): void {
    const template = document.querySelector<HTMLTemplateElement>(`template[${config.fontsLinkAttribute}]`);
    if (!template) return;
    template.remove();
    const links = template.content.querySelectorAll<HTMLLinkElement>(`link[${config.fontsLinkAttribute}]`);
    for (let i = 0; i < links.length; i++) {
      const entry = { link: links[i]!, loaded: false };
      fontsLinks.push(entry);
      const settled = (): void => {
        entry.loaded = true;
        if (fontsRequested) applyFonts();
      };
      entry.link.addEventListener("load", settled, { once: true });
      entry.link.addEventListener("error", settled, { once: true });
      document.head.appendChild(entry.link);
    }
    // A returning visitor's fonts cost no bandwidth: loaded at once.
    if (fontsLinks[0]) ifFromCache(fontsLinks[0].link.href, loadFonts);
  }

  // Runs `then` once the resource at `url` has come, if it came from the HTTP cache (transferSize 0).
  function ifFromCache(url: string, then: () => void): void {
    try {
      new PerformanceObserver((list, observer) => {
        const entry = list.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined;
        if (!entry) return;
        observer.disconnect();
        if (entry.transferSize === 0 && entry.decodedBodySize > 0) then();
      }).observe({ type: "resource", buffered: true });
    } catch {
      // No resource timing: what it would start waits for the first paint.
    }
  }

  function loadFonts(): void {
    if (fontsRequested) return;
    fontsRequested = true;
    applyFonts();
  }

  // Once every fonts stylesheet has loaded (or failed).
  function applyFonts(): void {
    for (let i = 0; i < fontsLinks.length; i++) if (!fontsLinks[i]!.loaded) return;
    const faces: FontFace[] = [];
    for (let i = 0; i < fontsLinks.length; i++) {
      const link = fontsLinks[i]!.link;
      try {
        const rules = link.sheet!.cssRules;
        for (let j = 0; j < rules.length; j++) {
          const rule = rules[j]!;
          // CSSRule.FONT_FACE_RULE
          if (rule.type !== 5) continue;
          const style = (rule as CSSFontFaceRule).style;
          faces.push(
            new FontFace(style.getPropertyValue("font-family").replace(/["']/g, ""), style.getPropertyValue("src"), {
              weight: style.getPropertyValue("font-weight") || "normal",
              style: style.getPropertyValue("font-style") || "normal",
              display: (style.getPropertyValue("font-display") || "swap") as FontDisplay,
              unicodeRange: style.getPropertyValue("unicode-range") || "U+0-10FFFF",
            }),
          );
        }
      } catch {
        // Its rules cannot be read (not loaded, or another origin): the stylesheet applies them itself.
        link.media = "all";
      }
    }
    Promise.all(faces.map((face) => face.load())).then(
      () => {
        // All at once, so the page is laid out again once.
        faces.forEach((face) => document.fonts.add(face));
        document.documentElement.setAttribute(config.fontsAppliedAttribute, "");
      },
      () => {
        // A font that does not load leaves the metric-matched fallbacks in place.
      },
    );
  }

  // The islands that start at the first paint, by their directive (config.startAtPaint, islandsStartingAtPaint): each
  // one, or each one on or that near the screen. An island is `display: contents`: its place is its first element's.
  function startsAtPaint(island: Element): boolean {
    const near = config.startAtPaint[island.getAttribute("client") || ""];
    if (typeof near !== "number") return near === true;
    const box = island.firstElementChild?.getBoundingClientRect();
    return !!box && box.bottom > -near && box.top < innerHeight + near;
  }

  function startingIslandsPending(): boolean {
    const islands = document.querySelectorAll("astro-island[ssr]");
    for (let i = 0; i < islands.length; i++) if (startsAtPaint(islands[i]!)) return true;
    return false;
  }

  // What the islands that start now will import once their code has come: asked for now, beside it.
  function preloadForStartingIslands(): void {
    const { imports, words, wordUrls } = config.preloads;
    const urlOfWord = wordUrls[document.documentElement.lang] || {};
    const asked: Record<string, boolean> = {};
    const ask = (url: string | undefined): void => {
      if (!url || asked[url]) return;
      asked[url] = true;
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = url;
      document.head.appendChild(link);
    };
    const islands = document.querySelectorAll("astro-island[ssr]");
    for (let i = 0; i < islands.length; i++) {
      const island = islands[i]!;
      if (!startsAtPaint(island)) continue;
      (imports[island.getAttribute("component-url") || ""] || []).forEach(ask);
      (imports[island.getAttribute("renderer-url") || ""] || []).forEach(ask);
      (words[island.getAttribute("component-export") || ""] || []).forEach((name) => ask(urlOfWord[name]));
    }
  }

  // The fonts wait for the first screen's islands to hydrate (or at most fontsWaitMs): on a slow connection their
  // scripts, each a round trip or more, would otherwise share it with some 50 to 120 KB of fonts, and the first
  // screen's controls would work later. The fallbacks are metric-matched, so the page barely moves when they come.
  function loadFontsAfterIslands(): void {
    const check = (): void => {
      if (startingIslandsPending()) return;
      document.removeEventListener("astro:hydrate", check, true);
      loadFonts();
    };
    document.addEventListener("astro:hydrate", check, true);
    setTimeout(loadFonts, config.fontsWaitMs);
    check();
  }

  function start(): void {
    if (started) return;
    started = true;
    addFontsLinks();
    document.documentElement.setAttribute(config.paintedAttribute, "");
    // The islands' directives ask for the islands' own code on this event; then what it will import.
    dispatchEvent(new Event(config.paintedEvent));
    preloadForStartingIslands();
    loadFontsAfterIslands();
  }

  function ready(): void {
    if (!loaded) return;
    if (document.hidden) {
      start();
      return;
    }
    if (!painted) return;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = start;
      channel.port2.postMessage(0);
    });
  }

  function onLoad(): void {
    loaded = true;
    ready();
  }

  // A returning visitor: this loader came from the HTTP cache (its name changes with its text, so it is cached for
  // good), and so will the fonts stylesheet, which then goes in at once rather than at the first paint.
  const loader = document.currentScript as HTMLScriptElement | null;
  if (loader && loader.src) ifFromCache(loader.src, addFontsLinks);
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length) {
        observer.disconnect();
        painted = true;
        addFontsLinks();
        ready();
      }
    }).observe({ type: "paint", buffered: true });
  } catch {
    painted = true;
    addFontsLinks();
  }
  if (document.readyState === "complete") onLoad();
  else addEventListener("load", onLoad, { once: true });
  setTimeout(start, config.safetyDelayMs);
}

/** The loader's text, with what the first screen's islands will import (none: the loader only waits, as in dev). */
export function afterFirstPaintLoaderScript(preloads: Preloads = { imports: {}, words: {}, wordUrls: {} }): string {
  return inlineScript(import.meta.filename, "afterFirstPaintLoader", [
    {
      preloads,
      startAtPaint: islandsStartingAtPaint(),
      fontsLinkAttribute: FONTS_LINK_ATTRIBUTE,
      fontsAppliedAttribute: FONTS_APPLIED_ATTRIBUTE,
      paintedAttribute: PAINTED_ATTRIBUTE,
      paintedEvent: PAINTED_EVENT,
      safetyDelayMs: SAFETY_DELAY_MS,
      fontsWaitMs: FONTS_WAIT_MS,
    } satisfies AfterFirstPaintConfig,
  ]);
}

/**
 * The loader's file under build/client/assets/, emitted by astro.config.mjs once the client build's chunks are known
 * (its preloads name them), but named before the pages are rendered, which link it: after a hash of everything its
 * text is made from, this module and the client build's sources (`sources`, files and folders under `root`), so that
 * it is cached for good (hosting/cache-control.ts) and precached by the service worker, as Vite's files are.
 */
export function afterFirstPaintLoaderFile(root: string, sources: string[]): { fileName: string; url: string } {
  const hash = createHash("sha256");
  for (const file of [import.meta.filename, ...sources.flatMap((source) => filesUnder(path.join(root, source)))]) {
    hash.update(path.relative(root, file)).update(readFileSync(file));
  }
  const fileName = `${LOADER_FILE_PREFIX}${hash.digest("base64url").slice(0, 8)}.js`;
  return { fileName, url: `/${fileName}` };
}

function filesUnder(entry: string): string[] {
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)));
}
