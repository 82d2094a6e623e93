import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator } from "@playwright/test";
import ICAL from "ical.js";
import { ENQUIRY_RECORD_KEY } from "#app/utils/enquiry-record.ts";
import { enquiryContent } from "#content/enquiry.ts";
import { siteSettings } from "#content/site.ts";
import { formatClock, visitRules, visitsContent } from "#content/visits.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { expectNoViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import { createHtmlValidator, runNuChecker } from "./html-checkers";
import { answerSubmissions, blockHubspotEmbed, fieldsOf } from "./hubspot-stand-in";
import { samplePages } from "./site-routes";
import { chooseVisit, fillVisitor, indiaInstant, openPicker } from "./site-visit-steps";

const { enquiry } = enquiryContent(wordsIn("en"));
const { calendar: visitCalendar, confirmation: visitConfirmation, picker: visitPicker } = wordsIn("en").visitBooking;
const { dateWords, visitSection } = visitsContent(wordsIn("en"));

/**
 * Booking a site visit (docs/decisions/0017-site-visits.md). The browser's clock is fixed, and its time zone is
 * New York's, so "today" and the times can only be right if the picker reads the clock as India time.
 */
const flat = samplePages.find((page) => page.flat)!.flat!;

test.use({ timezoneId: "America/New_York" });

/**
 * What a script drew (the dialog, the confirmation), as the browser holds it, in a document of its own through both
 * HTML checkers (html-checkers.ts); the pre-rendered pages around it are checked by crawl.spec.ts.
 */
