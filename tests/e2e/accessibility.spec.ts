import type { Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import { blockHubspotEmbed } from "./hubspot-stand-in";
import { pagePaths, translatedPagePaths } from "./site-routes";

/**
 * Scrolls through the page as a reader does, so content that fades in on scroll is shown.
 * The page grows as its sections are laid out on approach, so the end is read on each step.
 */
async function readThrough(page: Page) {
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator(".reveal-pending")).toHaveCount(0);
}

// Every kind of page in English at both widths, and in each translation at a phone's, where those readers are: a
// translation shares its English page's components, and axe takes some 7 s a page.
const checked = [
  ...pagePaths.map((path) => ({ path, translated: false })),
  ...translatedPagePaths.map((path) => ({ path, translated: true })),
];
for (const { path, translated } of checked) {
  test(`${path} has no WCAG 2.2 A/AA violations`, async ({ page, isMobile }) => {
    test.skip(translated && !isMobile, "a translation is checked at a phone's width");
    await blockHubspotEmbed(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await readThrough(page);
    await expectNoViolations(page, path);
  });
}

test("overlays on the home page have no violations, keep focus inside and give it back", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await blockHubspotEmbed(page);
  await page.goto("/");
  await readThrough(page);
  const phone = testInfo.project.name === "phone";
  if (phone) {
    await page.getByRole("button", { name: "Menu" }).click();
    await expectNoViolations(page, "phone menu");
    await page.keyboard.press("Escape");
  }

  const galleryItem = page
    .locator("#gallery")
    .getByRole("link", { name: /view larger/ })
    .first();
  await galleryItem.click();
  const lightbox = page.getByRole("dialog");
  await expect(lightbox).toBeVisible();
  await expectNoViolations(page, "lightbox");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect.poll(() => lightbox.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(galleryItem).toBeFocused();

  if (!phone) {
    const details = page
      .locator("#floor-plans")
      .getByRole("link", { name: /View details/ })
      .first();
    await details.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoViolations(page, "floor plan modal");
    await page.keyboard.press("Escape");
    await expect(details).toBeFocused();
  }

  await page
    .locator("#amenities")
    .getByRole("link", { name: /view larger/ })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoViolations(page, "amenity view");
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();

  await page
    .getByRole("region", { name: "Floor layout maps" })
    .getByRole("link", { name: /view larger/ })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoViolations(page, "layout map modal");
});

test("the brochure modal on the campaign page has no violations", async ({ page }) => {
  await blockHubspotEmbed(page);
  await page.goto("/apartment-guntur");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Get Brochure" }).first().click();
  await expect(page.getByRole("dialog", { name: "Download Brochure" })).toBeVisible();
  await expectNoViolations(page, "brochure modal");
});

test("a skip link leads keyboard users past the header to the content", async ({ page }) => {
  await page.goto("/blog");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();
});
