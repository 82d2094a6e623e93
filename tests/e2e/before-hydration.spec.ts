import type { Page } from "@playwright/test";
import { PAINTED_ATTRIBUTE } from "#app/astro/painted.ts";
import { calculateEmi, loanDefaults, maxLoanPercent } from "#app/features/flats/emi.ts";
import { buildCostSheet } from "#content/cost-sheet.ts";
import { flats, flatsContent, priceList } from "#content/flats.ts";
import { floorPlansContent } from "#content/floor-plans.ts";
import { landingContent } from "#content/landing.ts";
import { formatters } from "#content/money.ts";
import { siteSettings } from "#content/site.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { expectNoViolations } from "./axe";
import { expect, isAppScript, isHydrated, test, waitForHydration } from "./fixtures";
import { answerSubmissions, blockHubspotEmbed, fieldsOf } from "./hubspot-stand-in";
import { imageFileUrl } from "./image-links";
import { samplePages } from "./site-routes";

const { amenities } = wordsIn("en").amenities;
const { flatTexts } = flatsContent(wordsIn("en"));
const { floorPlans } = floorPlansContent(wordsIn("en"));
const { photos: galleryItems } = wordsIn("en").gallery;
const { landing } = landingContent(wordsIn("en"));
const { maps: layoutMaps } = wordsIn("en").layoutMaps;
const referralPage = wordsIn("en").referral;

/**
 * Pages paint long before they hydrate on a slow phone (hydration waits for the first paint,
 * docs/decisions/0005-after-first-paint.md). A tap in between, or without JavaScript, must not be
 * lost: what enlarges an image is a link to the image, and what only a script can do is not shown
 * until it can. After hydration the same taps open the dialogs (tests/e2e/home.spec.ts).
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const viewLarger = (title: string) => new RegExp(`^${escape(title)}\\W+view larger$`);

type Control = { name: string; image: string; tap: (page: Page) => Promise<void> };

const gallery = galleryItems[0]!;
const amenity = amenities[0]!;
const layoutMap = layoutMaps[0]!;
const plan = floorPlans[0]!;

/** The home page's controls that enlarge an image, and how a visitor taps each. */
const controls: Control[] = [
  {
    name: "a gallery photo",
    image: gallery.image,
    tap: (page) =>
      page
        .getByRole("list", { name: "Gallery images" })
        .getByRole("link", { name: viewLarger(gallery.title) })
        .click(),
  },
  {
    // On a phone the tap lands on the plan drawing; from 768 px the whole card is the target.
    name: "a floor-plan card",
    image: plan.image,
    tap: (page) =>
      page
        .locator("#floor-plans")
        .getByRole("article", { name: `${plan.type} · ${plan.area} sq ft · ${plan.facing}` })
        .click({ position: { x: 40, y: 40 } }),
  },
  {
    name: "an amenity card",
    image: amenity.image,
    tap: (page) =>
      page
        .locator("#amenities")
        .getByRole("link", { name: viewLarger(amenity.title) })
        .click(),
  },
  {
    name: "a layout map",
    image: layoutMap.image,
    tap: (page) =>
      page
        .getByRole("region", { name: "Floor layout maps" })
        .getByRole("link", { name: new RegExp(`^${escape(layoutMap.title)}`) })
        .click(),
  },
];

/** Taps and expects the browser to have opened the image file: an image answered 200. */
async function expectTapOpensImage(page: Page, control: Control) {
  const navigation = page.waitForResponse(
    (response) => response.request().isNavigationRequest() && response.frame() === page.mainFrame(),
  );
  await control.tap(page);
  const response = await navigation;
  expect(response.url()).toMatch(imageFileUrl(control.image));
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/webp");
  await expect(page).toHaveURL(imageFileUrl(control.image));
}

test.beforeEach(async ({ page }) => {
  await blockHubspotEmbed(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const control of controls) {
    test(`a tap on ${control.name} opens its image`, async ({ page }) => {
      await page.goto("/");
      await expectTapOpensImage(page, control);
    });
  }

  test("the controls only a script can work are not shown, and every item is listed", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Play background music" })).toBeHidden();
    await expect(page.getByRole("group", { name: "Filter gallery" })).toBeHidden();
    await expect(page.getByRole("group", { name: "Filter floor plans" })).toBeHidden();
    await expect(page.getByRole("list", { name: "Gallery images" }).getByRole("listitem")).toHaveCount(
      galleryItems.length,
    );
    const maps = page.getByRole("region", { name: "Floor layout maps" });
    await expect(maps.getByRole("button", { name: "Next slide" })).toBeHidden();
    await expect(maps.getByRole("button", { name: "Previous slide" })).toBeHidden();
  });

  test("the campaign page's footer e-mail, which copies itself once hydrated, is a mail link", async ({ page }) => {
    await page.goto("/apartment-guntur");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: siteSettings.email })).toHaveAttribute(
      "href",
      `mailto:${siteSettings.email}`,
    );
    await expect(footer.getByRole("button", { name: new RegExp(escape(siteSettings.email)) })).toHaveCount(0);
  });

  test("the campaign page's plan carousel scrolls by itself, its arrows and dots hidden", async ({ page }) => {
    await page.goto("/apartment-guntur");
    const carousel = page.getByRole("region", { name: "Plan slides" });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole("button", { name: "Next slide" })).toBeHidden();
    await expect(carousel.getByRole("button", { name: "Go to slide 2" })).toBeHidden();
    const second = carousel.getByRole("heading", { name: landing.plans.slides[1]!.title });
    await expect(second).not.toBeInViewport();
    // A horizontal swipe or wheel: the row scrolls natively and snaps to the next slide.
    const box = (await carousel.getByRole("group", { name: `1 of ${landing.plans.slides.length}` }).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(box.width * 0.6, 0);
    await expect(second).toBeInViewport({ ratio: 0.9 });
  });
});

