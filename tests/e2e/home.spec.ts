import type { Page } from "@playwright/test";
import { floorPlansContent } from "#content/floor-plans.ts";
import { siteContent } from "#content/site.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { expect, letTasksPass, test, waitForHydration } from "./fixtures";
import { blockHubspotEmbed } from "./hubspot-stand-in";
import { imageFileUrl } from "./image-links";
import { mediaFileUrl } from "./media-manifest";

const { slides: aboutSlides, highlights, mission, values } = wordsIn("en").about;
const { amenities, specifications } = wordsIn("en").amenities;
const { faqs } = wordsIn("en").faq;
const { floorPlanFilters, floorPlans } = floorPlansContent(wordsIn("en"));
const { photos: galleryItems } = wordsIn("en").gallery;
const { banner, hero } = wordsIn("en").home;
const { maps: layoutMaps } = wordsIn("en").layoutMaps;
const { site } = siteContent(wordsIn("en"));

/** A media file's name without folder or extension, as its hashed URL starts ("hero/hero-loop.webm" → "hero-loop"). */
const fileName = (src: string) => src.replace(/^.*\/|\.\w+$/g, "");

test.beforeEach(async ({ page }) => {
  await blockHubspotEmbed(page);
});

test("the home page has every anchored section", async ({ page }) => {
  await page.goto("/");
  for (const id of ["home", "about", "gallery", "floor-plans", "amenities", "contact", "enquire"]) {
    await expect(page.locator(`#${id}`)).toHaveCount(1);
  }
  await expect(page.getByRole("heading", { name: banner.headline })).toBeVisible();
});

test("the hero is 60% of the viewport on phones and full height from medium screens, with the welcome headline only there", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  const viewport = page.viewportSize()!;
  const height = await page.locator("#home").evaluate((el) => el.getBoundingClientRect().height);
  const welcome = page.locator("#home").getByText(`Welcome to ${site.projectName}`);
  if (testInfo.project.name === "phone") {
    expect(height).toBeCloseTo(viewport.height * 0.6, -1);
    await expect(welcome).toBeHidden();
  } else {
    expect(height).toBeCloseTo(viewport.height, -1);
    await expect(welcome).toBeVisible();
  }
});

test("the music button starts paused, then plays and pauses looping music with its icon, name and pressed state", async ({
  page,
}) => {
  const musicRequests: string[] = [];
  // Requests for the music's file name; the click also engages the page, which starts the hero video.
  page.on("request", (request) => {
    if (request.url().includes(fileName(hero.music))) musicRequests.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const play = page.getByRole("button", { name: "Play background music" });
  await expect(play).toHaveAttribute("aria-pressed", "false");
  // Both icons are in the button; CSS shows the one for its state (app/features/home/hero-section.tsx).
  await expect(play.locator('svg:has(use[href$="#volume-x"])')).toBeVisible();
  await expect(play.locator('svg:has(use[href$="#volume-2"])')).toBeHidden();
  expect(musicRequests).toEqual([]);
  const audio = page.getByTestId("hero-music");
  await play.click();
  const pause = page.getByRole("button", { name: "Pause background music" });
  await expect(pause).toHaveAttribute("aria-pressed", "true");
  await expect(pause.locator('svg:has(use[href$="#volume-2"])')).toBeVisible();
  await expect(pause.locator('svg:has(use[href$="#volume-x"])')).toBeHidden();
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => !el.paused && el.loop)).toBe(true);
  // The built music file, however many range requests the media element makes for it.
  expect(new Set(musicRequests)).toEqual(new Set([mediaFileUrl(hero.music)]));
  await expect.poll(() => page.getByTestId("hero-video").evaluate((el: HTMLVideoElement) => el.muted)).toBe(false);
  await pause.click();
  await expect(page.getByRole("button", { name: "Play background music" })).toHaveAttribute("aria-pressed", "false");
  expect(await audio.evaluate((el: HTMLAudioElement) => el.paused)).toBe(true);
  expect(await page.getByTestId("hero-video").evaluate((el: HTMLVideoElement) => el.muted)).toBe(true);
});

