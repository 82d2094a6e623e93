import type { Locator } from "@playwright/test";
import { approvalsContent } from "#content/approvals.ts";
import * as teluguUi from "#content/generated/te/ui.ts";
import * as englishUi from "#content/generated/ui.ts";
import { languageOf, pathIn } from "#content/languages.ts";
import { progressContent } from "#content/progress.ts";
import { siteSettings } from "#content/site.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { readQrCode } from "#tests/qr-reader.ts";
import { expect, test } from "./fixtures";

const { approvalsPage } = approvalsContent(wordsIn("en"));
const { progressPage } = progressContent(wordsIn("en"));

/** What a phone's camera reads from the code as the page draws it: a screenshot of it. */
const scan = async (code: Locator) => readQrCode(await code.screenshot());

// A phone's screen: three device pixels to a CSS pixel, as the code is drawn for a camera to read it.
test.use({ deviceScaleFactor: 3 });

/** Every kind of footer, in both languages, and the RERA sections of the progress and approvals pages. */
const places = [
  { name: "the site footer", path: "/blog", within: "footer", alt: englishUi.footer.reraQr },
  {
    name: "the Telugu site footer",
    path: pathIn(languageOf("te"), "/flats"),
    within: "footer",
    alt: teluguUi.footer.reraQr,
  },
  {
    name: "the campaign page's footer",
    path: "/apartment-guntur",
    within: "footer",
    alt: englishUi.footer.reraQr,
  },
  { name: "the progress page", path: "/progress", within: progressPage.rera.heading, alt: englishUi.footer.reraQr },
  { name: "the approvals page", path: "/approvals", within: approvalsPage.rera.heading, alt: englishUi.footer.reraQr },
] as const;

for (const place of places) {
  test(`${place.name} shows the RERA registration's QR code, which opens the registration's page`, async ({ page }) => {
    await page.goto(place.path);
    const area = place.within === "footer" ? page.locator("footer") : page.getByRole("region", { name: place.within });
    const code = area.getByRole("img", { name: place.alt });
    // In the middle of the screen, as a visitor holds it up to a camera, once settled (after any reveal-on-scroll fade).
    await code.evaluate((image) => image.scrollIntoView({ block: "center" }));
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    await expect(code).toBeVisible();
    await expect
      .poll(() => code.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeTruthy();
    await expect(area.getByRole("link", { name: place.alt })).toHaveAttribute(
      "href",
      siteSettings.rera.registrationUrl,
    );
    // Read again until it reads, as a camera does: a screenshot taken while the page still moves under the load of
    // the test machine (fonts, hydration) once read nothing (a fresh-clone .ci/run, 2026-11-26). A wrong URL still fails.
    await expect.poll(() => scan(code)).toBe(siteSettings.rera.registrationUrl);
  });
}
