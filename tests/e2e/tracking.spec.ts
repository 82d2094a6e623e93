import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { CONSENT_STORAGE_KEY } from "#app/features/tracking/consent-choice.ts";
import { flats } from "#content/flats.ts";
import { landingContent } from "#content/landing.ts";
import { fill } from "#content/money.ts";
import { siteSettings } from "#content/site.ts";
import {
  TRACKED_DATA,
  type TrackedData,
  trackedDataText,
  TRACKING_TOOLS,
  type TrackingTool,
} from "#content/tracked-data.ts";
import { privacyChoicesContent } from "#content/tracking.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { expectNoViolations } from "./axe";
import { sendOwnForm } from "./enquiry-steps";
import { expect, test, waitForHydration } from "./fixtures";
import { runNuChecker } from "./html-checkers";
import { answerSubmissions, blockHubspotEmbed, fieldsOf, serveHubspotEmbed } from "./hubspot-stand-in";
import { chooseVisit, fillVisitor, openPicker } from "./site-visit-steps";
import { gtagEvents, recorded, serveTagStandIns, trackingStarted } from "./tracking-stand-ins";

/**
 * Consent-first conversion tracking (docs/decisions/0026-consent-first-tracking.md), against the site built with every
 * tool switched on (tests/fixtures/tracking.yaml, scripts/build/build-sample.ts; the "sample" project of
 * playwright.config.ts). The tools are stand-ins (tracking-stand-ins.ts); every other third-party request is the
 * fixture's, which aborts it and records it.
 */

const words = (language: "en" | "te") => privacyChoicesContent(wordsIn(language)).privacyChoices;
const en = words("en");
const visitBooking = wordsIn("en").visitBooking;
const { landing } = landingContent(wordsIn("en"));
const sample = { ga4: "G-TEST12345", ads: "AW-123456789", pixel: "1234567890123456" };
const flat = flats.find((each) => each.status === "available")!;

test.beforeAll(() => {
  if (!existsSync("build/sample"))
    throw new Error("No build/sample/: build it with npx tsx scripts/build/build-sample.ts");
});

const panel = (page: Page) => page.getByRole("region", { name: en.heading });

/** A text as the HTML of a page writes it. */
const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

/** Keeps a tapped link where it is: the site's scripts still see the tap. */
async function tapWithoutLeaving(page: Page, selector: string) {
  await page.evaluate((selector) => {
    const link = document.querySelector(selector)!;
    link.addEventListener("click", (event) => event.preventDefault(), { once: true });
    (link as HTMLElement).click();
  }, selector);
}

test("nothing of a tool loads before a choice, and nothing after Reject, on this page or the next", async ({
  page,
  context,
  thirdParty,
}) => {
  const tags = await serveTagStandIns(page);
  await page.goto("/");
  await expect(panel(page)).toBeVisible();
  await trackingStarted(page);
  await tapWithoutLeaving(page, 'a[href^="tel:"]');
  await page.waitForTimeout(500);
  expect(tags).toEqual({ google: [], meta: [], hubspot: [] });
  expect(thirdParty.requests).toEqual([]);
  expect((await context.cookies()).filter((cookie) => cookie.domain !== "127.0.0.1")).toEqual([]);

  await panel(page).getByRole("button", { name: en.reject }).click();
  await expect(panel(page)).toBeHidden();
  await tapWithoutLeaving(page, 'a[href^="tel:"]');
  await page.goto(`/flats/${flat.unit}`);
  await trackingStarted(page);
  await expect(panel(page)).toBeHidden();
  await page.waitForTimeout(500);
  expect(tags).toEqual({ google: [], meta: [], hubspot: [] });
  expect(thirdParty.requests).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  expect(await recorded(page)).toEqual({ gtag: [], fbq: [], hsq: [] });
});

