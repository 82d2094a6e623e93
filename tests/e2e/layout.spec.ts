import type { Page } from "@playwright/test";
import type { FixedPageId, PageKind } from "#app/page-registry.ts";
import { navigationContent } from "#app/utils/site-links.ts";
import { approvalsContent } from "#content/approvals.ts";
import { flatsContent } from "#content/flats.ts";
import { floorPlansContent } from "#content/floor-plans.ts";
import { progressContent } from "#content/progress.ts";
import type { Flat } from "#content/schema.ts";
import { siteSettings } from "#content/site.ts";
import { wordsIn } from "#content/words-in.server.ts";
import {
  FONTS_APPLIED_ATTRIBUTE,
  FONTS_LINK_ATTRIBUTE,
  PAINTED_EVENT,
  SAFETY_DELAY_MS,
} from "#scripts/build/after-first-paint.ts";
import { expect, isAppScript, test, waitForHydration } from "./fixtures";
import { samplePages } from "./site-routes";

const { approvalsPage } = approvalsContent(wordsIn("en"));
const { flatTexts } = flatsContent(wordsIn("en"));
const { floorPlans } = floorPlansContent(wordsIn("en"));
const { footerNav, siteNav } = navigationContent(wordsIn("en"));
const nriPage = wordsIn("en").nri;
const { offline } = wordsIn("en");
const { progressPage } = progressContent(wordsIn("en"));
const referralPage = wordsIn("en").referral;
const { holdReceipt, holdTokenRefund } = wordsIn("en");

/** The title each page must have; a post's is its own. */
const titles: Record<FixedPageId, string> = {
  home: `${siteSettings.projectName} - Gated Community Apartments in Guntur`,
  blog: `Our Blog | ${siteSettings.projectName}`,
  "privacy-policy": `Privacy Policy | ${siteSettings.projectName}`,
  "apartment-guntur": `Apartment Guntur | 2 & 3 BHK Flats | ${siteSettings.projectName}`,
  "thank-you": `Thank You | ${siteSettings.projectName}`,
  flats: flatTexts.list.title,
  "flats-compare": flatTexts.compare.title,
  progress: progressPage.meta.title,
  approvals: approvalsPage.meta.title,
  nri: nriPage.meta.title,
  refer: referralPage.meta.title,
  offline: offline.meta.title,
  "hold-token-refund": holdTokenRefund.meta.title,
  hold: holdReceipt.meta.title,
};

/** A flat's page title, as content/en/flat-texts.yaml writes it. */
function flatTitle(flat: Flat): string {
  const plan = floorPlans.find((each) => each.id === flat.plan)!;
  return flatTexts.flat.title
    .replace("{unit}", flat.unit)
    .replace("{bhk}", plan.type)
    .replace("{facing}", flatTexts.words.facing[flat.facing]);
}

/** Every kind of page but the catch-all, with the site header and footer where app/page-registry.ts puts them. */
const routes = samplePages.flatMap(({ kind, url, post, flat }) => {
  if (kind.paths.from === "none") return [];
  const title = post ? (post.seo.title ?? post.title) : flat ? flatTitle(flat) : titles[kind.id as FixedPageId];
  const hydrates = (kind as PageKind).hydrates !== false;
  return [{ path: url, title, header: kind.siteHeader, footer: kind.siteFooter, hydrates }];
});
/** The pages that hydrate: all but the offline page, which stays plain HTML (app/page-registry.ts). */
const hydratedRoutes = routes.filter((route) => route.hydrates);

/** As React escapes text in the pre-rendered HTML. */
function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

for (const route of routes) {
  test(`${route.path} has its title, and the site header and footer only where they belong`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page).toHaveTitle(route.title);
    const header = page.getByRole("navigation", { name: "Main" });
    const footer = page.getByRole("contentinfo");
    if (route.header) await expect(header).toBeVisible();
    else await expect(header).toHaveCount(0);
    if (route.footer) await expect(footer).toBeVisible();
    else await expect(footer).toHaveCount(0);
  });
}

