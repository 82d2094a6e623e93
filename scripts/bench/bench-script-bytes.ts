/**
 * npm run bench:js [-- --runs=5 --routes=/,/blog] [--site=before:/path/to/client --site=after:build/client]
 *
 * The JavaScript each page makes a phone download: in a fresh Chromium context at a 390 px viewport,
 * the transfer size of every script the page's resource timing records once the page has loaded and is
 * idle (the network quiet, then an idle callback), and for the home page also once scrolled to its end,
 * which brings in the islands that wait for the screen. Medians of the runs, with their spread.
 * Several --site are measured in the same run, taking turns (scripts/bench/bench-sites.ts).
 * A benchmark, not a test: it prints figures and exits 0.
 */
import type { Browser } from "@playwright/test";
import { benchInBrowser, median } from "./bench-sites";

const FIRST_PORT = 4700;
const USAGE = "bench-script-bytes [--runs=5] [--routes=/,/blog] [--site=label:folder …]";
const PHONE = { width: 390, height: 844 };
/** The routes also measured scrolled to the end. */
const SCROLLED = new Set(["/", "/te/"]);

type Measure = { loaded: number; scrolled?: number; files: number };

async function measure(browser: Browser, url: string, scroll: boolean): Promise<Measure> {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: "block" });
  await context.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
  const page = await context.newPage();
  const scriptBytes = () =>
    page.evaluate(async () => {
      await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 }));
      const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
        (entry) => entry.initiatorType === "script" || /\.m?js(\?|$)/.test(new URL(entry.name).pathname),
      );
      return { bytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0), files: scripts.length };
    });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  const loaded = await scriptBytes();
  let scrolled: number | undefined;
  if (scroll) {
    for (let step = 0; step < 100; step++) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight * 0.8);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(150);
      if (atEnd) break;
    }
    await page.waitForLoadState("networkidle");
    scrolled = (await scriptBytes()).bytes;
  }
  await context.close();
  return { loaded: loaded.bytes, scrolled, files: loaded.files };
}

const kib = (bytes: number | undefined) =>
  bytes === undefined || Number.isNaN(bytes) ? "-" : (bytes / 1024).toFixed(1);
const spread = (values: number[]) =>
  values.length > 1 ? `${kib(Math.min(...values))}–${kib(Math.max(...values))}` : "-";

await benchInBrowser<Measure>({
  usage: USAGE,
  firstPort: FIRST_PORT,
  measure: (browser, url, route) => measure(browser, url, SCROLLED.has(route)),
  headers: ["JS at load KiB", "spread", "files", "JS scrolled to end KiB"],
  summarise: (runs) => {
    const loaded = runs.map((each) => each.loaded);
    const scrolled = runs.flatMap((each) => each.scrolled ?? []);
    return [
      kib(median(loaded)),
      spread(loaded),
      String(median(runs.map((each) => each.files))),
      scrolled.length ? kib(median(scrolled)) : "-",
    ];
  },
  caption: (runs) =>
    `Script bytes transferred (brotli, headers included) at a 390 px viewport, loaded and idle; medians of ${runs}.`,
});
