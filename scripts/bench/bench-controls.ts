/**
 * npm run bench:controls [-- --runs=5 --routes=/,/flats/A-101] [--site=before:/path/to/client --site=after:build/client]
 *
 * When the first screen's controls start to work, on a mid-range phone: a 390 px viewport, the CPU slowed down
 * four times, 1.6 Mbps down and 150 ms round trips (Lighthouse's mobile profile, applied by Chromium itself).
 * A control is a button or form field in the first screen. It works from the moment it is parsed when the
 * browser runs it alone (a popover's toggle, a <summary>, a field of a form with an action), else from the
 * moment React (or Preact) has attached its handlers to it or to its form, or a plain script its listener. A script
 * injected before the page's own records, every 25 ms, which controls work; the figure is the time from the
 * navigation's start until the last of them does. Medians of the runs, with their
 * spread, and the control that was last in the median run. Several --site are measured in the same run,
 * taking turns (scripts/bench/bench-sites.ts). A benchmark, not a test: it prints figures and exits 0.
 */
import type { Browser } from "@playwright/test";
import { benchInBrowser, median } from "./bench-sites";

const FIRST_PORT = 4800;
const USAGE = "bench-controls [--runs=5] [--routes=/,/blog] [--site=label:folder …]";
const PHONE = { width: 390, height: 844 };
/** Lighthouse's mobile throttling: 1.6 Mbps down, 750 kbps up, 150 ms round trips, 4x CPU. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const CPU_SLOWDOWN = 4;
/** How long to wait for every control, after which a run reports what still did not work. */
const WAIT_MS = 20_000;

type Run = { ms: number; last: string; controls: number; dead: string[] };

/** Runs in the page before its own scripts: records when each first-screen control first works. */
function recordControls() {
  const record = { started: performance.now(), working: new Map<Element, number>() };
  (window as unknown as { __controls: typeof record }).__controls = record;
  const worksNatively = (element: Element) =>
    element.matches("button[popovertarget], button[commandfor], summary") || !!element.closest("form[action]");
  const handlers = (element: Element | null) =>
    Object.entries(element ?? {}).some(
      ([key, value]) =>
        key.startsWith("__reactProps$") &&
        Object.entries(value as Record<string, unknown>).some(([name, handler]) => /^on[A-Z]/.test(name) && handler),
    ) ||
    // Preact (the islands' renderer in docs/decisions/0024-islands.md's experiment) keeps an element's listeners in `l`.
    Object.keys((element as { l?: object } | null)?.l ?? {}).length > 0;
  // A field or a submit button works once its form listens, if it has no handler of its own.
  const hasReactHandlers = (element: Element) => handlers(element) || handlers(element.closest("form"));
  // A plain script's control (the hero's music button, app/features/home/hero-media.ts) works once it listens.
  const listening = new WeakSet<EventTarget>();
  const addEventListener = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof addEventListener>) {
    listening.add(this);
    return addEventListener.apply(this, args);
  };
  const plainHandlers = (element: Element) =>
    listening.has(element) || listening.has(element.closest("form") ?? element);
  const tick = () => {
    for (const element of document.querySelectorAll("button, input, select, textarea, summary"))
      if (
        !record.working.has(element) &&
        (worksNatively(element) || hasReactHandlers(element) || plainHandlers(element))
      )
        record.working.set(element, performance.now());
  };
  setInterval(tick, 25);
}

async function measure(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  // tsx compiles this file with esbuild's keepNames, which wraps the named functions of the page-side code below in
  // a __name() helper the page does not have: give it one that leaves them as they are.
  await page.addInitScript({ content: "globalThis.__name = (target) => target;" });
  await page.addInitScript(recordControls);
  await page.goto(url, { waitUntil: "load", timeout: 60_000 });
  // Hydration and islands come after the load event: let them arrive before asking which controls are on screen
  // (a control script reveals counts too). The times come from the page's own record, so waiting changes none.
  await page.waitForLoadState("networkidle");
  // The first screen's controls: those laid out, visible, and at least partly within the first 844 px.
  const firstScreen = () =>
    page.evaluate((height) => {
      const record = (window as unknown as { __controls: { working: Map<Element, number> } }).__controls;
      const label = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 30)}"`;
      const controls = [...document.querySelectorAll("button, input, select, textarea, summary")].filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.top < height && box.bottom > 0 && element.checkVisibility();
      });
      return controls.map((element) => ({ label: label(element), at: record.working.get(element) ?? null }));
    }, PHONE.height);
  const deadline = Date.now() + WAIT_MS;
  let controls = await firstScreen();
  while (controls.some((control) => control.at === null) && Date.now() < deadline) {
    await page.waitForTimeout(250);
    controls = await firstScreen();
  }
  await context.close();
  const dead = controls.filter((control) => control.at === null).map((control) => control.label);
  const last = controls.reduce<{ label: string; at: number | null } | undefined>(
    (latest, control) => (!latest || (control.at ?? Infinity) > (latest.at ?? Infinity) ? control : latest),
    undefined,
  );
  return {
    // No figure for a page whose first screen has no control, nor for one where a control never worked.
    ms: dead.length || !last ? Number.NaN : (last.at ?? Number.NaN),
    last: last?.label ?? "(no control)",
    controls: controls.length,
    dead,
  };
}

const secondsOf = (ms: number) => (Number.isNaN(ms) ? "-" : `${(ms / 1000).toFixed(2)} s`);

await benchInBrowser<Run>({
  usage: USAGE,
  firstPort: FIRST_PORT,
  measure: (browser, url) => measure(browser, url),
  headers: ["controls work", "spread", "controls", "last to work (median run)"],
  summarise: (runs) => {
    const times = runs.map((each) => each.ms);
    const middle = median(times);
    const medianRun = runs.find((each) => each.ms === middle) ?? runs[0]!;
    const dead = [...new Set(runs.flatMap((each) => each.dead))];
    return [
      secondsOf(middle),
      `${secondsOf(Math.min(...times))}–${secondsOf(Math.max(...times))}`,
      String(medianRun.controls),
      dead.length ? `never worked: ${dead.join(", ")}` : medianRun.last,
    ];
  },
  caption: (runs) =>
    `Time from navigation until every first-screen control works (390 px, 4x CPU, 1.6 Mbps, 150 ms RTT); medians of ${runs}.`,
});
