import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { NEAR_PX } from "#app/astro/painted.ts";
import {
  afterFirstPaintLoaderScript,
  FONTS_APPLIED_ATTRIBUTE,
  FONTS_LINK_ATTRIBUTE,
  FONTS_WAIT_MS,
  islandsStartingAtPaint,
  PAINTED_ATTRIBUTE,
  PAINTED_EVENT,
  type Preloads,
  SAFETY_DELAY_MS,
} from "./after-first-paint";

/**
 * An island of the page: its directive, where its first element is, whether it still waits to hydrate, and its
 * module, renderer and export (Astro's `component-url`, `renderer-url`, `component-export`).
 */
type Island = { client: string; top: number; ssr: boolean; module?: string; renderer?: string; part?: string };
const SCREEN_HEIGHT = 800;

/** Runs the loader's text, as a page carries it, in a context holding only a fake page's globals. */
function loadPage({
  readyState = "loading",
  hidden = false,
  paintTiming = true,
  fontsFromCache = false,
  sheetReadable = true,
  islands = [] as Island[],
  lang = "en",
  preloads = undefined as Preloads | undefined,
  loaderUrl = undefined as string | undefined,
} = {}) {
  const hydrateListeners = new Set<() => void>();
  const timers: { run: () => void; delay: number }[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const loadListeners: (() => void)[] = [];
  const observers: { type: string; callback: (list: unknown, observer: unknown) => void; connected: boolean }[] = [];
  const faces: { family: string; source: string; descriptors: Record<string, string>; added: boolean }[] = [];
  const htmlAttributes: Record<string, string> = {};
  const events: string[] = [];
  /** The <link>s added to <head>. */
  const links: { rel: string; href: string }[] = [];
  const fontFaceRule = (properties: Record<string, string>) => ({
    type: 5,
    style: { getPropertyValue: (name: string) => properties[name] ?? "" },
  });
  const fontsLinkLoadListeners: (() => void)[] = [];
  const fontsLink = {
    href: "http://localhost/assets/fonts-1.css",
    media: "print",
    addEventListener: (type: string, listener: () => void) => type === "load" && fontsLinkLoadListeners.push(listener),
    sheet: sheetReadable
      ? {
          cssRules: [
            { type: 1, style: { getPropertyValue: () => "" } },
            fontFaceRule({ "font-family": '"Manrope"', src: 'url("/a.woff2")', "font-weight": "200 800" }),
            fontFaceRule({
              "font-family": "'Playfair Display'",
              src: 'url("/b.woff2")',
              "font-style": "italic",
              "font-display": "optional",
              "unicode-range": "U+0-FF",
            }),
          ],
        }
      : null,
  };
  // The layout's <template> holding the fonts stylesheet's link (app/shells/layout/Page.astro).
  const fontsTemplate = {
    inPage: true,
    remove: () => (fontsTemplate.inPage = false),
    content: {
      querySelectorAll: (selector: string) => (selector === `link[${FONTS_LINK_ATTRIBUTE}]` ? [fontsLink] : []),
    },
  };
  /** Whether the fonts stylesheet's link is in <head>, where the browser fetches it (here, at once). */
  let fontsLinkInHead = false;
  const document = {
    readyState,
    hidden,
    currentScript: loaderUrl ? { src: loaderUrl } : null,
    querySelector: (selector: string) =>
      selector === `template[${FONTS_LINK_ATTRIBUTE}]` && fontsTemplate.inPage ? fontsTemplate : null,
    querySelectorAll: (selector: string) => {
      if (selector !== "astro-island[ssr]") return [];
      return islands
        .filter((island) => island.ssr)
        .map((island) => ({
          getAttribute: (name: string) =>
            ({
              client: island.client,
              "component-url": island.module,
              "renderer-url": island.renderer,
              "component-export": island.part,
            })[name] ?? null,
          firstElementChild: { getBoundingClientRect: () => ({ top: island.top, bottom: island.top + 300 }) },
        }));
    },
    addEventListener: (type: string, listener: () => void) => type === "astro:hydrate" && hydrateListeners.add(listener),
    removeEventListener: (type: string, listener: () => void) => hydrateListeners.delete(listener),
    documentElement: { lang, setAttribute: (name: string, value: string) => (htmlAttributes[name] = value) },
    createElement: () => ({ rel: "", href: "" }),
    head: {
      appendChild: (link: { rel: string; href: string } | typeof fontsLink) => {
        if (!("media" in link)) return links.push(link);
        fontsLinkInHead = true;
        fontsLinkLoadListeners.splice(0).forEach((loaded) => loaded());
      },
    },
    fonts: { add: (face: { added: boolean }) => (face.added = true) },
  };
  class FontFace {
    added = false;
    constructor(
      public family: string,
      public source: string,
      public descriptors: Record<string, string>,
    ) {
      faces.push(this);
    }
    load() {
      return Promise.resolve(this);
    }
  }
  class PerformanceObserver {
    constructor(private callback: (list: unknown, observer: unknown) => void) {
      if (!paintTiming) throw new TypeError("PerformanceObserver is not supported");
    }
    observe({ type }: { type: string }) {
      const record = { type, callback: this.callback, connected: true };
      observers.push(record);
      (this as unknown as { record: typeof record }).record = record;
    }
    disconnect() {
      (this as unknown as { record: { connected: boolean } }).record.connected = false;
    }
  }
  class MessageChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
  }
  const emit = (type: string, entries: { name: string; transferSize?: number; decodedBodySize?: number }[]) => {
    for (const observer of observers.filter((o) => o.type === type && o.connected)) {
      const list = { getEntriesByName: (name: string) => entries.filter((e) => e.name === name) };
      const self = { disconnect: () => (observer.connected = false) };
      observer.callback(list, self);
    }
  };
  runInNewContext(afterFirstPaintLoaderScript(preloads), {
    document,
    FontFace,
    PerformanceObserver,
    MessageChannel,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    innerHeight: SCREEN_HEIGHT,
    setTimeout: (run: () => void, delay: number) => timers.push({ run, delay }),
    Event: class {
      constructor(public type: string) {}
    },
    dispatchEvent: (event: { type: string }) => events.push(event.type),
    addEventListener: (type: string, listener: () => void, options: { once?: boolean }) => {
      if (type === "load" && options.once) loadListeners.push(listener);
    },
  });
  const drain = (queue: (() => void)[]) => queue.splice(0).forEach((run) => run());
  return {
    events,
    links,
    faces,
    fontsLink,
    fontsLinkInHead: () => fontsLinkInHead,
    htmlAttributes,
    timers,
    fire: {
      load: () => drain(loadListeners),
      firstContentfulPaint: () => emit("paint", [{ name: "first-contentful-paint" }]),
      fontsStylesheet: () =>
        emit("resource", [{ name: fontsLink.href, transferSize: fontsFromCache ? 0 : 2048, decodedBodySize: 1900 }]),
      loader: (fromCache: boolean) =>
        emit("resource", [{ name: loaderUrl ?? "", transferSize: fromCache ? 0 : 4096, decodedBodySize: 9000 }]),
      frame: () => drain(frames),
      task: () => drain(tasks),
      /** Astro's island runtime: the island loses its `ssr` attribute and dispatches `astro:hydrate`. */
      hydrated: (island: Island) => {
        island.ssr = false;
        for (const listener of [...hydrateListeners]) listener();
      },
    },
    /** Lets the fonts' load promises settle. */
    settle: () => new Promise((resolve) => setImmediate(resolve)),
  };
}

