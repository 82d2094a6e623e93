/**
 * Holds back what the first paint does not need: the web fonts and React Router's hydration.
 *
 * On a phone on a slow network, the ~140 KB of route modules and the ~50 KB of fonts compete
 * with the hero image for bandwidth, and the page paints later. The pre-rendered HTML is
 * complete and works without JavaScript, and the fallback fonts are metric-matched
 * (app/styles/font-fallbacks.css), so both can wait until the page has loaded and its first
 * paint is on screen:
 * - React Router's entry module script (one per kind of page) moves to a file of its own under /assets/, named by
 *   its content's hash, and an inert block names it; the loader then adds it as a module script. A file from
 *   'self' needs no CSP hash, so a new kind of page adds nothing to the policy (docs/decisions/0004).
 * - The fonts stylesheet (linked by app/root.tsx with media="print" and `data-fonts-after-paint`,
 *   so it does not block rendering): the loader loads its @font-face rules with the FontFace
 *   API and adds them together, so the page is laid out again once, not once per font. If
 *   its rules cannot be read, the stylesheet is switched on instead. A returning visitor has
 *   them in the HTTP cache, so they are loaded at once: the fonts stylesheet is fetched on every
 *   visit, and its resource timing says whether it came from the cache (transferSize 0). That
 *   check needs no storage: a page's first localStorage or sessionStorage access waits on the
 *   browser process, 5 to 15 ms before the first paint in our traces.
 */

import { inlineScript } from "./inline-script";

export const ENTRY_BLOCK_ID = "rr-entry";
const ENTRY_BLOCK_TYPE = "text/x-module-after-paint";
/** Marks the fonts stylesheet link in app/root.tsx. */
export const FONTS_LINK_ATTRIBUTE = "data-fonts-after-paint";
/** Set on <html> once the fonts are in use. */
export const FONTS_APPLIED_ATTRIBUTE = "data-fonts-applied";
/**
 * Set on <html>, with an event of the same moment on window, once the loader starts: what else waits for the first
 * paint starts from it (the islands' `client:afterpaint` directive, spikes/islands/src/integrations/).
 */
export const PAINTED_ATTRIBUTE = "data-painted";
export const PAINTED_EVENT = "site:painted";

/** Start at the latest this long after the loader runs, even if the load event never comes. */
export const SAFETY_DELAY_MS = 5000;

/** What the loader needs from the build, passed to it as JSON. */
interface AfterFirstPaintConfig {
  entryBlockId: string;
  fontsLinkAttribute: string;
  fontsAppliedAttribute: string;
  paintedAttribute: string;
  paintedEvent: string;
  safetyDelayMs: number;
}

