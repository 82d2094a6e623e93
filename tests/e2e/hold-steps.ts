import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { holdRules } from "#content/holds.ts";
import { fill } from "#content/money.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { expectNoViolations } from "./axe";
import { expect, waitForHydration } from "./fixtures";
import { createHtmlValidator, runNuChecker } from "./html-checkers";

/** A buyer's steps in holding a flat (app/features/hold/), for tests/e2e/hold-ui.spec.ts and hold.spec.ts. */
export const holdWords = { en: wordsIn("en").hold, te: wordsIn("te").hold };
const words = holdWords;

export const flatPageOf = (language: "en" | "te", unit: string) => `${language === "te" ? "/te" : ""}/flats/${unit}`;

/** Opens the flat's page (of the site at `origin`, the tests' own by default) and its hold dialog from "Hold this flat". */
export async function openHold(page: Page, language: "en" | "te", unit: string, origin = ""): Promise<Locator> {
  await page.goto(`${origin}${flatPageOf(language, unit)}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: fill(words[language].link, { hours: holdRules.hours }) }).click();
  const dialog = page.getByRole("dialog", { name: fill(words[language].title, { unit }) });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills the hold's form as a buyer would, agrees to its terms, and sends it. */
export async function fillHold(dialog: Locator, language: "en" | "te" = "en", phone = "98765 43210") {
  const { form } = words[language];
  await dialog.getByLabel(form.name).fill("Priya Reddy");
  await dialog.getByLabel(form.phone).fill(phone);
  await dialog.getByLabel(form.agree).check();
  await dialog.getByRole("button", { name: form.send }).click();
}

/** A state's HTML as the browser holds it, in a document of its own, through both HTML checkers (site-visit.spec.ts). */
async function expectValidHtml(state: string, element: Locator, lang: string) {
  const html = `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${state}</title></head><body>${await element.evaluate((node) => node.outerHTML)}</body></html>`;
  const errors: string[] = [];
  const report = await createHtmlValidator().validateString(html);
  for (const result of report.results)
    for (const message of result.messages) errors.push(`${state}: ${message.ruleId} ${message.message}`);
  const file = path.join(mkdtempSync(path.join(tmpdir(), "hold-ui-html-")), "state.html");
  writeFileSync(file, html);
  errors.push(
    ...runNuChecker([file])
      .filter((message) => message.type !== "info")
      .map((message) => `Nu: ${message.message}`),
  );
  expect(errors).toEqual([]);
}

export async function expectAccessible(page: Page, dialog: Locator, state: string, lang = "en") {
  await expectNoViolations(page, state);
  await expectValidHtml(state, dialog, lang);
}