test.describe("before hydration", () => {
  // Every script of the app but the loader, which comes with the page and marks its first paint.
  const APP_SCRIPTS = isAppScript;
  // Never answered: the request stays pending, as on a very slow network.
  const hold = () => {};

  /** Opens a page (the home page) with every script of the app held back, so the painted page cannot hydrate. */
  async function openWithScriptsHeld(page: Page, path = "/") {
    await page.route(APP_SCRIPTS, hold);
    const scriptRequested = page.waitForRequest((request) => isAppScript(request.url()));
    await page.goto(path);
    // The loader has asked for the app after the first paint: the page is painted and waiting to hydrate.
    await scriptRequested;
    expect(await page.evaluate(isHydrated, PAINTED_ATTRIBUTE)).toBe(false);
  }

  for (const control of controls) {
    test(`a tap on ${control.name} opens its image`, async ({ page }) => {
      await openWithScriptsHeld(page);
      await expectTapOpensImage(page, control);
    });
  }

  test("a carousel swiped before hydration stays on that slide when the script takes over", async ({ page }) => {
    const { slides } = landing.plans;
    // The brochure modal opens by itself once per visit (app/features/landing/brochure-modal.tsx): this visitor has seen it.
    await page.addInitScript(() => sessionStorage.setItem("brochureModalShown", "1"));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(APP_SCRIPTS, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/apartment-guntur");
    const carousel = page.getByRole("region", { name: "Plan slides" });
    await carousel.scrollIntoViewIfNeeded();
    const box = (await carousel.getByRole("group", { name: `1 of ${slides.length}` }).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(box.width * 0.6, 0);
    const second = carousel.getByRole("heading", { name: slides[1]!.title });
    await expect(second).toBeInViewport({ ratio: 0.9 });
    expect(await page.evaluate(isHydrated, PAINTED_ATTRIBUTE)).toBe(false);

    release();
    await expect(carousel).toHaveAttribute("data-ready", "true");
    await expect(carousel.getByRole("group", { name: `2 of ${slides.length}` })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(second).toBeInViewport({ ratio: 0.9 });
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(carousel.getByRole("heading", { name: slides[2]!.title })).toBeInViewport({ ratio: 0.9 });
    await expect(second).not.toBeInViewport();
  });

  // A carousel scrolls natively until its script runs: a keyboard must reach it then too (axe's
  // scrollable-region-focusable), with the phone's menu open as well as closed.
  test("the home page and its Telugu twin have no axe violations, the phone menu open or not", async ({
    page,
  }, testInfo) => {
    for (const path of ["/", "/te/"]) {
      await openWithScriptsHeld(page, path);
      await page.evaluate(() => document.querySelector("#about")?.scrollIntoView());
      await expectNoViolations(page, `${path} before hydration`);
      if (testInfo.project.name === "phone") {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByRole("banner").getByRole("button").last().click();
        await expect(page.locator("#site-menu")).toBeVisible();
        await expectNoViolations(page, `${path} before hydration, menu open`);
      }
      await page.unroute(APP_SCRIPTS, hold);
    }
  });

  /** Holds every script of the app back until the returned function is called. */
  async function holdScripts(page: Page): Promise<() => void> {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(APP_SCRIPTS, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test("a rate, a tenure and a loan share set before the EMI calculator hydrates are worked out once it has", async ({
    page,
  }) => {
    const flat = samplePages.find((each) => each.flat)!.flat!;
    const plan = floorPlans.find((each) => each.id === flat.plan)!;
    const sheet = buildCostSheet(flat, plan, priceList);
    const defaults = loanDefaults(priceList.homeLoan);
    const release = await holdScripts(page);
    await page.goto(`/flats/${flat.unit}`);
    const calculator = page.locator("[data-emi-calculator]");
    await calculator.scrollIntoViewIfNeeded();
    // Typed and moved with the keys as the page stands, its script still on its way.
    await page.getByLabel(flatTexts.emi.interestRate).fill("10.25");
    await page.getByLabel(flatTexts.emi.tenure).press("ArrowRight");
    await page.getByLabel(flatTexts.emi.tenure).press("ArrowRight");
    await page.getByLabel(flatTexts.emi.loanShare).press("ArrowLeft");
    expect(await page.evaluate(isHydrated, PAINTED_ATTRIBUTE)).toBe(false);

    release();
    await waitForHydration(page);
    const expected = calculateEmi({
      loanableCost: sheet.loanableCost,
      allInTotal: sheet.total,
      loanPercent: maxLoanPercent(sheet.loanableCost, defaults.tiers) - 1,
      annualRatePercent: 10.25,
      years: defaults.years + 2,
      tiers: defaults.tiers,
    });
    const format = formatters(flatTexts.units);
    await expect(calculator.locator("[data-emi-result=emi]")).toHaveText(format.rupees(expected.emi));
    await expect(calculator.locator("[data-emi-result=loan]")).toHaveText(format.rupees(expected.loan));
    await expect(calculator.getByText(`${defaults.years + 2} ${flatTexts.emi.years}`)).toBeVisible();
    await expect(page.getByLabel(flatTexts.emi.interestRate)).toHaveValue("10.25");
    // And from there, as any change: one year more.
    await page.getByLabel(flatTexts.emi.tenure).press("ArrowRight");
    await expect(calculator.getByText(`${defaults.years + 3} ${flatTexts.emi.years}`)).toBeVisible();
    await expect(page.getByLabel(flatTexts.emi.interestRate)).toHaveValue("10.25");
  });

  test("a referral typed before the form hydrates is sent as typed", async ({ page }) => {
    const posted = await answerSubmissions(page, () => 200);
    const release = await holdScripts(page);
    await page.goto("/refer");
    const form = page.getByRole("form", { name: referralPage.form.label });
    await form.getByLabel(referralPage.form.yourName).fill("Srinivas Rao");
    await form.getByLabel(referralPage.form.yourPhone).fill("9848022337");
    await form.getByLabel(referralPage.form.friendName).fill("Padma");
    await form.getByLabel(referralPage.form.friendPhone).fill("98480 22338");
    // Its button waits for the script.
    await expect(form.getByRole("button", { name: referralPage.form.send })).toBeDisabled();

    release();
    await waitForHydration(page);
    await form.getByRole("button", { name: referralPage.form.send }).click();
    await expect.poll(() => posted.length).toBe(1);
    expect(fieldsOf(posted[0])).toMatchObject({
      firstname: "Srinivas",
      lastname: "Rao",
      phone: "+919848022337",
      referral_name: "Padma",
      referral_phone: "+919848022338",
    });
  });

  test("the flats filter a visitor left ticked is ticked and applied when they come back to the list", async ({
    page,
  }) => {
    const available = flats.filter((flat) => flat.status === "available");
    const availableOnly = page.getByRole("checkbox", { name: new RegExp(flatTexts.list.availableOnly) });
    const showing = page.locator("[data-flats-showing]");
    await page.goto("/flats");
    await waitForHydration(page);
    await availableOnly.check();
    await expect(showing).toHaveText(`Showing ${available.length} flats`);
    await page.locator(`a[data-unit="${available[0]!.unit}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/flats/${available[0]!.unit}$`));

    // Back to the list, its scripts slow: the browser puts the tick back before the grid hydrates (the filters are
    // unseen until then, so not in the accessibility tree).
    const release = await holdScripts(page);
    await page.goBack();
    await expect(page.locator("label", { hasText: flatTexts.list.availableOnly }).locator("input")).toBeChecked();
    release();
    await waitForHydration(page);
    await expect(availableOnly).toBeChecked();
    await expect(showing).toHaveText(`Showing ${available.length} flats`);
    await expect(page.locator('a[data-unit][data-status="booked"]').first()).toHaveCSS("opacity", "0.25");
  });

  test("the script-only controls appear once the page has hydrated", async ({ page }) => {
    await openWithScriptsHeld(page);
    const music = page.getByRole("button", { name: "Play background music" });
    const filters = page.getByRole("group", { name: "Filter gallery" });
    await expect(music).toBeHidden();
    await expect(filters).toBeHidden();
    await page.unroute(APP_SCRIPTS, hold);
    await page.reload();
    await expect(music).toBeVisible();
    // The gallery is an island that starts near the screen (docs/decisions/0024-islands.md).
    await page.locator("#gallery").scrollIntoViewIfNeeded();
    await expect(filters).toBeVisible();
    expect(await page.evaluate(isHydrated, PAINTED_ATTRIBUTE)).toBe(true);
  });
});

test("a carousel not yet started keeps the page as wide as the screen when the page is laid out in full", async ({
  page,
}) => {
  // A jump to a section lays out every section in full (scripts/build/full-layout-for-jumps.ts);
  // the layout maps, far from the gallery, still scroll natively (Embla starts near the screen).
  // Anything positioned inside a slide must stay inside that row: a wider page makes a phone
  // browser zoom the whole layout out.
  await page.goto("/#gallery");
  await waitForHydration(page);
  await expect(page.getByRole("region", { name: "Floor layout maps" })).toHaveAttribute("data-ready", "false");
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()!.width);
});
