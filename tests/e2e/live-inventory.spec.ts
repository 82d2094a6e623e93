import type { Page } from "@playwright/test";
import { flatTextsContent } from "#app/features/flats/texts.ts";
import { STATUS_DOCUMENT_PATH } from "#content/flat-statuses.ts";
import { flats, flatsContent, inventoryUpdated } from "#content/flats.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { type CrmStandIn, startCrmStandIn } from "#tests/stand-ins/hubspot-crm.ts";
import { expect, test, waitForHydration } from "./fixtures";
import { type SiteWithFunctions, startSiteWithFunctions } from "./site-with-functions";

/**
 * Live inventory (docs/decisions/0039-live-inventory-from-hubspot.md): the site as built, served with its function
 * on workerd (scripts/server/serve.ts), the function reading a HubSpot stand-in, its edge cache a second long.
 */
const MAX_AGE_SECONDS = 1;
const words = { en: flatsContent(wordsIn("en")).flatTexts, te: flatsContent(wordsIn("te")).flatTexts };
const flat = flats.find((each) => each.status === "available" && each.unit.startsWith("A-3"))!;
const availableAtBuild = flats.filter((each) => each.status === "available").length;
/** "15 Nov 2026": the day content/flats.yaml's statuses were checked, as the pages say it. */
const builtDate = flatTextsContent(wordsIn("en")).formatDate(inventoryUpdated);

let crm: CrmStandIn;
let site: SiteWithFunctions;
let origin: string;

test.describe.configure({ mode: "serial" });
// One server of its own, on one phone: the other engines and widths show the same islands.
test.skip(({ isMobile }) => !isMobile, "on the phone project only");

test.beforeAll(async () => {
  crm = await startCrmStandIn(flats.map(({ unit, status }) => ({ unit, status })));
  site = await startSiteWithFunctions({
    HUBSPOT_TOKEN: crm.token,
    HUBSPOT_API: crm.api,
    STATUS_MAX_AGE: String(MAX_AGE_SECONDS),
    REBUILD_HOOK_URL: crm.deployHook,
    SCHEDULE_SECONDS: "1",
  });
  origin = site.origin;
});

test.afterAll(async () => {
  await site.stop();
  await crm.close();
});

test.afterEach(async () => {
  crm.setMode("ok");
  crm.setStatus(flat.unit, flat.status);
  await pastTheCache();
});

const pastTheCache = () => new Promise((resolve) => setTimeout(resolve, MAX_AGE_SECONDS * 1000 + 200));

/** The summary line of /flats as built: "52 of 100 available, as of 15 Nov 2026". */
const summaryOf = (available: number) => new RegExp(`^${available} of ${flats.length} available, as of `);

test("a flat booked in HubSpot shows as booked on /flats, its counts, its page and the comparison, in English and Telugu, with no rebuild", async ({
  page,
}) => {
  crm.setStatus(flat.unit, "booked");
  await pastTheCache();

  await page.goto(`${origin}/flats`);
  await waitForHydration(page);
  const tile = page.locator(`a[data-unit="${flat.unit}"]`);
  await expect(tile).toHaveAttribute("data-status", "booked");
  await expect(tile).toContainText(words.en.words.status.booked);
  const summary = page.locator("[data-flats-summary]");
  await expect(summary).toHaveText(summaryOf(availableAtBuild - 1));
  await expect(summary).toContainText("IST");
  await page.getByLabel(words.en.list.availableOnly).check();
  await expect(page.locator("[data-flats-showing]")).toContainText(String(availableAtBuild - 1));

  await page.goto(`${origin}/flats/${flat.unit}`);
  const badges = page.locator(`[data-live-status="${flat.unit}"]`);
  await expect(badges).toHaveCount(2);
  for (const badge of await badges.all()) await expect(badge).toHaveText(words.en.words.status.booked);
  await expect(page.locator("[data-live-as-of]")).toContainText("IST");
  await expect(page.locator("[data-live-as-of]")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);

  await page.goto(`${origin}/te/flats/${flat.unit}`);
  for (const badge of await page.locator(`[data-live-status="${flat.unit}"]`).all()) {
    await expect(badge).toHaveText(words.te.words.status.booked);
  }

  await page.goto(`${origin}/te/flats`);
  await expect(page.locator(`a[data-unit="${flat.unit}"]`)).toContainText(words.te.words.status.booked);

  await page.goto(`${origin}/flats/compare?units=${flat.unit}`);
  await expect(page.locator("table").first()).toContainText(words.en.words.status.booked);
});