test("the hero video waits for the loaded page and the visitor's first scroll, then loops muted over its poster", async ({
  page,
}) => {
  const videoRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(fileName(hero.video.webm))) videoRequests.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(videoRequests).toEqual([]);
  await page.mouse.wheel(0, 40);
  const video = page.getByTestId("hero-video");
  await expect(video).toBeAttached();
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.muted && el.loop && !el.paused)).toBe(true);
  await expect(page.locator("#home img").first()).toBeVisible();
});

test("when the hero video fails, the still image stays and the failure is logged", async ({ page }) => {
  const logs: string[] = [];
  page.on("console", (message) => logs.push(message.text()));
  await page.route(
    (url) => url.pathname.includes(fileName(hero.video.webm)),
    (route) => route.abort("failed"),
  );
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.mouse.wheel(0, 40);
  await expect.poll(() => logs).toContain("Video failed to load");
  await expect(page.getByTestId("hero-video")).toHaveCount(0);
  await expect(page.locator("#home picture img")).toBeVisible();
});

/**
 * Everything that starts the hero video (app/features/home/hero-media.ts) when motion is allowed: the
 * page loaded and idle, a scroll, and the fallback delay passed, on Playwright's clock instead of waiting.
 */
async function engageWithHero(page: Page) {
  await page.clock.install();
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForLoadState("load");
  // Past requestIdleCallback's 4 s timeout, so the page counts as idle and listens for engagement.
  await page.clock.runFor(5_000);
  await page.mouse.wheel(0, 40);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // Past the 6 s fallback that starts the video without any engagement.
  await page.clock.runFor(7_000);
  // React renders in tasks of its own (not on the fake clock): let two pass before reading the page.
  await letTasksPass(page, 2);
}

// The same steps with and without reduced motion: the first run shows they would start the video.
for (const reducedMotion of ["no-preference", "reduce"] as const) {
  const loads = reducedMotion === "no-preference";
  test(`${loads ? "without" : "with"} reduced motion, a scroll and the fallback delay ${loads ? "start" : "never load"} the hero video`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "media") videoRequests.push(new URL(request.url()).pathname);
    });
    await engageWithHero(page);
    expect(await page.getByTestId("hero-video").count()).toBe(loads ? 1 : 0);
    if (loads) {
      // Chromium plays the first source it supports: the WebM.
      await expect.poll(() => videoRequests).toContain(mediaFileUrl(hero.video.webm));
    } else {
      await page.waitForLoadState("networkidle");
      expect(videoRequests).toEqual([]);
    }
  });
}

test("the about carousel shows the three slides, advances every 3 s, the active one fully shown", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Project highlights" });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute("data-ready", "true");
  const slides = carousel.getByRole("group");
  await expect(slides).toHaveCount(aboutSlides.length);
  for (const [index, slide] of aboutSlides.entries()) await expect(slides.nth(index)).toContainText(slide.title);
  const current = carousel.locator('[aria-current="true"][aria-roledescription="slide"]');
  await expect(current).toContainText(aboutSlides[0]!.title);
  await expect(current).toHaveCSS("opacity", "1");
  await expect(slides.nth(1)).toHaveCSS("opacity", "0.4");
  await page.clock.runFor(3100);
  await expect(current).toContainText(aboutSlides[1]!.title);
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect(current).toContainText(aboutSlides[2]!.title);
  await page.clock.runFor(3100);
  await expect(current).toContainText(aboutSlides[0]!.title);
});

test("the about section lists the highlights, the mission and the four values", async ({ page }) => {
  await page.goto("/");
  const about = page.locator("#about");
  for (const item of highlights) await expect(about.getByRole("heading", { name: item.title })).toBeVisible();
  await expect(about.getByRole("heading", { name: mission.heading })).toBeVisible();
  for (const value of values)
    await expect(about.getByRole("heading", { name: value.title, exact: true })).toBeVisible();
});

