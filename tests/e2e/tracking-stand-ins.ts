import type { Page } from "@playwright/test";

/**
 * Stand-ins for the measurement and advertising tools (tests/e2e/tracking.spec.ts): the Google tag, the Meta Pixel and
 * HubSpot's tracking code, served in place of the real scripts, each recording what the site asks of it on the page
 * (`window.__gtag`, `__fbq`, `__hsq`). Requests for them are counted, by tool.
 */
const TAG_SCRIPTS = {
  google: /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=/,
  meta: /^https:\/\/connect\.facebook\.net\/.*\/fbevents\.js$/,
  hubspot: /^https:\/\/js(-[a-z0-9]+)?\.hs-scripts\.com\/\d+\.js$/,
};

const STAND_INS: Record<keyof typeof TAG_SCRIPTS, string> = {
  // The Google tag reads Arguments objects from dataLayer; the stand-in records each as a plain list.
  google: `
    window.__gtag = [];
    (function () {
      var layer = (window.dataLayer = window.dataLayer || []);
      var record = function (args) { window.__gtag.push(JSON.parse(JSON.stringify(Array.prototype.slice.call(args)))); };
      layer.forEach(record);
      var push = layer.push;
      layer.push = function (args) { record(args); return push.call(layer, args); };
    })();`,
  // fbevents.js takes over the queue the site's fbq made, then answers its calls itself.
  meta: `
    window.__fbq = [];
    (function () {
      var fbq = window.fbq;
      fbq.callMethod = function () { window.__fbq.push(JSON.parse(JSON.stringify(Array.prototype.slice.call(arguments)))); };
      (fbq.queue || []).forEach(function (args) { fbq.callMethod.apply(null, args); });
      fbq.queue = [];
    })();`,
  hubspot: `
    window.__hsq = (window._hsq || []).slice();
    (function () {
      var queue = (window._hsq = window._hsq || []);
      queue.push = function (command) { window.__hsq.push(command); return Array.prototype.push.call(queue, command); };
    })();`,
};

export type TagRequests = Record<keyof typeof TAG_SCRIPTS, string[]>;

/** Serves the stand-ins on the page; returns the script requests made, by tool. Any other third-party request is the fixture's. */
export async function serveTagStandIns(page: Page): Promise<TagRequests> {
  const requests: TagRequests = { google: [], meta: [], hubspot: [] };
  for (const [tool, pattern] of Object.entries(TAG_SCRIPTS) as [keyof typeof TAG_SCRIPTS, RegExp][]) {
    await page.route(pattern, async (route) => {
      requests[tool].push(route.request().url());
      await route.fulfill({ status: 200, contentType: "application/javascript", body: STAND_INS[tool] });
    });
  }
  return requests;
}

type Recorded = { gtag: unknown[][]; fbq: unknown[][]; hsq: unknown[][] };

/** What the page has asked of each stand-in so far. */
export function recorded(page: Page): Promise<Recorded> {
  return page.evaluate(() => {
    const w = window as unknown as { __gtag?: unknown[][]; __fbq?: unknown[][]; __hsq?: unknown[][] };
    return { gtag: w.__gtag ?? [], fbq: w.__fbq ?? [], hsq: w.__hsq ?? [] };
  });
}

/** The Google tag's events of a name, as [name, params]. */
export function gtagEvents(calls: unknown[][], name: string) {
  return calls
    .filter((call) => call[0] === "event" && call[1] === name)
    .map((call) => call[2] as Record<string, unknown>);
}

/** Resolves once the page's conversion-tracking script has loaded (app/site-script.ts loads it when idle). */
export async function trackingStarted(page: Page) {
  await page.waitForFunction(() =>
    performance.getEntriesByType("resource").some((entry) => /\/tracking-script\.[\w-]+\.js$/.test(entry.name)),
  );
  // Its first moves (panel, tools, the events waiting) run as it starts; one more task for them to settle.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
}
