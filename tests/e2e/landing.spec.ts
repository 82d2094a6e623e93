import type { Page } from "@playwright/test";
import { expandImage } from "#app/utils/expand-image.ts";
import { landingContent } from "#content/landing.ts";
import { siteContent } from "#content/site.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { PAINTED_ATTRIBUTE } from "#scripts/build/after-first-paint.ts";
import { expect, isHydrated, letTasksPass, test, waitForHydration } from "./fixtures";
import { readMediaManifest } from "./media-manifest";

const { landing } = landingContent(wordsIn("en"));
const { site } = siteContent(wordsIn("en"));

const PATH = "/apartment-guntur";

/** docs/product.md, Constants. */
const AUTO_OPEN_MS = 3000;
const COPIED_MS = 2000;

/**
 * Waits until the islands on the screen have hydrated and run their effects. With a paused clock, fake time
 * passes after hydration only for the one frame its effects wait for, so timers they start are due at most
 * `delay` after this returns, and less than a frame sooner.
 */
async function waitForHydrationWithPausedClock(page: Page) {
  // The loader (scripts/build/after-first-paint.ts) waits for an animation frame, which a paused clock holds
  // back: step the clock one frame at a time until it has marked the page painted, which starts the islands.
  // Time moves only before hydration, never after it.
  await expect
    .poll(async () => {
      const painted = await page.evaluate(
        (attribute) => document.documentElement.hasAttribute(attribute),
        PAINTED_ATTRIBUTE,
      );
      if (!painted) await page.clock.runFor(16);
      return painted;
    })
    .toBe(true);
  // Polled from the test side: waitForFunction polls on animation frames, which a paused clock stops.
  await expect.poll(() => page.evaluate(isHydrated, PAINTED_ATTRIBUTE)).toBe(true);
  // Effects run after the hydration commit: Preact's on the next animation frame (docs/decisions/0024-islands.md),
  // one frame of the paused clock; then let two tasks pass.
  await page.clock.runFor(16);
  await letTasksPass(page, 2);
}

/**
 * The once-per-visit flag of the brochure modal (app/features/landing/brochure-modal.tsx).
 * Journeys that are not about the modal start as a visitor who has seen it, so it does
 * not cover the page three seconds in.
 */
const BROCHURE_SHOWN_KEY = "brochureModalShown";

async function visit(page: Page) {
  await page.addInitScript((key) => sessionStorage.setItem(key, "1"), BROCHURE_SHOWN_KEY);
  await page.goto(PATH);
}

/** The header's call button: "Call Sales on +91 …". */
const headerCallName = new RegExp(`^Call ${site.phones[0].label} on`);

/** Opens the page with the clock paused, so timers move only when the test says. */
async function openWithPausedClock(page: Page) {
  await page.clock.install({ time: new Date("2025-10-01T10:00:00+05:30") });
  await page.clock.pauseAt(new Date("2025-10-01T10:00:01+05:30"));
  await page.goto(PATH);
  await waitForHydrationWithPausedClock(page);
}

test("the banner states the campaign facts and shows the headline", async ({ page }) => {
  await visit(page);
  await expect(page.getByRole("heading", { level: 1, name: landing.hero.headline })).toBeVisible();
  const facts = page.locator("#home").getByRole("definition");
  await expect(facts).toHaveText(landing.hero.facts.map((fact) => fact.value));
  for (const fact of landing.hero.facts)
    await expect(page.locator("#home").getByText(fact.label, { exact: true })).toBeVisible();
});

test("the brochure modal opens by itself after 3 s, closes, reopens from 'Get Brochure' and not again on reload", async ({
  page,
}) => {
  await openWithPausedClock(page);
  const modal = page.getByRole("dialog", { name: landing.brochureModal.heading });
  await page.clock.runFor(AUTO_OPEN_MS - 100);
  await expect(modal).toBeHidden();
  await page.clock.runFor(100);
  await expect(modal).toBeVisible();
  await expect(modal.getByRole("heading", { name: landing.brochureModal.heading })).toBeVisible();
  await expect(modal.getByRole("link", { name: "Download the brochure (PDF)" })).toHaveAttribute(
    "href",
    site.brochurePath,
  );

  await modal.getByRole("button", { name: "Close" }).click();
  await expect(modal).toBeHidden();

  await page.getByRole("link", { name: "Get Brochure" }).click();
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await modal.getByRole("button", { name: "Close" }).click();
  await expect(modal).toBeHidden();

  await page.reload();
  await waitForHydrationWithPausedClock(page);
  await page.clock.runFor(AUTO_OPEN_MS * 3);
  await expect(modal).toBeHidden();
});

