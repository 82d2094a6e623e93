import { test as base, expect, type Page, type Route } from "@playwright/test";

/**
 * Every browser test runs with third-party hosts stood in for: no request leaves the
 * machine. HubSpot's embed script is replaced by a stand-in (see hubspot-stand-in.ts
 * once the enquiry feature lands); WhatsApp and anything else off-site answer with a
 * small page or are aborted. Console errors and page errors fail the test.
 */

type ThirdParty = {
  /** Requests that were made to hosts other than the site, in order. */
  requests: string[];
};

type Fixtures = {
  thirdParty: ThirdParty;
  consoleErrors: string[];
};

const OFFSITE_PAGE = "<!doctype html><title>Stand-in</title><p>Off-site page stand-in</p>";

async function standInForThirdParties(page: Page, requests: string[]) {
  await page.route(
    (url) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost",
    async (route: Route) => {
      const url = new URL(route.request().url());
      requests.push(url.href);
      if (route.request().resourceType() === "document") {
        await route.fulfill({ status: 200, contentType: "text/html", body: OFFSITE_PAGE });
        return;
      }
      await route.abort("blockedbyclient");
    },
  );
}

export const test = base.extend<Fixtures>({
  thirdParty: async ({ page }, use) => {
    const requests: string[] = [];
    await standInForThirdParties(page, requests);
    await use({ requests });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
    },
    { auto: true },
  ],
});

test.beforeEach(async ({ thirdParty }) => {
  expect(thirdParty.requests).toEqual([]);
});

export { expect };

/**
 * Waits until React has hydrated the page. Hydration starts after the first paint
 * (scripts/build/after-first-paint.ts); before it, links and forms work as plain HTML, so a test
 * of what the app does on a click waits for it, as a visitor's later click would.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(isHydrated);
}

/**
 * Runs in the page: React has attached its fiber to the content landmark (the React Router build, one root); or,
 * on a page of islands (the islands spike, docs/decisions/0024-islands.md), the page has painted (the loader of
 * scripts/build/after-first-paint.ts marks `data-painted`) and every island on or near the screen has hydrated
 * (Astro takes off its `ssr` attribute). An island is `display: contents`, so its place is its first element's.
 */
export function isHydrated(): boolean {
  const main = document.getElementById("main");
  if (!!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"))) return true;
  // React Router's pages are painted (scripts/build/after-first-paint.ts) before they hydrate, and have no island.
  if (!document.documentElement.hasAttribute("data-painted") || !document.querySelector("astro-island")) return false;
  return [...document.querySelectorAll("astro-island[ssr]")].every((island) => {
    const box = island.firstElementChild?.getBoundingClientRect();
    return !box || box.bottom < 0 || box.top > innerHeight + 200;
  });
}

/**
 * Lets `count` tasks of the page's event loop run (a message posted to itself comes back as a task).
 * React renders and runs effects in tasks of its own, which a fake clock does not advance.
 */
export async function letTasksPass(page: Page, count: number) {
  for (let i = 0; i < count; i += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}