test("after Accept each tool loads once, with Consent Mode's defaults denied and then granted", async ({ page }) => {
  const tags = await serveTagStandIns(page);
  await page.goto(`/flats/${flat.unit}`);
  await panel(page).getByRole("button", { name: en.accept }).click();
  await expect(panel(page)).toBeHidden();
  await expect.poll(() => recorded(page).then((calls) => gtagEvents(calls.gtag, "view_item").length)).toBe(1);
  expect(tags.google).toEqual([`https://www.googletagmanager.com/gtag/js?id=${sample.ga4}`]);
  expect(tags.meta).toHaveLength(1);
  expect(tags.hubspot).toEqual([
    `https://js-${siteSettings.hubspot.region}.hs-scripts.com/${siteSettings.hubspot.portalId}.js`,
  ]);

  const { gtag, fbq } = await recorded(page);
  const consent = gtag.filter((call) => call[0] === "consent");
  expect(consent).toEqual([
    [
      "consent",
      "default",
      { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
    ],
    [
      "consent",
      "update",
      { analytics_storage: "granted", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" },
    ],
  ]);
  // Consent first: the defaults precede everything else the tag is asked.
  expect(gtag[0]).toEqual(consent[0]);
  expect(gtag.filter((call) => call[0] === "config").map((call) => call[1])).toEqual([sample.ga4, sample.ads]);
  const value = Number(await page.locator("[data-track-view-item]").getAttribute("data-value"));
  expect(gtagEvents(gtag, "view_item")).toEqual([
    { currency: "INR", value, items: [{ item_id: flat.unit, item_name: flat.unit, price: value }] },
  ]);
  expect(fbq.map((call) => call.slice(0, 2))).toEqual([
    ["consent", "grant"],
    ["init", sample.pixel],
    ["track", "PageView"],
    ["track", "ViewContent"],
  ]);

  // The choice holds on the next page: no panel, the tools load again, once.
  await page.goto("/");
  await trackingStarted(page);
  await expect(panel(page)).toBeHidden();
  await expect.poll(() => tags.google.length).toBe(2);
  expect(tags.meta).toHaveLength(2);
});

test("an enquiry is one lead everywhere: its event id reaches HubSpot and the Pixel, its hashed e-mail Google Ads", async ({
  page,
}) => {
  await serveTagStandIns(page);
  await blockHubspotEmbed(page);
  const sent = await answerSubmissions(page, () => 200);
  await page.goto(`/flats/${flat.unit}`);
  await panel(page).getByRole("button", { name: en.accept }).click();
  const value = Number(await page.locator("[data-track-view-item]").getAttribute("data-value"));
  await page.locator("[data-enquiry-slot]").scrollIntoViewIfNeeded();
  await sendOwnForm(page, { name: "Priya Reddy", phone: "98765 43210", email: "Priya.Reddy@Example.com" });
  // The flat's enquiry goes on to /thank-you, which sends the lead: the flat's page was leaving.
  await page.waitForURL("**/thank-you");
  await trackingStarted(page);
  await expect.poll(() => recorded(page).then((calls) => gtagEvents(calls.gtag, "generate_lead").length)).toBe(1);

  expect(sent).toHaveLength(1);
  const eventId = fieldsOf(sent[0]).lead_event_id;
  expect(eventId).toMatch(/^[0-9a-f-]{36}$/);
  const { gtag, fbq } = await recorded(page);
  expect(gtagEvents(gtag, "generate_lead")).toEqual([
    {
      form: "flat",
      page: `/flats/${flat.unit}`,
      queued: false,
      unit: flat.unit,
      value,
      currency: "INR",
      event_id: eventId,
      send_to: sample.ga4,
    },
  ]);
  const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
  expect(gtag.filter((call) => call[0] === "set" && call[1] === "user_data")).toEqual([
    [
      "set",
      "user_data",
      { sha256_email_address: sha256("priya.reddy@example.com"), sha256_phone_number: sha256("+919876543210") },
    ],
  ]);
  expect(gtagEvents(gtag, "conversion")).toEqual([
    { send_to: `${sample.ads}/lead-label`, value, currency: "INR", transaction_id: eventId },
  ]);
  expect(fbq.filter((call) => call[1] === "Lead")).toEqual([
    [
      "track",
      "Lead",
      { value, currency: "INR", content_name: "flat", content_ids: [flat.unit], content_type: "product" },
      { eventID: eventId },
    ],
  ]);

  // Counted once: the next page sends it no more.
  await page.goto("/");
  await trackingStarted(page);
  expect(gtagEvents((await recorded(page)).gtag, "generate_lead")).toEqual([]);
});

/** What the code sent each tool, in the kinds of data the consent panel and the privacy policy name. */
function observedData(calls: Awaited<ReturnType<typeof recorded>>, hubspotLoaded: boolean) {
  const seen: Record<TrackingTool, Set<TrackedData>> = {
    analytics: new Set(),
    googleAds: new Set(),
    metaPixel: new Set(),
    hubspot: new Set(),
  };
  const toolOf = (id: unknown): TrackingTool => (String(id).startsWith("AW-") ? "googleAds" : "analytics");
  for (const [command, name, params] of calls.gtag as [string, string, Record<string, unknown>][]) {
    // A Google tag's config sends its tool a page view.
    if (command === "config") seen[toolOf(name)].add("pages");
    if (command === "set" && name === "user_data") {
      if (params.sha256_email_address) seen.googleAds.add("hashedEmail");
      if (params.sha256_phone_number) seen.googleAds.add("hashedPhone");
    }
    if (command !== "event") continue;
    const tool = name === "conversion" ? "googleAds" : "analytics";
    seen[tool].add("events");
    const items = (params.items ?? []) as { item_id?: string }[];
    if (params.unit || items.some((item) => item.item_id)) seen[tool].add("flat");
    if (params.value !== undefined) seen[tool].add("price");
    if (params.event_id || params.transaction_id) seen[tool].add("countedOnce");
  }
  for (const [command, name, params, options] of calls.fbq as [
    string,
    string,
    Record<string, unknown>?,
    { eventID?: string }?,
  ][]) {
    if (command !== "track") continue;
    seen.metaPixel.add(name === "PageView" ? "pages" : "events");
    if (params?.content_ids) seen.metaPixel.add("flat");
    if (params?.value !== undefined) seen.metaPixel.add("price");
    if (options?.eventID) seen.metaPixel.add("countedOnce");
  }
  if (hubspotLoaded) seen.hubspot.add("pages");
  return seen;
}

test("the consent panel and the privacy policy say, tool by tool, what the code sends each", async ({ page }) => {
  const requests = await serveTagStandIns(page);
  await blockHubspotEmbed(page);
  await answerSubmissions(page, () => 200);
  // A visit that makes every kind of event: a flat's page viewed, then an enquiry about it with an e-mail and a phone.
  await page.goto(`/flats/${flat.unit}`);
  await panel(page).getByRole("button", { name: en.accept }).click();
  await trackingStarted(page);
  const calls = await recorded(page);
  await page.locator("[data-enquiry-slot]").scrollIntoViewIfNeeded();
  await sendOwnForm(page, { name: "Priya Reddy", phone: "98765 43210", email: "priya@example.com" });
  await page.waitForURL("**/thank-you");
  await trackingStarted(page);
  await expect.poll(() => recorded(page).then((later) => gtagEvents(later.gtag, "generate_lead").length)).toBe(1);
  const later = await recorded(page);
  const seen = observedData(
    { gtag: [...calls.gtag, ...later.gtag], fbq: [...calls.fbq, ...later.fbq], hsq: [] },
    requests.hubspot.length > 0,
  );
  for (const tool of Object.keys(TRACKED_DATA) as TrackingTool[])
    expect([...seen[tool]].sort(), `what the code sends ${TRACKING_TOOLS[tool].name}`).toEqual(
      [...TRACKED_DATA[tool]].sort(),
    );

  // What a visitor is told, in both languages: the panel lists each tool's data, the policy names it in its bullet.
  for (const language of ["en", "te"] as const) {
    const figureWords = wordsIn(language).figureWords;
    const panelWords = words(language);
    await page.goto(language === "en" ? "/" : "/te/");
    await trackingStarted(page);
    await page.locator("[data-privacy-choices-link]").first().click();
    const shown = page.getByRole("region", { name: panelWords.heading });
    for (const item of ["measurement", "advertising"] as const)
      await shown
        .getByText(panelWords.whatEachReceives)
        .nth(item === "measurement" ? 0 : 1)
        .click();
    const policy = await (await page.request.get(language === "en" ? "/privacy-policy" : "/te/privacy-policy")).text();
    for (const tool of Object.keys(TRACKED_DATA) as TrackingTool[]) {
      const data = trackedDataText(tool, figureWords);
      await expect(shown.locator(`[data-tool="${tool}"]`)).toHaveText(
        fill(panelWords.receives, { tool: TRACKING_TOOLS[tool].name, data }),
      );
      expect(policy, `the ${language} policy on ${TRACKING_TOOLS[tool].name}`).toContain(escapeHtml(data));
    }
  }
});

/** A returning visitor who accepted both items on an earlier visit. */
async function acceptedEarlier(page: Page) {
  await page.addInitScript(
    (key) =>
      localStorage.setItem(
        key,
        JSON.stringify({ measurement: true, advertising: true, at: "2026-11-20T10:00:00.000Z" }),
      ),
    CONSENT_STORAGE_KEY,
  );
}

test("a site visit booked is one lead from the site-visit form, and one booking", async ({ page }) => {
  await acceptedEarlier(page);
  await serveTagStandIns(page);
  await blockHubspotEmbed(page);
  const sent = await answerSubmissions(page, () => 200);
  // On the real clock: with the fixed one (Playwright's clock), the next page's idle-time tracking script never loaded.
  const dialog = await openPicker(page, `/flats/${flat.unit}`, false);
  await expect(panel(page)).toBeHidden();
  await chooseVisit(dialog);
  await fillVisitor(dialog, "Ravi Kumar", "98765 43210");
  await dialog.getByRole("button", { name: visitBooking.picker.send }).click();
  await page.waitForURL("**/thank-you");
  await trackingStarted(page);
  await expect.poll(() => recorded(page).then((calls) => gtagEvents(calls.gtag, "site_visit_booked").length)).toBe(1);

  const eventId = fieldsOf(sent[0]).lead_event_id;
  const { gtag, fbq } = await recorded(page);
  expect(gtagEvents(gtag, "generate_lead")).toEqual([
    expect.objectContaining({ form: "site visit", unit: flat.unit, queued: false, event_id: eventId }),
  ]);
  expect(gtagEvents(gtag, "site_visit_booked")).toEqual([
    expect.objectContaining({ visit_mode: "site", unit: flat.unit }),
  ]);
  // In either order: the lead's conversion waits for its hashed e-mail and phone.
  expect(
    gtagEvents(gtag, "conversion")
      .map((event) => event.send_to)
      .sort(),
  ).toEqual([`${sample.ads}/lead-label`, `${sample.ads}/visit-label`]);
  expect(
    fbq
      .filter((call) => call[1] === "Lead" || call[1] === "Schedule")
      .map((call) => call[1])
      .sort(),
  ).toEqual(["Lead", "Schedule"]);
});

test("an enquiry through HubSpot's own form is one lead, named by the form it was made in", async ({ page }) => {
  await acceptedEarlier(page);
  await serveTagStandIns(page);
  await serveHubspotEmbed(page);
  await page.goto("/apartment-guntur");
  // Before hydration, "Get Brochure" is a link to the PDF.
  await waitForHydration(page);
  await page.getByRole("link", { name: landing.hero.brochureLabel }).click();
  const form = page.getByRole("dialog").getByRole("form", { name: "HubSpot form" });
  await form.getByLabel("First name").fill("Priya");
  await form.getByLabel("Email").fill("priya@example.com");
  await form.getByLabel("Phone number").fill("9876543210");
  await form.getByRole("button", { name: "Submit" }).click();
  await page.waitForURL("**/thank-you");
  await trackingStarted(page);
  await expect
    .poll(() => recorded(page).then((calls) => gtagEvents(calls.gtag, "generate_lead")))
    .toEqual([expect.objectContaining({ form: "brochure", page: "/apartment-guntur", queued: false })]);
});

test("an enquiry kept on the device is a lead marked queued, counted as it is made", async ({ page }) => {
  await serveTagStandIns(page);
  await blockHubspotEmbed(page);
  await answerSubmissions(page, () => 0);
  await page.goto("/");
  await panel(page).getByRole("button", { name: en.accept }).click();
  await page.locator("[data-enquiry-slot]").scrollIntoViewIfNeeded();
  await sendOwnForm(page, { name: "Ravi Kumar", phone: "91234 56789", email: "ravi@example.com" });
  await expect(page.locator('[data-enquiry-slot][data-phase="unreachable"]')).toBeVisible();
  await expect
    .poll(() => recorded(page).then((calls) => gtagEvents(calls.gtag, "generate_lead")))
    .toEqual([expect.objectContaining({ form: "home", queued: true })]);
});

test("a call or WhatsApp tap and the brochure are counted, once each", async ({ page }) => {
  await serveTagStandIns(page);
  await page.goto("/");
  await panel(page).getByRole("button", { name: en.accept }).click();
  await trackingStarted(page);
  await tapWithoutLeaving(page, 'a[href^="tel:"]');
  await tapWithoutLeaving(page, 'a[href^="https://wa.me/"]');
  await tapWithoutLeaving(page, 'a[href$=".pdf"]');
  await expect.poll(() => recorded(page).then((calls) => gtagEvents(calls.gtag, "file_download").length)).toBe(1);
  const { gtag, fbq } = await recorded(page);
  expect(gtagEvents(gtag, "call_tap")).toEqual([expect.objectContaining({ page: "/" })]);
  expect(gtagEvents(gtag, "whatsapp_tap")).toEqual([expect.objectContaining({ page: "/" })]);
  expect(gtagEvents(gtag, "file_download")).toEqual([
    expect.objectContaining({ file_name: path.basename(siteSettings.brochurePath) }),
  ]);
  // A call is a Google Ads conversion (it has a label); WhatsApp has none in the sample settings.
  expect(gtagEvents(gtag, "conversion")).toEqual([expect.objectContaining({ send_to: `${sample.ads}/call-label` })]);
  expect(fbq.filter((call) => call[1] === "Contact")).toHaveLength(2);
});

test("the EMI changed and the comparison opened are counted", async ({ page }) => {
  await serveTagStandIns(page);
  await page.goto(`/flats/compare?units=${flat.unit}`);
  await panel(page).getByRole("button", { name: en.accept }).click();
  await expect
    .poll(() => recorded(page).then((calls) => gtagEvents(calls.gtag, "compare_open")))
    .toEqual([expect.objectContaining({ units: flat.unit })]);
  await page.goto(`/flats/${flat.unit}`);
  await trackingStarted(page);
  const calculator = page.locator("[data-emi-calculator]");
  await calculator.scrollIntoViewIfNeeded();
  const tenure = calculator.locator('input[type="range"]').last();
  await tenure.focus();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect
    .poll(() => recorded(page).then((calls) => gtagEvents(calls.gtag, "emi_change")))
    .toEqual([expect.objectContaining({ unit: flat.unit })]);
});

test("Privacy choices in the footer reopens the panel, and withdrawing stops every tool at once", async ({ page }) => {
  const tags = await serveTagStandIns(page);
  await page.goto("/");
  await panel(page).getByRole("button", { name: en.accept }).click();
  await expect.poll(() => tags.meta.length).toBe(1);

  await page.getByRole("contentinfo").getByRole("link", { name: en.footerLink }).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole("heading", { name: en.heading })).toBeFocused();
  await expect(panel(page).getByRole("checkbox", { name: en.measurement.label })).toBeChecked();
  await expect(panel(page).getByRole("checkbox", { name: en.advertising.label })).toBeChecked();
  await panel(page).getByRole("checkbox", { name: en.measurement.label }).uncheck();
  await panel(page).getByRole("checkbox", { name: en.advertising.label }).uncheck();
  await panel(page).getByRole("button", { name: en.save }).click();
  await expect(panel(page)).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: en.saved })).toBeAttached();
  // Focus back where the visitor opened the panel from.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: en.footerLink })).toBeFocused();

  const before = await recorded(page);
  expect(before.gtag.filter((call) => call[0] === "consent").at(-1)).toEqual([
    "consent",
    "update",
    { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
  ]);
  expect(before.fbq.at(-1)).toEqual(["consent", "revoke"]);
  expect(before.hsq.at(-1)).toEqual(["doNotTrack"]);
  await tapWithoutLeaving(page, 'a[href^="tel:"]');
  await page.waitForTimeout(500);
  expect(await recorded(page)).toEqual(before);

  await page.goto(`/flats/${flat.unit}`);
  await trackingStarted(page);
  expect(tags.google).toHaveLength(1);
  expect(tags.meta).toHaveLength(1);
  expect(tags.hubspot).toHaveLength(1);
});