/**
 * The inline loader; it runs in the page, written there by inlineScript (scripts/build/inline-script.ts),
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

  function loadFonts(): void {
    if (fontsRequested) return;
    fontsRequested = true;
    const links = document.querySelectorAll<HTMLLinkElement>(`link[${config.fontsLinkAttribute}]`);
    const faces: FontFace[] = [];
    for (let i = 0; i < links.length; i++) {
      const link = links[i]!;
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

  function start(): void {
    if (started) return;
    started = true;
    loadFonts();
    document.documentElement.setAttribute(config.paintedAttribute, "");
    dispatchEvent(new Event(config.paintedEvent));
    const entry = document.getElementById(config.entryBlockId);
    // A page that never hydrates (scripts/build/plain-pages.ts) has no entry: only its fonts load.
    if (!entry) return;
    const script = document.createElement("script");
    script.type = "module";
    script.src = entry.getAttribute("data-src") ?? "";
    document.body.appendChild(script);
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

  const fontsLink = document.querySelector<HTMLLinkElement>(`link[${config.fontsLinkAttribute}]`);
  if (fontsLink) {
    try {
      new PerformanceObserver((list, observer) => {
        const entry = list.getEntriesByName(fontsLink.href)[0] as PerformanceResourceTiming | undefined;
        if (!entry) return;
        observer.disconnect();
        // From the HTTP cache: a returning visitor, whose fonts cost no bandwidth.
        if (entry.transferSize === 0 && entry.decodedBodySize > 0) loadFonts();
      }).observe({ type: "resource", buffered: true });
    } catch {
      // No resource timing: the fonts wait for the first paint.
    }
  }
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length) {
        observer.disconnect();
        painted = true;
        ready();
      }
    }).observe({ type: "paint", buffered: true });
  } catch {
    painted = true;
  }
  if (document.readyState === "complete") onLoad();
  else addEventListener("load", onLoad, { once: true });
  setTimeout(start, config.safetyDelayMs);
}

let loaderScript: string | undefined;

/** The loader's text as the pages carry it; the same on every page, so one CSP hash. */
export function afterFirstPaintLoaderScript(): string {
  loaderScript ??= inlineScript(import.meta.filename, "afterFirstPaintLoader", [
    {
      entryBlockId: ENTRY_BLOCK_ID,
      fontsLinkAttribute: FONTS_LINK_ATTRIBUTE,
      fontsAppliedAttribute: FONTS_APPLIED_ATTRIBUTE,
      paintedAttribute: PAINTED_ATTRIBUTE,
      paintedEvent: PAINTED_EVENT,
      safetyDelayMs: SAFETY_DELAY_MS,
    } satisfies AfterFirstPaintConfig,
  ]);
  return loaderScript;
}

/** React Router's links, in the one form it writes them. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
/** A modulepreload link in any form, to find one the rewrite missed. */
const ANY_MODULE_PRELOAD = /<link\b[^>]*\srel=["']?(?:[^"'>]*\s)?modulepreload\b[^>]*>/gi;
const ENTRY_SCRIPT = /<script type="module"(?: async="")?>([\s\S]*?)<\/script>/g;
/** A module script in any form, to find one that would still run before the first paint. */
const ANY_MODULE_SCRIPT = /<script\b[^>]*\stype=(?:"module"|'module'|module(?=[\s>]))[^>]*>/gi;

/**
 * Drops the modulepreload links (they fetch every route module at the highest priority,
 * ahead of the hero image) and hands the entry module script to the loader: `writeEntry` keeps its code as a file
 * and answers the file's URL.
 *
 * Fails the build, naming the page, when React Router's output is not what this expects, instead of
 * shipping a page that hydrates before its first paint or never: the page must have exactly one entry
 * module script and at least one modulepreload link (React Router links its manifest and entry module
 * on every page it renders), and after the rewrite no modulepreload link and no module script may be
 * left in any form.
 */
export function deferToFirstPaint(html: string, writeEntry: (code: string) => string, file = "page"): string {
  const fail = (problem: string) => new Error(`${file}: after-first-paint: ${problem}`);
  const entries = [...html.matchAll(ENTRY_SCRIPT)];
  if (entries.length !== 1) {
    throw fail(`expected one React Router entry <script type="module">, found ${entries.length}`);
  }
  if (!html.match(MODULE_PRELOAD)) {
    throw fail('no <link rel="modulepreload" href="…"/> to drop; React Router writes them on every page');
  }
  const rewritten = html
    .replace(MODULE_PRELOAD, "")
    .replace(
      ENTRY_SCRIPT,
      (_, code: string) =>
        `<script type="${ENTRY_BLOCK_TYPE}" id="${ENTRY_BLOCK_ID}" data-src="${writeEntry(code)}"></script><script>${afterFirstPaintLoaderScript()}</script>`,
    );
  const preloads = rewritten.match(ANY_MODULE_PRELOAD) ?? [];
  if (preloads.length > 0) {
    throw fail(`${preloads.length} modulepreload link(s) left in a form it does not know, such as ${preloads[0]}`);
  }
  const modules = rewritten.match(ANY_MODULE_SCRIPT) ?? [];
  if (modules.length > 0) {
    throw fail(`${modules.length} module script(s) left that would run before the first paint, such as ${modules[0]}`);
  }
  return rewritten;
}