test("gallery filters show all items or one category, and the lightbox closes every way, returning focus", async ({
  page,
}) => {
  await page.goto("/#gallery");
  await waitForHydration(page);
  const gallery = page.locator("#gallery");
  const items = gallery.getByRole("list", { name: "Gallery images" }).getByRole("listitem");
  await expect(items).toHaveCount(galleryItems.length);
  for (const category of new Set(galleryItems.map((item) => item.category))) {
    const expected = galleryItems.filter((item) => item.category === category).length;
    await gallery.getByRole("button", { name: new RegExp(`^${category}`, "i") }).click();
    await expect(gallery.getByRole("button", { name: new RegExp(`^${category}`, "i") })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(items).toHaveCount(expected);
  }
  await gallery.getByRole("button", { name: /^All/ }).click();
  await expect(items).toHaveCount(galleryItems.length);

  const first = items.first().getByRole("link");
  const dialog = page.getByRole("dialog", { name: galleryItems[0]!.title });
  await first.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
  await first.click();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
  await first.click();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});

test("floor plans: the six plans, the filters, and the details modal only from 768 px", async ({ page }, testInfo) => {
  await page.goto("/#floor-plans");
  await waitForHydration(page);
  const section = page.locator("#floor-plans");
  const cards = section.getByRole("article");
  await expect(cards).toHaveCount(floorPlans.length);
  for (const [index, plan] of floorPlans.entries())
    await expect(cards.nth(index)).toHaveAccessibleName(`${plan.type} · ${plan.area} sq ft · ${plan.facing}`);
  // Each type's filter, then "all" again (the first filter), which the rest of the test starts from.
  for (const filter of [...floorPlanFilters.slice(1), floorPlanFilters[0]!]) {
    await section.getByRole("button", { name: filter.label, exact: true }).click();
    await expect(cards).toHaveCount(
      floorPlans.filter((plan) => filter.value === "all" || plan.type === filter.value).length,
    );
  }

  const plan = floorPlans[0]!;
  const dialog = page.getByRole("dialog");
  if (testInfo.project.name === "phone") {
    await cards.first().getByText("Plan details").click();
    await expect(cards.first().getByText(`${plan.details.carpetArea} sq ft`)).toBeVisible();
    // No modal on a phone: a tap on the drawing opens the drawing itself.
    await cards.first().click({ position: { x: 40, y: 40 } });
    await expect(page).toHaveURL(imageFileUrl(plan.image));
  } else {
    await cards.first().click({ position: { x: 40, y: 40 } });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`${plan.details.carpetArea} sq ft`)).toBeVisible();
    await expect(dialog.getByText(`₹${plan.details.floorRise} per sq ft`)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
});

test("the floor plan modal stays shut below 768 px and opens at 768 px", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the width is set here");
  for (const [width, opens] of [
    [767, false],
    [768, true],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/#floor-plans");
    await waitForHydration(page);
    await page
      .locator("#floor-plans")
      .getByRole("article")
      .first()
      .click({ position: { x: 40, y: 40 } });
    if (opens) await expect(page.getByRole("dialog")).toBeVisible();
    else await expect(page).toHaveURL(imageFileUrl(floorPlans[0]!.image));
  }
});

test("amenities open an enlarged view; the specification groups and Enquire Now are there", async ({ page }) => {
  await page.goto("/#amenities");
  await waitForHydration(page);
  const section = page.locator("#amenities");
  for (const amenity of amenities) {
    await section
      .getByRole("link", {
        name: new RegExp(`^${amenity.title.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\W+view larger$`),
      })
      .click();
    const dialog = page.getByRole("dialog", { name: amenity.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(amenity.description)).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
  }
  await expect(section.getByRole("heading", { name: specifications.heading })).toBeVisible();
  for (const group of specifications.groups)
    await expect(section.getByRole("heading", { name: group.title, exact: true })).toBeVisible();
  await section.getByRole("link", { name: "Enquire Now" }).click();
  await expect(page.locator("#enquire")).toBeInViewport();
});

test("the floor layout maps carousel shows its slides per docs/product.md's breakpoints and opens each map", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "widths are set here");
  for (const [width, shown, spacing] of [
    [320, 1, 10],
    [480, 1.2, 15],
    [640, 1.5, 20],
    [768, 2, 25],
    [1024, 3, 30],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Floor layout maps" });
    const viewport = await carousel
      .locator("> div")
      .first()
      .evaluate((el) => el.getBoundingClientRect().width);
    const [first, second] = await carousel.getByRole("group").evaluateAll((slides) =>
      slides.slice(0, 2).map((slide) => {
        const { left, right, width } = (slide.firstElementChild as HTMLElement).getBoundingClientRect();
        return { left, right, width };
      }),
    );
    // Slides shown = (viewport + spacing) / (slide + spacing), spacing being the gap between two slides.
    expect(second!.left - first!.right).toBeCloseTo(spacing, 0);
    expect((viewport + spacing) / (first!.width + spacing)).toBeCloseTo(shown, 1);
  }
  const carousel = page.getByRole("region", { name: "Floor layout maps" });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute("data-ready", "true");
  await expect(carousel.getByRole("group")).toHaveCount(layoutMaps.length);
  await carousel.getByRole("link", { name: new RegExp(layoutMaps[0]!.title) }).click();
  await expect(page.getByRole("dialog", { name: layoutMaps[0]!.title })).toBeVisible();
});

test("contact shows the address with its pincode, both phones as call links and directions", async ({ page }) => {
  await page.goto("/#contact");
  const contact = page.locator("#contact");
  await expect(contact.getByText(new RegExp(`${site.address.locality}.*${site.address.postalCode}`))).toBeVisible();
  for (const phone of site.phones)
    await expect(contact.getByRole("link", { name: phone.display })).toHaveAttribute("href", `tel:${phone.tel}`);
  await expect(contact.getByRole("link", { name: /Get directions/ })).toHaveAttribute("href", site.address.mapsUrl);
});

test("the FAQ opens one answer at a time and closes the open one on a second click", async ({ page }) => {
  await page.goto("/#enquire");
  const enquire = page.locator("#enquire");
  const questions = faqs.map((faq) => enquire.getByText(faq.question));
  await expect(enquire.locator("details")).toHaveCount(faqs.length);
  await questions[0]!.click();
  await expect(enquire.getByText(faqs[0]!.answer)).toBeVisible();
  await questions[1]!.click();
  await expect(enquire.getByText(faqs[1]!.answer)).toBeVisible();
  await expect(enquire.getByText(faqs[0]!.answer)).toBeHidden();
  await questions[1]!.click();
  await expect(enquire.getByText(faqs[1]!.answer)).toBeHidden();
  await expect(enquire.locator("details[open]")).toHaveCount(0);
});

test("the floating bar opens the brochure with a toast and WhatsApp in new tabs", async ({ page, context }) => {
  await page.goto("/");
  const brochure = page.getByRole("link", { name: /Download Brochure/ });
  await expect(brochure).toHaveAttribute("href", site.brochurePath);
  await expect(brochure).toHaveAttribute("target", "_blank");
  const chat = page.getByRole("link", { name: /Chat Now/ });
  await expect(chat).toHaveAttribute(
    "href",
    `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(site.whatsapp.message)}`,
  );
  await expect(chat).toHaveAttribute("target", "_blank");
  await waitForHydration(page);
  const popup = context.waitForEvent("page");
  await brochure.click();
  await expect(page.getByText("Opening brochure...")).toBeVisible();
  const pdf = await popup;
  expect(pdf.url()).toMatch(/\/Brochure\.pdf$/);
});

test("a fresh visit lays out only the sections near the screen", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  // content-visibility: auto skips the contents of what is far below; checkVisibility reports them as not visible.
  const skipped = (id: string) =>
    page.locator(`#${id} h2`).evaluate((heading) => !heading.checkVisibility({ contentVisibilityAuto: true }));
  expect(await skipped("contact")).toBe(true);
  await page.locator("#contact").scrollIntoViewIfNeeded();
  await expect.poll(() => skipped("contact")).toBe(false);
});

test("header links from another page land on their section, laid out in full", async ({ page }, testInfo) => {
  await page.goto("/blog");
  await waitForHydration(page);
  const header = page.locator("header");
  for (const { label, id } of [
    { label: "Contact", id: "contact" },
    { label: "Gallery", id: "gallery" },
    { label: "Amenities", id: "amenities" },
  ]) {
    if (testInfo.project.name === "phone") await header.getByRole("button", { name: "Menu" }).click();
    await header.getByRole("link", { name: label, exact: true }).filter({ visible: true }).click();
    await expect(page).toHaveURL(new RegExp(`/#${id}$`));
    // Smooth scrolling ends with the section's top just under the fixed header (scroll-margin-top: 5rem).
    await expect
      .poll(
        () => page.locator(`#${id}`).evaluate((element) => Math.abs(element.getBoundingClientRect().top - 80) <= 2),
        { message: id },
      )
      .toBe(true);
  }
});
