import { languages } from "#content/languages.ts";
import { getPage } from "#content/pages.server.ts";
import { siteSettings } from "#content/site.ts";
import { expect, test } from "./fixtures";

const policy = getPage("privacy-policy", languages[0]);
/** The section headings as the Markdown file gives them. */
const sections = [...policy.html.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((match) => match[1] ?? "");

test("the privacy policy has its eight sections, ending with the postal contact", async ({ page }) => {
  // docs/product.md: collected, used, sharing, security, rights, external links, updates, contact.
  expect(sections).toHaveLength(8);
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1, name: policy.title })).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(sections);

  const contact = page.getByRole("heading", { level: 2, name: sections.at(-1) });
  const afterContact = contact.locator("xpath=following-sibling::*");
  await expect(afterContact.filter({ hasText: siteSettings.address.postalCode })).toHaveCount(1);
  await expect(afterContact.filter({ hasText: siteSettings.phones[0].display })).toHaveCount(1);
});

test("'Back to Home' leads to the home page", async ({ page }) => {
  await page.goto("/privacy-policy");
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(`${siteSettings.projectName} - Gated Community Apartments in Guntur`);
});