async function expectValidHtml(parts: { state: string; element: Locator }[]) {
  const validator = createHtmlValidator();
  const errors: string[] = [];
  const dir = mkdtempSync(path.join(tmpdir(), "site-visit-html-"));
  const files: string[] = [];
  for (const [index, { state, element }] of parts.entries()) {
    const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${state}</title></head><body>${await element.evaluate((node) => node.outerHTML)}</body></html>`;
    const report = await validator.validateString(html);
    for (const result of report.results)
      for (const message of result.messages) errors.push(`${state}: ${message.ruleId} ${message.message}`);
    files.push(path.join(dir, `${index}.html`));
    writeFileSync(files.at(-1)!, html);
  }
  const messages = runNuChecker(files);
  errors.push(...messages.filter((message) => message.type !== "info").map((message) => `Nu: ${message.message}`));
  expect(errors).toEqual([]);
}

test.describe("booking a site visit", () => {
  test.skip(({ isMobile }) => !isMobile, "one width is enough for the logic; the screenshots cover both");

  test("a booking with HubSpot blocked reaches the site's own endpoint with its day and slot, then /thank-you shows it", async ({
    page,
  }) => {
    await blockHubspotEmbed(page);
    const posted = await answerSubmissions(page, () => 200);
    const dialog = await openPicker(page, `/flats/${flat.unit}`);
    const { date, start, end } = await chooseVisit(dialog);
    await dialog.getByLabel(visitPicker.visitors).selectOption("3");
    await dialog.getByRole("checkbox").check();
    await fillVisitor(dialog, "Ravi Kumar", "98765 43210");
    await dialog.getByRole("button", { name: visitPicker.send }).click();

    await expect(page).toHaveURL(/\/thank-you$/);
    expect(posted).toHaveLength(1);
    expect(fieldsOf(posted[0])).toEqual({
      firstname: "Ravi",
      lastname: "Kumar",
      phone: "+919876543210",
      landing: "flat",
      flat_unit: flat.unit,
      flat_price: expect.any(String),
      page_language: "en",
      visit_mode: "site",
      visit_date: date,
      visit_slot: `${start}-${end}`,
      visitor_time_zone: "America/New_York",
      visit_visitors: "3",
      visit_pickup: "true",
    });
    const when = page.locator("[data-visit-when]");
    await expect(when).toContainText(formatClock(start, dateWords));
    await expect(when).toContainText(formatClock(end, dateWords));
    await expect(when).toContainText(String(Number(date.slice(8))));
    await expect(page.locator("[data-flat-line]")).toContainText(flat.unit);
  });

  test("the confirmation's calendar file is one event at the booked time in India, at the site's address", async ({
    page,
  }) => {
    await blockHubspotEmbed(page);
    await answerSubmissions(page, () => 200);
    // A visitor who has seen the campaign page's brochure modal (it opens by itself once a visit, landing.spec.ts).
    await page.addInitScript(() => sessionStorage.setItem("brochureModalShown", "1"));
    const dialog = await openPicker(page, "/apartment-guntur");
    const { date, start, end } = await chooseVisit(dialog);
    await fillVisitor(dialog, "Priya", "9123456789");
    await dialog.getByRole("button", { name: visitPicker.send }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await waitForHydration(page);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: visitConfirmation.addToCalendar }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`${date}\\.ics$`));
    const calendar = new ICAL.Component(ICAL.parse(readFileSync((await download.path())!, "utf8")));
    const events = calendar.getAllSubcomponents("vevent");
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]!);
    expect(event.startDate.toJSDate().toISOString()).toBe(indiaInstant(date, start).toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe(indiaInstant(date, end).toISOString());
    for (const part of [siteSettings.address.street, siteSettings.address.locality, siteSettings.address.postalCode])
      expect(event.location).toContain(part);
    const trigger = event.component.getFirstSubcomponent("valarm")!.getFirstPropertyValue("trigger") as ICAL.Duration;
    expect(trigger.toSeconds()).toBe(-visitRules.reminderMinutes * 60);

    const google = new URL(
      (await page.getByRole("link", { name: visitConfirmation.googleCalendar }).getAttribute("href"))!,
    );
    const utc = (instant: Date) => instant.toISOString().replace(/[-:]|\.\d{3}/g, "");
    expect(google.searchParams.get("dates")).toBe(`${utc(indiaInstant(date, start))}/${utc(indiaInstant(date, end))}`);
    await expect(page.getByRole("link", { name: visitConfirmation.directions })).toHaveAttribute(
      "href",
      siteSettings.address.mapsUrl,
    );
    const whatsapp = new URL(
      (await page.getByRole("link", { name: new RegExp(visitConfirmation.whatsapp) }).getAttribute("href"))!,
    );
    expect(whatsapp.pathname).toBe(`/${siteSettings.whatsapp.number}`);
    expect(whatsapp.searchParams.get("text")).toContain(formatClock(start, dateWords));
    expect(whatsapp.searchParams.get("text")).toContain("Priya");
  });

  test("a booking made offline is kept on the device, said so, and sent once the connection returns", async ({
    page,
    context,
  }) => {
    await blockHubspotEmbed(page);
    const posted = await answerSubmissions(page, () => 200);
    const dialog = await openPicker(page, "/");
    const { date, start, end } = await chooseVisit(dialog);
    await fillVisitor(dialog, "Lakshmi", "9000000001");
    await context.setOffline(true);
    await dialog.getByRole("button", { name: visitPicker.send }).click();
    await expect(dialog.getByRole("heading", { name: visitConfirmation.savedHeading })).toBeVisible();
    await expect(dialog.locator("[data-visit-when]")).toContainText(formatClock(start, dateWords));
    await expect(dialog.getByRole("link", { name: /Call/ })).toHaveAttribute(
      "href",
      `tel:${siteSettings.phones[0].tel}`,
    );
    const queued = await page.evaluate(() => JSON.parse(localStorage.getItem("enquiryQueue") ?? "[]"));
    expect(fieldsOf(queued[0].payload)).toMatchObject({
      landing: "home",
      visit_date: date,
      visit_slot: `${start}-${end}`,
    });
    expect(posted).toEqual([]);
    await expectNoViolations(page, "booking kept on the device");

    await context.setOffline(false);
    await expect.poll(() => posted.length).toBe(1);
    expect(fieldsOf(posted[0])).toMatchObject({ visit_date: date, visit_slot: `${start}-${end}` });
  });

  test("the picker starts on today in India, whatever the phone's zone, and offers the booking window", async ({
    page,
  }) => {
    // 00:30 on the 27th in India, still the afternoon of the 26th in New York (the browser's zone here).
    await page.clock.setFixedTime(new Date("2026-11-26T19:00:00Z"));
    await page.goto("/#site-visit");
    await waitForHydration(page);
    await page.getByRole("button", { name: visitSection.choose }).click();
    const days = page.getByRole("group", { name: visitPicker.day }).getByRole("radio");
    await expect(days).toHaveCount(visitRules.bookingDays);
    await expect(days.first()).toHaveAttribute("value", "2026-11-27");
    await expect(days.first()).toHaveAccessibleName(new RegExp(`^${visitPicker.today}`));
  });

  test("the picker and its errors have no axe violations and are valid HTML, and errors take the focus", async ({
    page,
  }) => {
    const dialog = await openPicker(page, "/");
    await expectNoViolations(page, "picker");
    await expectValidHtml([{ state: "picker", element: dialog }]);
    await dialog.getByRole("button", { name: visitPicker.send }).click();
    const times = dialog.getByRole("group", { name: visitPicker.time });
    await expect(times).toHaveAccessibleDescription(/.+/);
    await expect(times.getByRole("radio").first()).toBeFocused();
    await expect(dialog.getByText(enquiry.errors.name, { exact: true })).toBeVisible();
    await expect(dialog.getByLabel(visitPicker.phone)).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page, "picker with errors");
    await expectValidHtml([{ state: "picker with errors", element: dialog }]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: visitSection.choose })).toBeFocused();
  });

  test("/thank-you shows a stored visit with no axe violations and valid HTML", async ({ page }) => {
    await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
      ENQUIRY_RECORD_KEY,
      JSON.stringify({
        name: "Priya",
        visitDate: "2026-11-28",
        visitStart: "11:30",
        visitEnd: "12:30",
        visitors: "2",
        pickup: "no",
      }),
    ] as const);
    await page.goto("/thank-you");
    await expect(page.getByRole("heading", { name: visitConfirmation.heading })).toBeVisible();
    await expectNoViolations(page, "thank-you with a visit");
    await expectValidHtml([{ state: "confirmation", element: page.locator("[data-visit-confirmation]") }]);
  });
});

test.describe("a video-call visit from abroad", () => {
  test.use({ timezoneId: "Europe/London" });
  test.skip(({ isMobile }) => !isMobile, "one width is enough for the logic; the screenshots cover both");

  /** "10:30" India time as a London clock reads it between November and March (GMT, UTC+0): "5:00 am". */
  const londonWinterClock = (time: string) => {
    const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) - 330;
    const wrapped = (minutes + 24 * 60) % (24 * 60);
    return formatClock(
      `${String(Math.floor(wrapped / 60)).padStart(2, "0")}:${String(wrapped % 60).padStart(2, "0")}`,
      dateWords,
    );
  };

  test("the NRI page books by video call, shows London time beside India's, and the calendar file keeps the instant", async ({
    page,
  }) => {
    await blockHubspotEmbed(page);
    const posted = await answerSubmissions(page, () => 200);
    const dialog = await openPicker(page, "/nri");
    await expect(dialog.getByRole("radio", { name: new RegExp(visitPicker.byVideo) })).toBeChecked();
    await expect(dialog.getByLabel(visitPicker.visitors)).toBeHidden();
    await expect(dialog.locator("[data-your-zone]")).toHaveAttribute("data-your-zone", "Europe/London");
    const { date, start, end } = await chooseVisit(dialog);
    const chosen = dialog.getByRole("group", { name: visitPicker.time }).getByRole("radio").nth(1);
    await expect(chosen).toHaveAccessibleName(
      new RegExp(`${formatClock(start, dateWords)}.*${londonWinterClock(start)}`),
    );
    await expectNoViolations(page, "video-call picker abroad");
    await fillVisitor(dialog, "Anil Kumar", "+44 7700 900123");
    await dialog.getByRole("button", { name: visitPicker.send }).click();

    await expect(page).toHaveURL(/\/thank-you$/);
    expect(posted).toHaveLength(1);
    expect(fieldsOf(posted[0])).toEqual({
      firstname: "Anil",
      lastname: "Kumar",
      phone: "+447700900123",
      landing: "nri",
      page_language: "en",
      visit_mode: "video",
      visit_date: date,
      visit_slot: `${start}-${end}`,
      visitor_time_zone: "Europe/London",
    });
    await waitForHydration(page);
    const theirTime = page.locator("[data-visit-their-time]");
    await expect(theirTime).toContainText(`${londonWinterClock(start)} to ${londonWinterClock(end)}`);
    await expect(theirTime).toContainText("Greenwich Mean Time");
    await expect(page.locator("[data-visit-mode]")).toHaveText(visitConfirmation.videoHow);
    await expect(page.getByRole("link", { name: visitConfirmation.directions })).toHaveCount(0);
    await expectNoViolations(page, "video-call confirmation");
    await expectValidHtml([{ state: "video-call confirmation", element: page.locator("[data-visit-confirmation]") }]);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: visitConfirmation.addToCalendar }).click();
    const calendar = new ICAL.Component(ICAL.parse(readFileSync((await (await downloading).path())!, "utf8")));
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.startDate.toJSDate().toISOString()).toBe(indiaInstant(date, start).toISOString());
    expect(event.summary).toBe(visitCalendar.videoTitle);
    expect(event.location).toBe(visitCalendar.videoLocation);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => isMobile, "once is enough");

  test("the band offers call and WhatsApp to book, and no picker button", async ({ page }) => {
    await page.goto("/#site-visit");
    const band = page.getByRole("region", { name: visitSection.heading });
    await expect(band).toBeVisible();
    await expect(band.getByRole("link", { name: /Call/ })).toHaveAttribute("href", `tel:${siteSettings.phones[0].tel}`);
    const whatsapp = new URL(
      (await band.getByRole("link", { name: new RegExp(visitSection.whatsapp) }).getAttribute("href"))!,
    );
    expect(whatsapp.searchParams.get("text")).toBe(visitSection.whatsappMessage);
    await expect(band.getByRole("button", { name: visitSection.choose })).toBeHidden();
  });
});
