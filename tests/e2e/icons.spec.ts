import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The campaign footer's address pin (lucide) and Instagram mark (simple-icons) draw from the sprite. */
async function expectIconsDrawn(page: Page) {
  await page.goto("/apartment-guntur");
  for (const symbol of ["map-pin", "social-instagram"]) {
    const icon = page.locator(`footer svg:has(use[href$="#${symbol}"])`).first();
    await icon.scrollIntoViewIfNeeded();
    // Zero until the sprite has loaded and holds the symbol.
    await expect
      .poll(() => icon.locator("use").evaluate((use) => (use as SVGUseElement).getBBox().width), { message: symbol })
      .toBeGreaterThan(10);
  }
}

test("icons draw from the sprite", async ({ page }) => {
  await expectIconsDrawn(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("icons draw from the sprite", async ({ page }) => {
    await expectIconsDrawn(page);
  });
});