test("every route is complete HTML before any script runs, then hydrates without console errors", async ({
  page,
  request,
  consoleErrors,
}) => {
  for (const route of hydratedRoutes) {
    const response = await request.get(route.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${escapeHtml(route.title)}</title>`);
    expect(html).toMatch(/<h1[^>]*>/);
    await page.goto(route.path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
  }
  expect(consoleErrors).toEqual([]);
});

// The loader of scripts/build/after-first-paint.ts is the one script that comes with the page (1 KB, and the load
// event waits for it), as an inline script would: it is what starts the others after the first paint.
test("no script of the app is fetched before the page has loaded, so fonts and the first image get the bandwidth", async ({
  page,
}) => {
  for (const route of hydratedRoutes) {
    await page.goto(route.path);
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      // The site script, an island of every page that starts after the first paint (app/shells/layout/).
      const siteScript = document
        .querySelector('astro-island[component-export="SiteScript"]')
        ?.getAttribute("component-url");
      const imported = siteScript ? [new URL(siteScript, location.href).href] : [];
      const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
        (entry) => entry.initiatorType === "script" || entry.name.endsWith(".js"),
      );
      return {
        loadEventEnd: navigation!.loadEventEnd,
        imported,
        fetched: scripts.map((entry) => ({ url: entry.name, startTime: entry.startTime })),
      };
    });
    const appScripts = timing.fetched.filter(({ url }) => isAppScript(url));
    const firstScriptStart = Math.min(...appScripts.map(({ startTime }) => startTime));
    // The site script was fetched: the timings below are of scripts really recorded.
    expect(timing.imported, route.path).toHaveLength(1);
    expect(
      appScripts.map(({ url }) => url),
      route.path,
    ).toEqual(expect.arrayContaining(timing.imported));
    expect(timing.loadEventEnd, route.path).toBeGreaterThan(0);
    expect(
      firstScriptStart,
      `${route.path}: first script requested before the load event ended`,
    ).toBeGreaterThanOrEqual(timing.loadEventEnd);
  }
});

test("a first visit fetches the fonts after the page has loaded; a returning visitor's cached fonts do not wait for it", async ({
  browser,
  baseURL,
}) => {
  // A context of its own: the fixture's routing of third-party hosts would switch the HTTP cache off.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const fontsApplied = page.locator(`html[${FONTS_APPLIED_ATTRIBUTE}]`);
  await page.goto("/blog");
  await fontsApplied.waitFor({ state: "attached" });
  const first = await page.evaluate((fontsLinkAttribute) => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    // The faces the fonts stylesheet declares, and the families the body text and the heading are set in.
    const sheet = document.querySelector<HTMLLinkElement>(`link[${fontsLinkAttribute}]`)?.sheet;
    const faces = [...(sheet?.cssRules ?? [])].filter(
      (rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule,
    );
    const unquote = (family: string) => family.trim().replace(/^["']|["']$/g, "");
    const fonts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) =>
      entry.name.endsWith(".woff2"),
    );
    return {
      loadEventEnd: navigation!.loadEventEnd,
      declaredFiles: faces.map(
        (face) => new URL(/url\(["']?([^"')]+)/.exec(face.style.getPropertyValue("src"))?.[1] ?? "", sheet!.href!).href,
      ),
      declaredFamilies: faces.map((face) => unquote(face.style.getPropertyValue("font-family"))),
      usedFamilies: [document.body, document.querySelector("h1")!].map((element) =>
        unquote(getComputedStyle(element).fontFamily.split(",")[0]!),
      ),
      fontFiles: fonts.map((entry) => entry.name),
      fontStarts: fonts.map((entry) => entry.startTime),
    };
  }, FONTS_LINK_ATTRIBUTE);
  // The stylesheet has a face for each family the page is set in, and exactly its files were fetched,
  // after the load event. The one other font is the language switch's few letters (app/styles/app.css),
  // which must be readable at first paint and so is declared in the page's own stylesheet.
  expect(new Set(first.declaredFamilies)).toEqual(new Set(first.usedFamilies));
  const fetched = first.fontFiles.map((file, index) => ({ file, start: first.fontStarts[index]! }));
  const [stylesheetFonts, otherFonts] = [
    fetched.filter(({ file }) => first.declaredFiles.includes(file)),
    fetched.filter(({ file }) => !first.declaredFiles.includes(file)),
  ];
  expect(stylesheetFonts.map(({ file }) => file).toSorted()).toEqual(first.declaredFiles.toSorted());
  for (const { start } of stylesheetFonts) expect(start).toBeGreaterThanOrEqual(first.loadEventEnd);
  expect(otherFonts.map(({ file }) => new URL(file).pathname)).toEqual([
    expect.stringMatching(/\/language-names[.-][\w-]+\.woff2$/),
  ]);

  // The home page's images (not cached yet) are held at the network, so its load event waits; the
  // fonts and their stylesheet come from the HTTP cache, as on any later visit.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Fetch.enable", { patterns: [{ urlPattern: "*/media/*" }] });
  await page.goto("/", { waitUntil: "commit" });
  // Well before the loader's safety timer, which would start everything without a load event.
  await fontsApplied.waitFor({ state: "attached", timeout: SAFETY_DELAY_MS / 2 });
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
  await context.close();
});

test("the phone menu opens from its toggle and closes when a link is tapped", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the toggled menu exists below the lg breakpoint");
  await page.goto("/blog");
  const toggle = page.getByRole("button", { name: "Menu" });
  const menu = page.locator("#site-menu");
  await expect(menu).toBeHidden();
  expect(await exposedExpandedState(page, "Menu")).toBe(false);
  await toggle.click();
  expect(await exposedExpandedState(page, "Menu")).toBe(true);
  for (const item of siteNav) await expect(menu.getByRole("link", { name: item.label, exact: true })).toBeVisible();
  await menu.getByRole("link", { name: "Gallery" }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/#gallery$/);
  // The link loaded the home page; its hydration, which starts after the load event, must not land between the two
  // taps below (it made the second one miss about one run in twelve). The menu before hydration is
  // before-hydration.spec.ts's.
  await waitForHydration(page);
  await toggle.click();
  await expect(menu).toBeVisible();
  await toggle.click();
  await expect(menu).toBeHidden();
  expect(await exposedExpandedState(page, "Menu")).toBe(false);
});

test("without the Popover API (Safari before 17) the phone menu stays hidden until its button opens it, and closes again", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the toggled menu exists below the lg breakpoint");
  // Chromium as an older Safari: no Popover API for the page's scripts. (Its stylesheet still hides a closed
  // popover, which app/styles/app.css does where the browser knows no popover at all.)
  await page.addInitScript(() => {
    const prototype = HTMLElement.prototype as unknown as Record<string, unknown>;
    for (const name of ["popover", "showPopover", "hidePopover", "togglePopover"]) delete prototype[name];
  });
  await page.goto("/");
  await waitForHydration(page);
  const toggle = page.getByRole("button", { name: "Menu" });
  const menu = page.locator("#site-menu");
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("link", { name: "Gallery" })).toBeInViewport();
  await toggle.click();
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  // Escape closes it and gives the focus back to the button.
  await toggle.click();
  await menu.getByRole("link", { name: "Gallery" }).focus();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  // A tap outside closes it.
  await toggle.click();
  await page.mouse.click(10, page.viewportSize()!.height - 100);
  await expect(menu).toBeHidden();
  // A link to a section of this page closes it and goes there.
  await toggle.click();
  await menu.getByRole("link", { name: "Gallery" }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/#gallery$/);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
});

/**
 * The expanded state Chromium's accessibility tree gives a button, as a screen reader hears it.
 * The menu button has no aria-expanded (HTML forbids it beside popovertarget): the browser
 * derives the state from the popover, which Playwright's own role queries do not read.
 */
async function exposedExpandedState(page: Page, buttonName: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodes } = await cdp.send("Accessibility.queryAXTree", {
      nodeId: root.nodeId,
      accessibleName: buttonName,
      role: "button",
    });
    expect(nodes, `buttons named ${buttonName}`).toHaveLength(1);
    const expanded = nodes[0]!.properties?.find((property) => property.name === "expanded");
    return expanded === undefined ? undefined : expanded.value.value === true;
  } finally {
    await cdp.detach();
  }
}

test("the desktop header shows every link inline", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "inline links show from the lg breakpoint");
  await page.goto("/blog");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const item of siteNav) await expect(nav.getByRole("link", { name: item.label, exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  await nav.getByRole("link", { name: /home page$/ }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("at 1024 px the desktop header's logo and links stay on one line each, in both languages", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the width is set here");
  await page.setViewportSize({ width: 1024, height: 800 });
  for (const path of ["/blog", "/te/blog"]) {
    await page.goto(path);
    const links = page.getByRole("navigation", { name: /.+/ }).first().locator("ul").first().getByRole("link");
    const heights = await links.evaluateAll((elements) =>
      elements.filter((element) => element.checkVisibility()).map((element) => element.getBoundingClientRect().height),
    );
    expect(heights.length, path).toBeGreaterThan(5);
    // One line of text-sm with its padding is 36 px; a wrapped label is 20 px taller.
    expect(Math.max(...heights), path).toBeLessThan(45);
    // The logo's name and byline, one line each beside the mark: 36 px; wrapped, twice that.
    const logo = await page.locator("header nav > a").first().boundingBox();
    expect(logo!.height, path).toBeLessThan(45);
  }
});

test("at 320 px, the narrowest phones, the headers keep to the screen's width in both languages", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the width is set here");
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ["/", "/te/", "/apartment-guntur", "/te/apartment-guntur"]) {
    await page.goto(path);
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.querySelector("header")!.scrollWidth,
    ]);
    expect(widths, path).toEqual([320, 320]);
  }
});

test("the site footer links home, to the campaign page and to the privacy policy, and the campaign link opens it", async ({
  page,
}) => {
  await page.goto("/blog");
  const footer = page.getByRole("contentinfo");
  for (const item of footerNav)
    await expect(footer.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", item.href);
  const campaign = footerNav.find((item) => item.href === "/apartment-guntur");
  expect(campaign, "a footer link to /apartment-guntur").toBeDefined();
  await waitForHydration(page);
  await footer.getByRole("link", { name: campaign!.label, exact: true }).click();
  await expect(page).toHaveURL(/\/apartment-guntur$/);
  await expect(page).toHaveTitle(titles["apartment-guntur"]);
});

test("the header takes its scrolled look once the page passes 50 px", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  const transparent = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo(0, 120));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(transparent);
});

test("a floating button after 300 px scrolls smoothly back to the top", async ({ page }) => {
  await page.goto("/blog");
  const button = page.getByRole("button", { name: "Scroll to top" });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test("navigating to another page starts at its top; a hash link lands on its section", async ({ page }) => {
  await page.goto("/blog");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goto("/blog");
  await page.goto("/#contact");
  await expect(page.locator("#contact")).toBeInViewport();
});

test("a reload returns to where the visitor was, and so does going back after a link", async ({ page }) => {
  await page.goto("/blog");
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 700));
  await page.reload();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(700, -1);
  await waitForHydration(page);
  await page
    .getByRole("banner")
    .getByRole("link", { name: /home page$/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(700, -1);
});

test("the first screen's islands' shared chunks and words are asked for at the first paint, beside their own code", async ({
  page,
}) => {
  // Round trips of 150 ms, as on a phone: what is asked for only once an island's code has come starts that late.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // In Telugu: the words asked for must be the page's language's, those its grid then reads.
  await page.goto("/te/flats");
  await waitForHydration(page);
  const timing = await page.evaluate(() => {
    const grid = document.querySelector('astro-island[component-export="Grid"]')!.getAttribute("component-url")!;
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const path = (url: string) => new URL(url, location.href).pathname;
    const asked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href);
    return {
      gridArrived: entries.find((entry) => path(entry.name) === path(grid))!.responseEnd,
      asked: asked.map((url) => ({
        path: path(url),
        startTime: entries.find((entry) => entry.name === url)?.startTime,
      })),
      flatTexts: entries.map((entry) => path(entry.name)).filter((url) => /^\/assets\/flat-texts\./.test(url)),
    };
  });
  const asked = timing.asked.map(({ path }) => path);
  expect(asked).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/assets\/islands\./),
      expect.stringMatching(/^\/assets\/flat-texts\./),
    ]),
  );
  for (const { path, startTime } of timing.asked) expect(startTime, path).toBeLessThan(timing.gridArrived);
  // One flat-texts module fetched, the one asked for: Telugu's, as the grid read no other.
  expect(timing.flatTexts).toHaveLength(1);
  expect(asked).toContain(timing.flatTexts[0]);
});

test("no page reads session storage before its first paint", async ({ page }) => {
  // A tab's first sessionStorage access blocks the main thread on the browser process (5 to 15 ms in traces,
  // docs/decisions/0009): nothing the page runs before the loader marks its first paint (the inline scripts,
  // Astro's island runtime and directives) may read it, the thank-you page's `client:stored` islands included.
  await page.addInitScript((paintedEvent) => {
    const state = window as unknown as { sessionStorageRead?: boolean; readBeforePaint?: boolean };
    const owner = Object.getOwnPropertyDescriptor(window, "sessionStorage") ? window : Window.prototype;
    const { get } = Object.getOwnPropertyDescriptor(owner, "sessionStorage")!;
    Object.defineProperty(owner, "sessionStorage", {
      configurable: true,
      get() {
        state.sessionStorageRead = true;
        return get!.call(window);
      },
    });
    // Registered before any of the page's own listeners, so it runs first.
    addEventListener(paintedEvent, () => (state.readBeforePaint = state.sessionStorageRead === true), { once: true });
  }, PAINTED_EVENT);
  for (const path of ["/blog", "/thank-you"]) {
    await page.goto(path, { waitUntil: "load" });
    await expect.poll(() => page.evaluate(() => "readBeforePaint" in window), path).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { readBeforePaint: boolean }).readBeforePaint), path).toBe(
      false,
    );
  }
});

test("an unknown URL answers 404 with the not-found page and a link home", async ({ page, request }) => {
  const response = await request.get("/no-such-page");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("404 Not Found");
  await page.goto("/no-such-page");
  await expect(page.getByText("404 Not Found")).toBeVisible();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveTitle(`${siteSettings.projectName} - Gated Community Apartments in Guntur`);
});
