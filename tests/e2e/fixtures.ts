import { test as base, expect, type Page, type Route } from "@playwright/test";
import { PAINTED_ATTRIBUTE } from "#app/astro/painted.ts";
import { LOADER_FILE_PREFIX } from "#scripts/build/after-first-paint.ts";

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
 * The app's scripts: every script file under assets/ (the islands', the site script's, what they share) but the
 * loader of scripts/build/after-first-paint.ts, which comes with the page, as an inline script would, and starts them
 * after its first paint. A URL matcher for `page.route` and `page.waitForRequest`.
 */
export function isAppScript(url: URL | string): boolean {
  const { pathname } = new URL(url);
  return pathname.startsWith("/assets/") && pathname.endsWith(".js") && !pathname.startsWith(`/${LOADER_FILE_PREFIX}`);
}

/**
 * Waits until the page's islands on the screen have hydrated. They start after the first paint
 * (scripts/build/after-first-paint.ts); before it, links and forms work as plain HTML, so a test
 * of what the app does on a click waits for it, as a visitor's later click would.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(isHydrated, PAINTED_ATTRIBUTE);
}

/**
 * Runs in the page: the page has painted (the loader of scripts/build/after-first-paint.ts marks it, app/astro/painted.ts,
 * and the islands start from it, docs/decisions/0024-islands.md) and every island that starts by then has
 * hydrated (Astro takes off its `ssr` attribute): those of `client:afterpaint` (the site script among them), those
 * of `client:stored` whose key the tab's session storage holds, and those of `client:near` on the screen (one
 * below it waits for the visitor to come near). An island is `display: contents`: its place is its first element's.
 */
export function isHydrated(paintedAttribute: string): boolean {
  if (!document.documentElement.hasAttribute(paintedAttribute)) return false;
  return [...document.querySelectorAll("astro-island[ssr]")].every((island) => {
    const client = island.getAttribute("client");
    if (client === "afterpaint") return false;
    if (client === "stored") {
      const { value } = JSON.parse(island.getAttribute("opts") ?? "{}") as { value?: string };
      return !value || sessionStorage.getItem(value) === null;
    }
    const box = island.firstElementChild?.getBoundingClientRect();
    return !box || box.bottom <= 0 || box.top >= innerHeight;
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
