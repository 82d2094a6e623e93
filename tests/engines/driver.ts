import type { Browser as PuppeteerBrowser, Page } from "puppeteer-core";
import sharp from "sharp";
import { Key } from "webdriverio";
import { FRAME_PATH } from "./site-front";

export type Size = { width: number; height: number };
export type KeyName = "ArrowLeft" | "ArrowRight" | "Enter" | "SelectAll";

/**
 * What a scenario asks of a browser, the same in every engine: Firefox through puppeteer-core (WebDriver BiDi),
 * WebKitGTK and WPE WebKit through webdriverio (classic WebDriver). Elements are named by CSS selectors
 * (page-steps.ts finds them by their words and marks them first).
 */
export interface Driver {
  /** "Firefox 153.8.0", "WebKitGTK 2.50.6", … */
  readonly name: string;
  /** Loads a URL with the viewport at `size` and waits for its load event. */
  open(url: string, size: Size): Promise<void>;
  /** Runs `fn` in the page with JSON arguments; resolves to its (awaited) JSON result. */
  run<A extends unknown[], T>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /** A real pointer click at the element's centre; classic WebDriver also refuses when something covers it. */
  click(selector: string): Promise<void>;
  /** Types into the focused element, key by key. */
  type(text: string): Promise<void>;
  press(key: KeyName): Promise<void>;
  /** The viewport as the page sees it, as a PNG. */
  screenshot(file: string): Promise<void>;
  /** Console errors and uncaught errors the engine itself reports (Firefox); page-hook.ts reports them everywhere. */
  readonly errors: string[];
  /** Ends the browser, by force if it no longer answers. */
  close(): Promise<void>;
}

/** Waits for `promise` to settle, at most `ms`: a browser that no longer answers is then stopped by force. */
function settleWithin(promise: Promise<unknown>, ms: number): Promise<unknown> {
  return Promise.race([promise.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms).unref())]);
}

/**
 * `fn` as an expression that calls it: tsx compiles functions with esbuild's keepNames, whose `__name` helper the
 * page does not have, so the call brings a stand-in for it.
 */
function callOf<A extends unknown[]>(fn: (...args: A) => unknown, args: A): string {
  return `(function () { var __name = function (target) { return target; }; return (${String(fn)}).apply(null, ${JSON.stringify(args)}); })()`;
}

export function puppeteerDriver(name: string, browser: PuppeteerBrowser, page: Page): Driver {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${String(error)}`));
  return {
    name,
    errors,
    async open(url, size) {
      const viewport = page.viewport();
      if (viewport?.width !== size.width || viewport.height !== size.height) await page.setViewport(size);
      await page.goto(url, { waitUntil: "load" });
    },
    // The result is the page's JSON, as the interface says; the engine cannot check its type.
    run: <A extends unknown[], T>(fn: (...args: A) => T, ...args: A) =>
      page.evaluate(callOf(fn, args)) as Promise<Awaited<T>>,
    // A page still laying out (a language's page as its fonts and islands arrive) can have the element without a box
    // for a moment: Puppeteer then finds no point to click ("Node is either not clickable or not an Element").
    async click(selector) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await page.click(selector);
        } catch (error) {
          if (attempt === 5 || !String(error).includes("not clickable")) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    },
    type: (text) => page.keyboard.type(text),
    async press(key) {
      if (key !== "SelectAll") return page.keyboard.press(key);
      await page.keyboard.down("Control");
      await page.keyboard.press("a");
      await page.keyboard.up("Control");
    },
    screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
    async close() {
      await settleWithin(browser.close(), 5000);
      browser.process()?.kill("SIGKILL");
    },
  };
}

const KEYS: Record<KeyName, string[]> = {
  ArrowLeft: [Key.ArrowLeft],
  ArrowRight: [Key.ArrowRight],
  Enter: [Key.Enter],
  SelectAll: [Key.Ctrl, "a"],
};

/**
 * The page's inner size once the window has it: right after a resize or a page left behind, WebKitGTK may answer the
 * script with nothing (a page between documents), so it is asked again until it answers with numbers.
 */
async function innerSize(browser: WebdriverIO.Browser): Promise<Size> {
  let found: Size | undefined;
  await browser.waitUntil(
    async () => {
      const size = (await browser.execute("return { width: innerWidth, height: innerHeight }")) as Partial<Size> | null;
      if (Number.isFinite(size?.width) && Number.isFinite(size?.height)) found = size as Size;
      return found !== undefined;
    },
    { timeout: 5_000, interval: 100, timeoutMsg: "the window reported no inner size" },
  );
  if (!found) throw new Error("the window reported no inner size");
  return found;
}

/**
 * A WebDriver session. WebKitGTK's window cannot be narrower than about 450 px: below `frameBelow` px the page is
 * loaded in a frame of the size asked for (site-front.ts serves it), and every command then acts in that frame.
 */
export function webdriverDriver(
  name: string,
  browser: WebdriverIO.Browser,
  frameBelow: number,
  quit: () => Promise<void>,
): Driver {
  let framed = false;
  let frameSize = { width: 0, height: 0 };
  let windowSize = { width: 0, height: 0 };
  return {
    name,
    errors: [],
    async open(url, size) {
      if (framed) await browser.switchFrame(null);
      framed = size.width < frameBelow;
      // A phone's width is a frame of that size at the window's top left, the window as narrow as it goes.
      const view = framed ? { width: frameBelow, height: size.height } : size;
      if (frameBelow > 0 && (windowSize.width !== view.width || windowSize.height !== view.height)) {
        // The window's size, less its frame, is the page's: grown by what the frame takes.
        await browser.setWindowSize(view.width, view.height);
        const inner = await innerSize(browser);
        await browser.setWindowSize(2 * view.width - inner.width, 2 * view.height - inner.height);
        windowSize = view;
      }
      if (!framed) return void (await browser.url(url));
      frameSize = size;
      const { origin, pathname, search, hash } = new URL(url);
      const src = encodeURIComponent(pathname + search + hash);
      await browser.url(`${origin}${FRAME_PATH}?width=${size.width}&height=${size.height}&src=${src}`);
      await browser.switchFrame(await browser.$("iframe"));
    },
    run: <A extends unknown[], T>(fn: (...args: A) => T, ...args: A) =>
      browser.execute(`return ${callOf(fn, args)}`) as Promise<Awaited<T>>,
    click: (selector) => browser.$(selector).click(),
    // Each key down and up in turn: webdriverio's keys() holds them all down at once, a chord, which types "0000" as "0".
    async type(text) {
      const keys = browser.action("key");
      for (const char of text) keys.down(char).up(char);
      await keys.perform();
    },
    press: (key) => browser.keys(KEYS[key]),
    async screenshot(file) {
      if (!framed) return void (await browser.saveScreenshot(file));
      // The window's view, cut to the frame at its top left (WebKit's element screenshot of a frame comes out short).
      const window = Buffer.from(await browser.takeScreenshot(), "base64");
      await sharp(window)
        .extract({ left: 0, top: 0, ...frameSize })
        .toFile(file);
    },
    async close() {
      await settleWithin(browser.deleteSession(), 5000);
      await quit();
    },
  };
}