test("the function asks the host for one rebuild per change of HubSpot's statuses", async () => {
  crm.resetCounts();
  crm.setStatus(flat.unit, "on_hold");
  // The schedule runs every second here (every minute on Cloudflare); three periods, one rebuild.
  await expect.poll(() => crm.counts().rebuilds, { timeout: 6000 }).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(crm.counts().rebuilds).toBe(1);
});

for (const mode of ["down", "slow", "nonsense"] as const) {
  test(`HubSpot ${mode}: the page keeps the built statuses and their date, with no error and no layout shift`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(30_000);
    crm.setStatus(flat.unit, "booked");
    crm.setMode(mode);
    await pastTheCache();
    const answered = page.waitForResponse((response) => response.url().endsWith(STATUS_DOCUMENT_PATH), {
      timeout: 10_000,
    });
    await page.goto(`${origin}/flats`);
    await waitForHydration(page);
    expect((await answered).status()).toBe(200);
    await expect(page.locator(`a[data-unit="${flat.unit}"]`)).toHaveAttribute("data-status", "available");
    await expect(page.locator("[data-flats-summary]")).toHaveText(summaryOf(availableAtBuild));
    await expect(page.locator("[data-flats-summary]")).toContainText(builtDate);
    expect(await layoutShift(page)).toBeLessThan(0.01);

    // A flat's page: its badges and the date they were built with stay as built.
    const answeredAgain = page.waitForResponse((response) => response.url().endsWith(STATUS_DOCUMENT_PATH), {
      timeout: 10_000,
    });
    await page.goto(`${origin}/flats/${flat.unit}`);
    await answeredAgain;
    await page.waitForTimeout(300);
    await expect(page.locator("[data-live-as-of]")).toHaveText(builtDate);
    await expect(page.locator(`[data-live-status="${flat.unit}"]`).first()).toHaveText(words.en.words.status.available);
    expect(consoleErrors).toEqual([]);
  });
}

test("a flat's page moves nothing when its status changes", async ({ page }) => {
  crm.setStatus(flat.unit, "not_for_sale");
  await pastTheCache();
  await page.goto(`${origin}/flats/${flat.unit}`);
  await expect(page.locator(`[data-live-status="${flat.unit}"]`).first()).toHaveText(
    words.en.words.status["not-for-sale"],
  );
  expect(await layoutShift(page)).toBeLessThan(0.01);
});

test("a document older than the page's statuses, too long, or not reachable is not shown", async ({ page }) => {
  const older = { asOf: "2000-01-01T00:00:00Z", statuses: { [flat.unit]: "booked" } };
  const tooLong = { asOf: new Date().toISOString(), statuses: { [flat.unit]: "booked" }, padding: "x".repeat(20_000) };
  for (const answer of [JSON.stringify(older), JSON.stringify(tooLong), null]) {
    await page.route(`**${STATUS_DOCUMENT_PATH}`, (route) =>
      answer === null ? route.abort("failed") : route.fulfill({ contentType: "application/json", body: answer }),
    );
    await page.goto(`${origin}/flats/${flat.unit}`);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await expect(page.locator(`[data-live-status="${flat.unit}"]`).first()).toHaveText(words.en.words.status.available);
    await page.unrouteAll();
  }
});

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("the service worker answers with the last statuses it saw", async ({ page, context }) => {
    crm.setStatus(flat.unit, "booked");
    await pastTheCache();
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.goto(`${origin}/flats/${flat.unit}`);
    await expect(page.locator(`[data-live-status="${flat.unit}"]`).first()).toHaveText(words.en.words.status.booked);

    await context.setOffline(true);
    try {
      await page.goto(`${origin}/flats/${flat.unit}`);
      // Built as available: "booked" can only come from the document the worker kept.
      await expect(page.locator(`[data-live-status="${flat.unit}"]`).first()).toHaveText(words.en.words.status.booked);
    } finally {
      await context.setOffline(false);
    }
  });
});

test("a text page asks nothing of the function", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/")) asked.push(request.url());
  });
  await page.goto(`${origin}/privacy-policy`);
  await page.waitForLoadState("networkidle");
  await page.goto(`${origin}/`);
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);
});

/** The page's layout shift so far (Cumulative Layout Shift, without the session windows). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}