test("one item alone: measurement without advertising loads no ad tool", async ({ page }) => {
  const tags = await serveTagStandIns(page);
  await page.goto(`/flats/${flat.unit}`);
  await panel(page).getByRole("checkbox", { name: en.measurement.label }).check();
  await panel(page).getByRole("button", { name: en.save }).click();
  await expect.poll(() => recorded(page).then((calls) => gtagEvents(calls.gtag, "view_item").length)).toBe(1);
  expect(tags.meta).toEqual([]);
  const { gtag } = await recorded(page);
  expect(gtag.filter((call) => call[0] === "config").map((call) => call[1])).toEqual([sample.ga4]);
  expect(gtag.filter((call) => call[0] === "consent").at(-1)).toEqual([
    "consent",
    "update",
    { analytics_storage: "granted", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
  ]);
});

test("the panel works by keyboard, moves nothing, and leaves the floating buttons and the page's end in view", async ({
  page,
}) => {
  // The panel's script is held back until the page has settled: its islands hydrated, its fonts applied (they come
  // after the first screen's islands, scripts/build/after-first-paint.ts) and its reveals played. Those move text
  // too, and would otherwise be counted against the panel when its script came first.
  let pageSettled!: () => void;
  const settled = new Promise<void>((resolve) => (pageSettled = resolve));
  await page.route(/\/tracking-script\.[\w-]+\.js$/, async (route) => {
    await settled;
    await route.continue();
  });
  await page.goto("/");
  await waitForHydration(page);
  await page.locator("html[data-fonts-applied]").waitFor({ state: "attached" });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
  pageSettled();
  await expect(panel(page)).toBeVisible();
  await trackingStarted(page);
  // The layout shifts from the moment the panel's script arrived (the page's own before it are not the panel's).
  const shifts = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const arrived = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((entry) =>
          /\/tracking-script\.[\w-]+\.js$/.test(entry.name),
        )!.responseEnd;
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            if (entry.startTime >= arrived) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shifts).toBe(0);
  // The phone's floating bar (call, WhatsApp) sits above the panel, not under it.
  const bar = await page.locator("[data-floating-bar]").boundingBox();
  const sheet = await panel(page).boundingBox();
  expect(bar!.y + bar!.height).toBeLessThanOrEqual(sheet!.y + 1);
  // The page's end scrolls clear of the panel.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerEnd = await page.getByRole("contentinfo").boundingBox();
  expect(footerEnd!.y + footerEnd!.height).toBeLessThanOrEqual(sheet!.y + 1);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.keyboard.press("Tab"); // the skip link
  await page.keyboard.press("Tab");
  await expect(panel(page).getByRole("link", { name: en.policyLink })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(panel(page).getByRole("checkbox", { name: en.measurement.label })).toBeFocused();
  await page.keyboard.press("Space");
  // Each item's "What each receives" opens by keyboard too.
  await page.keyboard.press("Tab");
  await expect(panel(page).getByText(en.whatEachReceives).first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(panel(page).locator('[data-tool="analytics"]')).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(panel(page).getByRole("checkbox", { name: en.advertising.label })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(panel(page).getByRole("button", { name: en.reject })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(panel(page)).toBeHidden();
  // The keyboard carries on from the page's content, not from the top of the document.
  await expect(page.locator("#main")).toBeFocused();
  expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), CONSENT_STORAGE_KEY)).toMatchObject({
    measurement: false,
    advertising: false,
  });
});

for (const language of ["en", "te"] as const) {
  test(`the panel in ${language === "en" ? "English" : "Telugu"} has no axe violation`, async ({ page }) => {
    await page.goto(language === "en" ? "/" : "/te/");
    const own = words(language);
    const region = page.getByRole("region", { name: own.heading });
    await expect(region).toBeVisible();
    await expect(region.getByRole("button", { name: own.accept })).toBeVisible();
    await expect(region.getByRole("button", { name: own.reject })).toBeVisible();
    await expectNoViolations(page, `${language} with the consent panel`);
  });
}

test("pages with the panel and its link pass the W3C Nu HTML Checker", async () => {
  test.setTimeout(120_000);
  const site = path.resolve("build/sample");
  const errors = runNuChecker([path.join(site, "index.html"), path.join(site, "te/index.html")]).filter(
    (message) => message.type !== "info",
  );
  expect(errors).toEqual([]);
});