describe("the after-first-paint loader, as the pages carry it", () => {
  it("marks the moment after the load event, the first contentful paint and one frame, and applies the fonts with it", async () => {
    const page = loadPage();
    page.fire.fontsStylesheet();
    page.fire.load();
    page.fire.firstContentfulPaint();
    page.fire.task();
    expect(page.events).toEqual([]);
    page.fire.frame();
    expect(page.events).toEqual([]);
    page.fire.task();
    // The moment marked for what waits for the first paint (the islands' directive, app/astro/).
    expect(page.events).toEqual([PAINTED_EVENT]);

    expect(page.faces.map(({ family, source, descriptors }) => ({ family, source, descriptors }))).toEqual([
      {
        family: "Manrope",
        source: 'url("/a.woff2")',
        descriptors: { weight: "200 800", style: "normal", display: "swap", unicodeRange: "U+0-10FFFF" },
      },
      {
        family: "Playfair Display",
        source: 'url("/b.woff2")',
        descriptors: { weight: "normal", style: "italic", display: "optional", unicodeRange: "U+0-FF" },
      },
    ]);
    expect(page.htmlAttributes).toEqual({ [PAINTED_ATTRIBUTE]: "" });
    await page.settle();
    expect(page.faces.map((face) => face.added)).toEqual([true, true]);
    expect(page.htmlAttributes).toEqual({ [PAINTED_ATTRIBUTE]: "", [FONTS_APPLIED_ATTRIBUTE]: "" });
  });

  it("holds the fonts until the first screen's islands have hydrated, not one far below the screen", () => {
    const afterPaint = { client: "afterpaint", top: 0, ssr: true };
    const near = { client: "near", top: SCREEN_HEIGHT + 100, ssr: true };
    const farBelow = { client: "near", top: 3 * SCREEN_HEIGHT, ssr: true };
    const page = loadPage({ islands: [afterPaint, near, farBelow] });
    page.fire.load();
    page.fire.firstContentfulPaint();
    page.fire.frame();
    page.fire.task();
    expect(page.events).toEqual([PAINTED_EVENT]);
    expect(page.faces).toEqual([]);
    page.fire.hydrated(afterPaint);
    expect(page.faces).toEqual([]);
    page.fire.hydrated(near);
    expect(page.faces).toHaveLength(2);
    // And only once.
    page.fire.hydrated(farBelow);
    expect(page.faces).toHaveLength(2);
  });

  it("does not hold the fonts for an island that starts only where the tab's storage holds its key", () => {
    const stored = { client: "stored", top: 0, ssr: true };
    const page = loadPage({ islands: [stored] });
    page.fire.load();
    page.fire.firstContentfulPaint();
    page.fire.frame();
    page.fire.task();
    expect(page.faces).toHaveLength(2);
  });

  it(`loads the fonts ${FONTS_WAIT_MS} ms after the first paint if an island never hydrates`, () => {
    const page = loadPage({ islands: [{ client: "afterpaint", top: 0, ssr: true }] });
    page.fire.load();
    page.fire.firstContentfulPaint();
    page.fire.frame();
    page.fire.task();
    expect(page.faces).toEqual([]);
    const wait = page.timers.find((timer) => timer.delay === FONTS_WAIT_MS);
    wait!.run();
    expect(page.faces).toHaveLength(2);
  });

  it("waits for the first paint even when the page has loaded", () => {
    const page = loadPage({ readyState: "complete" });
    page.fire.frame();
    page.fire.task();
    expect(page.events).toEqual([]);
    page.fire.firstContentfulPaint();
    page.fire.frame();
    page.fire.task();
    expect(page.events).toHaveLength(1);
  });

  it("starts at the load event in a hidden tab, which paints nothing", () => {
    const page = loadPage({ hidden: true });
    expect(page.events).toEqual([]);
    page.fire.load();
    expect(page.events).toEqual([PAINTED_EVENT]);
  });

  it("starts one frame after the load event in a browser without paint timing", () => {
    const page = loadPage({ paintTiming: false });
    page.fire.load();
    expect(page.events).toEqual([]);
    page.fire.frame();
    page.fire.task();
    expect(page.events).toHaveLength(1);
  });

  it(`starts after ${SAFETY_DELAY_MS} ms if the load event never comes, and only once`, () => {
    const page = loadPage();
    expect(page.timers.map((timer) => timer.delay)).toEqual([SAFETY_DELAY_MS]);
    page.timers[0]!.run();
    expect(page.events).toHaveLength(1);
    page.fire.load();
    page.fire.firstContentfulPaint();
    page.fire.frame();
    page.fire.task();
    expect(page.events).toHaveLength(1);
    expect(page.faces).toHaveLength(2);
  });

  it("puts the fonts stylesheet in the page at the first contentful paint, not before", () => {
    const page = loadPage();
    page.fire.load();
    expect(page.fontsLinkInHead()).toBe(false);
    page.fire.firstContentfulPaint();
    expect(page.fontsLinkInHead()).toBe(true);
  });

  it("puts the fonts stylesheet in the page at once when the loader came from the HTTP cache", () => {
    const loaderUrl = "http://localhost/assets/after-first-paint.abc.js";
    const returning = loadPage({ loaderUrl, fontsFromCache: true });
    returning.fire.loader(true);
    expect(returning.fontsLinkInHead()).toBe(true);
    returning.fire.fontsStylesheet();
    expect(returning.faces).toHaveLength(2);
    expect(returning.events).toEqual([]);

    const first = loadPage({ loaderUrl });
    first.fire.loader(false);
    expect(first.fontsLinkInHead()).toBe(false);
  });

  it("loads a returning visitor's cached fonts at once, before the load event; a first visit's wait", () => {
    const returning = loadPage({ fontsFromCache: true });
    returning.fire.firstContentfulPaint();
    returning.fire.fontsStylesheet();
    expect(returning.faces).toHaveLength(2);
    expect(returning.events).toEqual([]);

    const first = loadPage({ fontsFromCache: false });
    first.fire.firstContentfulPaint();
    first.fire.fontsStylesheet();
    expect(first.faces).toEqual([]);
  });

  it("switches the fonts stylesheet on when its rules cannot be read", () => {
    const page = loadPage({ sheetReadable: false, hidden: true });
    page.fire.load();
    expect(page.fontsLink.media).toBe("all");
    expect(page.faces).toEqual([]);
    expect(page.events).toHaveLength(1);
  });

  /** The chunks and words of a page with a grid on its first screen and a form far below it. */
  const preloads: Preloads = {
    imports: {
      "/assets/Grid.js": ["/assets/islands.js", "/assets/site.js"],
      "/assets/client.js": ["/assets/islands.js"],
      "/assets/Form.js": ["/assets/islands.js", "/assets/form-only.js"],
    },
    words: { Grid: ["language", "ui", "flatTexts"], Form: ["ui", "enquiry"] },
    wordUrls: {
      en: { ui: "/assets/ui.en.js", flatTexts: "/assets/flat-texts.en.js", enquiry: "/assets/enquiry.en.js" },
      te: { ui: "/assets/ui.te.js", flatTexts: "/assets/flat-texts.te.js", enquiry: "/assets/enquiry.te.js" },
    },
  };
  const grid = { client: "near", top: 100, module: "/assets/Grid.js", renderer: "/assets/client.js", part: "Grid" };
  const form = { client: "near", top: 3 * SCREEN_HEIGHT, module: "/assets/Form.js", renderer: "/assets/client.js" };

  it("asks at the first paint for what the first screen's islands will import: their chunks and their words, once each", () => {
    const page = loadPage({ preloads, islands: [{ ...grid, ssr: true }, { ...form, part: "Form", ssr: true }] });
    page.fire.load();
    page.fire.firstContentfulPaint();
    page.fire.frame();
    expect(page.links).toEqual([]);
    page.fire.task();
    expect(page.links).toEqual(
      ["/assets/islands.js", "/assets/site.js", "/assets/ui.en.js", "/assets/flat-texts.en.js"].map((href) => ({
        rel: "modulepreload",
        href,
      })),
    );
  });

  it("asks for the words of the page's language, and for nothing of an island already hydrated", () => {
    const telugu = loadPage({ preloads, lang: "te", islands: [{ ...grid, ssr: true }], hidden: true });
    telugu.fire.load();
    expect(telugu.links.map((link) => link.href)).toEqual([
      "/assets/islands.js",
      "/assets/site.js",
      "/assets/ui.te.js",
      "/assets/flat-texts.te.js",
    ]);
    const hydrated = loadPage({ preloads, islands: [{ ...grid, ssr: false }], hidden: true });
    hydrated.fire.load();
    expect(hydrated.links).toEqual([]);
  });
});

describe("the islands that start at the first paint (islandsStartingAtPaint)", () => {
  it("are the directives' as app/astro/directives.ts declares them: each afterpaint, each near within NEAR_PX", () => {
    expect(islandsStartingAtPaint()).toEqual({ afterpaint: true, near: NEAR_PX });
  });
});
