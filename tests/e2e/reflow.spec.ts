import type { Browser, Page } from "@playwright/test";
import { PAINTED_ATTRIBUTE } from "#app/astro/painted.ts";
import { expect, isHydrated, test } from "./fixtures";
import { pagePaths } from "./site-routes";

/**
 * Reflow (WCAG 2.2, 1.4.10): every kind of page is usable from 320 px, the narrowest phones, to 1440 px, with no
 * sideways scroll of the page and no control squeezed, cut or pushed off the screen. A table may scroll sideways in
 * a box of its own (the flats grid, the comparison), and a carousel holds its slides in one. One page of each kind
 * (app/page-registry.ts), the compare page with three flats chosen, and the home page in Telugu, whose words run
 * longer.
 */

const WIDTHS = [320, 360, 390, 768, 1440] as const;
const COMPARED = "/flats/compare?units=A-302,A-303,B-510";
const paths = [...pagePaths.map((path) => (path === "/flats/compare" ? COMPARED : path)), "/te/"];

/**
 * Runs in the page: what breaks reflow, each as "<control> <its words>: <what>". A control is a link, button,
 * field or summary the visitor can see; one inside a box that scrolls or clips sideways (a table's, a carousel's)
 * is judged by that box, not the screen.
 */
function reflowProblems(): string[] {
  const problems: string[] = [];
  const width = document.documentElement.clientWidth;
  const root = document.documentElement;
  if (root.scrollWidth > width) problems.push(`the page: ${root.scrollWidth} px wide in a ${width} px screen`);

  const scrollsSideways = (element: Element) => {
    const { overflowX } = getComputedStyle(element);
    return overflowX !== "visible" && overflowX !== "clip" && element.scrollWidth > element.clientWidth + 1;
  };
  const name = (element: Element) =>
    `<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40)}"`;
  const controls = document.querySelectorAll<HTMLElement>(
    "a[href], button, input:not([type=hidden]), select, textarea, summary",
  );
  for (const control of controls) {
    if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const box = control.getBoundingClientRect();
    // The visually hidden (a skip link until focused) and what has no box of its own.
    if (box.width <= 1 || box.height <= 1) continue;
    let scroller: Element | null = control.parentElement;
    while (scroller && scroller !== root && !scrollsSideways(scroller)) scroller = scroller.parentElement;
    const inScrollBox = scroller !== null && scroller !== root;
    if (!inScrollBox && (box.left < -0.5 || box.right > width + 0.5))
      problems.push(`${name(control)}: from ${Math.round(box.left)} to ${Math.round(box.right)} px, off the screen`);
    // What stays on the screen (the site header, the floating buttons) holds its controls whole: one that spills
    // out of it is cut off at the screen's edge, or covers the page below.
    // (A box that scrolls inside it, as a dialog's content does, is left out, and so is a link parked above the
    // screen until it is focused: the skip link.)
    let fixed: Element | null = control;
    let scrollsInside = false;
    while (fixed && getComputedStyle(fixed).position !== "fixed") {
      fixed = fixed.parentElement;
      if (fixed && fixed.scrollHeight > fixed.clientHeight + 1 && getComputedStyle(fixed).overflowY !== "visible")
        scrollsInside = true;
    }
    if (fixed && !scrollsInside && box.bottom > 0) {
      const area = fixed === control ? { top: 0, bottom: window.innerHeight } : fixed.getBoundingClientRect();
      if (box.top < Math.max(area.top, 0) - 0.5 || box.bottom > Math.min(area.bottom, window.innerHeight) + 0.5)
        problems.push(
          `${name(control)}: from ${Math.round(box.top)} to ${Math.round(box.bottom)} px high, out of its fixed bar (${Math.round(area.top)} to ${Math.round(area.bottom)})`,
        );
    }
    // Its content wider than its box: squeezed, cut, or spilling over what is beside it. (A field scrolls its text
    // inside; an inline link has no box of its own to measure.)
    const { display } = getComputedStyle(control);
    if (!/^(input|select|textarea)$/i.test(control.tagName) && display !== "inline") {
      if (control.scrollWidth > control.clientWidth + 1)
        problems.push(`${name(control)}: content ${control.scrollWidth} px in a ${control.clientWidth} px box`);
    }
    for (const icon of control.querySelectorAll("svg")) {
      if (!icon.checkVisibility()) continue;
      const drawn = icon.getBoundingClientRect();
      if (drawn.width < 16 || drawn.width < drawn.height - 0.5)
        problems.push(`${name(control)}: its icon squeezed to ${drawn.width.toFixed(1)} × ${drawn.height} px`);
    }
  }
  return problems;
}

/** Scrolls the page through to its end, so every island near the screen starts and every section is laid out. */
async function scrollThrough(page: Page) {
  for (let step = 0; step < 60; step++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.9);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForFunction(isHydrated, PAINTED_ATTRIBUTE);
    if (atEnd) break;
  }
}

async function openAt(browser: Browser, baseURL: string | undefined, width: number) {
  const phone = width < 768;
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: phone ? 740 : 900 },
    isMobile: phone,
    hasTouch: phone,
    serviceWorkers: "block",
  });
  // No request leaves the machine: HubSpot's form fails, and the site's own form takes its place.
  await context.route(
    (url) => url.hostname !== "127.0.0.1" && url.hostname !== "localhost",
    (route) => route.abort("blockedbyclient"),
  );
  return context;
}

test.describe("reflow from 320 to 1440 px", () => {
  test.skip(({ isMobile }) => isMobile, "each test sets its own width; one project is enough");
  test.describe.configure({ timeout: 240_000 });

  for (const width of WIDTHS) {
    test(`at ${width} px no page scrolls sideways and no control is squeezed, cut or off the screen`, async ({
      browser,
      baseURL,
    }) => {
      const context = await openAt(browser, baseURL, width);
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(path);
        await page.waitForFunction(isHydrated, PAINTED_ATTRIBUTE);
        // At the top, with the header over the hero, and again once every section has been laid out.
        expect.soft(await page.evaluate(reflowProblems), `${path} at ${width} px, at the top`).toEqual([]);
        await scrollThrough(page);
        expect.soft(await page.evaluate(reflowProblems), `${path} at ${width} px, scrolled through`).toEqual([]);
      }
      await context.close();
    });
  }
});