test("a visitor who opens the brochure before 3 s is not interrupted when the timer would fire", async ({ page }) => {
  await openWithPausedClock(page);
  const modal = page.getByRole("dialog", { name: landing.brochureModal.heading });
  await page.getByRole("link", { name: "Get Brochure" }).click();
  await expect(modal).toBeVisible();
  await modal.getByRole("button", { name: "Close" }).click();
  await page.clock.runFor(AUTO_OPEN_MS * 2);
  await expect(modal).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Get Brochure' is a link to the PDF, which is served", async ({ page, request }) => {
    await page.goto(PATH);
    await expect(page.getByRole("link", { name: "Get Brochure" })).toHaveAttribute("href", site.brochurePath);
    const response = await request.get(site.brochurePath);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
  });
});

test("phones get a call button in the header instead of the section links", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the call button shows below md");
  await visit(page);
  const call = page.getByRole("link", { name: headerCallName });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute("href", `tel:${site.phones[0].tel}`);
  await expect(page.getByRole("navigation", { name: "Page sections" })).toBeHidden();
});

test("desktops get the six section links in the sticky header, which stays in view", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the section links show from md");
  await visit(page);
  const nav = page.getByRole("navigation", { name: "Page sections" });
  const sections = [
    ["Home", "home"],
    ["Features", "features"],
    ["Location", "location"],
    ["Floor Plans", "floor-plans"],
    ["Amenities", "amenities"],
    ["Contact", "contact"],
  ] as const;
  await expect(nav.getByRole("link")).toHaveText(sections.map(([label]) => label));
  for (const [label, id] of sections)
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", `#${id}`);
  await expect(page.getByRole("link", { name: headerCallName })).toBeHidden();

  await nav.getByRole("link", { name: "Amenities", exact: true }).click();
  await expect(page).toHaveURL(/#amenities$/);
  await expect(page.getByRole("heading", { level: 2, name: landing.amenities.heading })).toBeInViewport();
  await expect(nav).toBeInViewport();
});

test("the banner image is the phone or the desktop variant, and the other is never downloaded", async ({
  page,
}, testInfo) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await visit(page);
  await page.waitForLoadState("networkidle");
  const image = page.getByRole("img", { name: landing.hero.alt });
  const [wanted, unwanted] =
    testInfo.project.name === "phone" ? ["banner-mobile", "banner-desktop"] : ["banner-desktop", "banner-mobile"];
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(wanted);
  expect(await image.getAttribute("loading")).not.toBe("lazy");
  expect(await image.getAttribute("fetchpriority")).toBe("high");
  expect(requested.filter((url) => url.includes(wanted))).toHaveLength(1);
  expect(requested.filter((url) => url.includes(unwanted))).toEqual([]);
});

test("the walkthrough plays when half of it is in view and pauses when it leaves", async ({ page }) => {
  await visit(page);
  const video = page.getByRole("region", { name: landing.video.heading }).locator("video");
  const isPaused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
  expect(await isPaused()).toBe(true);
  expect(await video.evaluate((element: HTMLVideoElement) => element.preload)).toBe("none");
  await video.scrollIntoViewIfNeeded();
  await expect.poll(isPaused).toBe(false);
  await expect(page.getByRole("button", { name: "Pause video" })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(isPaused).toBe(true);
  await page.getByRole("heading", { level: 2, name: landing.features.heading }).scrollIntoViewIfNeeded();
  await video.scrollIntoViewIfNeeded();
  await expect.poll(isPaused).toBe(false);
});

test("a visitor can pause the walkthrough, and it stays paused when scrolled back into view", async ({ page }) => {
  await visit(page);
  const video = page.getByRole("region", { name: landing.video.heading }).locator("video");
  const isPaused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
  await video.scrollIntoViewIfNeeded();
  await expect.poll(isPaused).toBe(false);
  await page.getByRole("button", { name: "Pause video" }).click();
  await expect.poll(isPaused).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await video.scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: "Play video" })).toBeVisible();
  expect(await isPaused()).toBe(true);
});

for (const setting of ["reduced motion", "Save-Data"] as const) {
  test(`with ${setting} the walkthrough does not play and is not downloaded: only the poster shows`, async ({
    page,
  }) => {
    if (setting === "reduced motion") await page.emulateMedia({ reducedMotion: "reduce" });
    else
      await page.addInitScript(() => {
        Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
      });
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "media") videoRequests.push(request.url());
    });
    await visit(page);
    // Scrolled into view once the page runs its code, which plays the video when allowed (the test above).
    await waitForHydration(page);
    const video = page.getByRole("region", { name: landing.video.heading }).locator("video");
    await video.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    const posters = expandImage(readMediaManifest().images[landing.video.poster]!).webp.map((variant) => variant.url);
    expect(posters).toContain(await video.getAttribute("poster"));
    expect(videoRequests).toEqual([]);
  });
}

