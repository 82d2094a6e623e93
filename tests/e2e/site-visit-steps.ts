import type { Locator, Page } from "@playwright/test";
import { visitRules, visitsContent } from "#content/visits.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { expect, waitForHydration } from "./fixtures";

const { picker: visitPicker } = wordsIn("en").visitBooking;
const { visitSection } = visitsContent(wordsIn("en"));

/** How a visitor books a site visit (tests/e2e/site-visit.spec.ts, offline.spec.ts), on a fixed day in India. */
const NOW = new Date("2026-11-26T10:10:00+05:30");

/** "11:30" plus the slot's minutes: "12:30". */
function endOf(start: string): string {
  const minutes = Number(start.slice(0, 2)) * 60 + Number(start.slice(3)) + visitRules.slotMinutes;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The instant a time on a day in India is, by the platform's own reading of an ISO offset. */
export const indiaInstant = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

/** Opens the picker on a page; on the fixed day above, or with `fixedDay` false on today's (for timing-driven scripts). */
export async function openPicker(page: Page, path: string, fixedDay = true): Promise<Locator> {
  if (fixedDay) await page.clock.setFixedTime(NOW);
  await page.goto(`${path}#site-visit`);
  await waitForHydration(page);
  await page.getByRole("button", { name: visitSection.choose }).click();
  const dialog = page.getByRole("dialog", { name: visitPicker.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Picks the last open day of the window and its second time; returns what was picked. */
export async function chooseVisit(dialog: Locator): Promise<{ date: string; start: string; end: string }> {
  const day = dialog.getByRole("group", { name: visitPicker.day }).getByRole("radio", { disabled: false }).last();
  await day.check();
  const time = dialog.getByRole("group", { name: visitPicker.time }).getByRole("radio").nth(1);
  await time.check();
  const date = (await day.getAttribute("value"))!;
  const start = (await time.getAttribute("value"))!;
  return { date, start, end: endOf(start) };
}

export async function fillVisitor(dialog: Locator, name: string, phone: string) {
  await dialog.getByLabel(visitPicker.name).fill(name);
  await dialog.getByLabel(visitPicker.phone).fill(phone);
}
