import type { FixedPageId } from "#app/page-registry.ts";
import { approvalsContent } from "#content/approvals.ts";
import { flatsContent } from "#content/flats.ts";
import { floorPlansContent } from "#content/floor-plans.ts";
import { landingContent } from "#content/landing.ts";
import { languages } from "#content/languages.ts";
import { getPage } from "#content/pages.server.ts";
import { progressContent } from "#content/progress.ts";
import { siteSettings } from "#content/site.ts";
import { thankYouContent } from "#content/thank-you.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { expect, test } from "./fixtures";
import { samplePages } from "./site-routes";

const { mission } = wordsIn("en").about;
const { amenities, specifications } = wordsIn("en").amenities;
const { approvalsPage } = approvalsContent(wordsIn("en"));
const { faqs } = wordsIn("en").faq;
const { flatTexts } = flatsContent(wordsIn("en"));
const { floorPlans } = floorPlansContent(wordsIn("en"));
const { photos: galleryItems } = wordsIn("en").gallery;
const { banner, enquire } = wordsIn("en").home;
const { landing } = landingContent(wordsIn("en"));
const { maps: layoutMaps } = wordsIn("en").layoutMaps;
const nriPage = wordsIn("en").nri;
const { offline } = wordsIn("en");
const { progressPage } = progressContent(wordsIn("en"));
const referralPage = wordsIn("en").referral;
const { thankYou } = thankYouContent(wordsIn("en"));
const { holdReceipt, holdTokenRefund } = wordsIn("en");

test.use({ javaScriptEnabled: false });

/** Headings each page must show without JavaScript; a new kind of page in app/page-registry.ts needs its own. */
const headingsOf: Record<FixedPageId, string[]> = {
  home: [banner.headline, mission.heading, specifications.heading, enquire.heading, enquire.faqHeading],
  "apartment-guntur": [landing.contact.heading],
  // The blog's heading is written in its page (app/pages/blog.tsx), not in content/.
  blog: ["Our Blog"],
  "privacy-policy": [getPage("privacy-policy", languages[0]).title],
  "thank-you": [thankYou.heading],
  flats: [flatTexts.list.heading],
  "flats-compare": [flatTexts.compare.heading],
  progress: [progressPage.heading, progressPage.towersHeading, progressPage.updatesHeading],
  offline: [offline.heading, offline.contactHeading],
  approvals: [approvalsPage.heading, approvalsPage.listHeading, approvalsPage.banks.heading],
  nri: [nriPage.heading, ...nriPage.topics.map((topic) => topic.heading), nriPage.loans.heading, nriPage.visit.heading],
  refer: [referralPage.heading],
  "hold-token-refund": [
    holdTokenRefund.heading,
    holdTokenRefund.refund.heading,
    holdTokenRefund.deductions.heading,
    holdTokenRefund.ask.heading,
    holdTokenRefund.agreement.heading,
  ],
  // The hold itself is read by the page's island; without JavaScript, the page's head alone.
  hold: [holdReceipt.heading],
};

/** Every kind of page but the catch-all; a post shows its own title. */
const pages = samplePages.flatMap(({ kind, url, post, flat }) => {
  if (kind.paths.from === "none") return [];
  const headings = post
    ? [post.title]
    : flat
      ? [flatTexts.flat.heading.replace("{unit}", flat.unit), flatTexts.costSheet.heading]
      : headingsOf[kind.id as FixedPageId];
  return [{ path: url, headings }];
});

for (const { path, headings } of pages) {
  test(`${path} reads in full without JavaScript, with a way to call and to write`, async ({ page }) => {
    await page.goto(path);
    for (const heading of headings) {
      await expect(page.getByRole("heading", { name: heading, exact: false }).first()).toBeVisible();
    }
    await expect(page.locator(`a[href="tel:${siteSettings.phones[0].tel}"]`).first()).toBeAttached();
    await expect(page.locator(`a[href^="https://wa.me/${siteSettings.whatsapp.number}"]`).first()).toBeAttached();
  });
}

test("without JavaScript the home page shows every gallery item, plan, amenity and question", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("list", { name: "Gallery images" }).getByRole("listitem")).toHaveCount(
    galleryItems.length,
  );
  await expect(page.locator("#floor-plans").getByRole("article")).toHaveCount(floorPlans.length);
  for (const amenity of amenities)
    await expect(page.locator("#amenities").getByText(amenity.title, { exact: true })).toBeVisible();
  await expect(page.locator("#enquire details")).toHaveCount(faqs.length);
  await expect(page.getByRole("region", { name: "Floor layout maps" }).getByRole("group")).toHaveCount(
    layoutMaps.length,
  );
});

test("without JavaScript the home page offers the brochure, chat and every enquiry path", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: /Download Brochure/ })).toHaveAttribute(
    "href",
    siteSettings.brochurePath,
  );
  await expect(page.getByRole("link", { name: /Chat Now/ })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/${siteSettings.whatsapp.number}`),
  );
  const enquire = page.locator("#enquire");
  await expect(enquire.getByRole("link", { name: /Call/ })).toBeVisible();
  await expect(enquire.getByRole("link", { name: /WhatsApp/ })).toBeVisible();
  await expect(enquire.getByRole("link", { name: /E-mail/ })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${siteSettings.email}`),
  );
  const brochure = await page.request.get(siteSettings.brochurePath);
  expect(brochure.status()).toBe(200);
  expect(brochure.headers()["content-type"]).toBe("application/pdf");
});

test("without JavaScript the FAQ still opens one answer at a time", async ({ page }) => {
  await page.goto("/");
  const questions = page.locator("#enquire details summary");
  await questions.nth(0).click();
  await questions.nth(1).click();
  await expect(page.locator("#enquire details[open]")).toHaveCount(1);
});