test("the features and amenities show their cards", async ({ page }) => {
  await visit(page);
  const features = page.getByRole("region", { name: landing.features.heading });
  await expect(features.getByRole("heading", { level: 3 })).toHaveText(
    landing.features.items.map((item) => item.title),
  );
  const amenities = page.getByRole("region", { name: landing.amenities.heading, exact: true });
  await expect(amenities.getByRole("heading", { level: 3 })).toHaveText(
    landing.amenities.items.map((item) => item.title),
  );
  for (const item of landing.amenities.items)
    await expect(amenities.getByRole("img", { name: item.alt })).toHaveCount(1);
});

test("'Enquire Now' in the location section scrolls smoothly to the contact form", async ({ page }) => {
  // On a phone the skipped sections are laid out at the moment of the tap, and a jump made at once would stop
  // about 2,000 px short of #contact (docs/decisions/0008-render-when-near.md).
  await visit(page);
  // The places, the map and the directions links: tests/e2e/location.spec.ts.
  const location = page.getByRole("region", { name: landing.location.heading });
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
  await location.getByRole("link", { name: "Enquire Now" }).click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.getByRole("heading", { level: 2, name: landing.contact.heading })).toBeInViewport();
  await expect(page.getByRole("heading", { level: 3, name: landing.contact.subheading })).toBeVisible();
});

test("with reduced motion the in-page links jump instead of gliding", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await visit(page);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
});

test("the plan carousel wraps around both ways and its dots jump to a slide", async ({ page }) => {
  const { slides } = landing.plans;
  expect(slides).toHaveLength(4);
  await visit(page);
  const carousel = page.getByRole("region", { name: "Plan slides" });
  await carousel.scrollIntoViewIfNeeded();
  // Hydration and then Embla come after the first paint: click once the carousel is live.
  await expect(carousel).toHaveAttribute("data-ready", "true");
  const expectShowing = async (index: number) => {
    const slide = carousel.getByRole("group", { name: `${index + 1} of ${slides.length}` });
    await expect(slide).toHaveAttribute("aria-current", "true");
    await expect(slide.getByRole("heading", { name: slides[index]?.title })).toBeInViewport({ ratio: 0.9 });
    for (const [other, { title }] of slides.entries()) {
      if (other !== index) await expect(carousel.getByRole("heading", { name: title })).not.toBeInViewport();
    }
  };

  await expectShowing(0);
  await carousel.getByRole("button", { name: "Previous slide" }).click();
  await expectShowing(slides.length - 1);
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expectShowing(0);
  await carousel.getByRole("button", { name: "Go to slide 3" }).click();
  await expectShowing(2);
  await expect(carousel.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute("aria-current", "true");
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expectShowing(3);
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expectShowing(0);
});

test("the footer e-mail copies itself and shows 'Copied!' for 2 seconds", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openWithPausedClock(page);
  const button = page.getByRole("button", { name: site.email });
  // The footer is an island that starts near the screen (its copy button shows once it has): scrolled to, then
  // frame by frame until it has hydrated.
  await page.locator("footer").scrollIntoViewIfNeeded();
  await waitForHydrationWithPausedClock(page);
  await button.click();
  const copied = page.getByRole("status").filter({ hasText: "Copied!" });
  await expect(copied).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.email);
  await page.clock.runFor(COPIED_MS - 100);
  await expect(copied).toBeVisible();
  await page.clock.runFor(100);
  await expect(copied).toHaveCount(0);
});

test("the footer gives the address, both phones, the social links and the RERA number", async ({ page }) => {
  await visit(page);
  // The page's own footer sits inside <main>, where <footer> has no landmark role.
  const footer = page.locator("footer");
  await expect(footer.getByText(site.address.postalCode)).toBeVisible();
  for (const phone of site.phones)
    await expect(footer.getByRole("link", { name: phone.display })).toHaveAttribute("href", `tel:${phone.tel}`);
  const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
  await expect(social).toHaveCount(site.social.length);
  for (const [index, item] of site.social.entries()) await expect(social.nth(index)).toHaveAttribute("href", item.url);
  await expect(footer.getByText(site.rera.number)).toBeVisible();
  await expect(footer.getByRole("link", { name: site.rera.authority })).toHaveAttribute("href", site.rera.url);
});

test("a round WhatsApp link floats bottom right with the prefilled message", async ({ page }) => {
  await visit(page);
  const link = page.getByRole("link", { name: /^Chat on WhatsApp/ });
  await expect(link).toBeVisible();
  const href = new URL((await link.getAttribute("href")) ?? "");
  expect(href.origin + href.pathname).toBe(`https://wa.me/${site.whatsapp.number}`);
  expect(href.searchParams.get("text")).toBe(site.whatsapp.message);
  await expect(link).toHaveAttribute("target", "_blank");
  const box = await link.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error("no layout");
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 160);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(link).toBeInViewport();
});
