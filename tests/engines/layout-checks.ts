import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DESKTOP, PHONE, scenario, type Suite } from "./engine-suite";
import type { Visit } from "./page-steps";
import { FLAT } from "./scenarios";

/** The pages whose layout is checked at phone widths, and shown in screenshots. */
const LAYOUT_PAGES = ["/", "/flats", `/flats/${FLAT}`, "/te/"];
/** A folder to write screenshots to (ENGINES_SCREENSHOTS=/tmp/engines-shots): each page at 390 and 1440 px. */
const SHOTS = process.env.ENGINES_SCREENSHOTS;

/** Nothing is wider than the screen, at the widths of small phones. */
export function layoutChecks(suite: Suite) {
  for (const width of [320, 360, 390]) {
    const size = { width, height: PHONE.height };
    scenario(suite, `no page scrolls sideways at ${width} px: ${LAYOUT_PAGES.join(", ")}`, size, async (visit) => {
      const wider: string[] = [];
      for (const page of LAYOUT_PAGES) {
        await visit.open(`${suite.site.origin}${page}`);
        await fontsApplied(visit);
        const { scroll, client } = await visit.driver.run(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        if (scroll > client) wider.push(`${page}: ${scroll} px wide in ${client} px`);
        if (width === PHONE.width) await screenshot(visit, page);
      }
      assert.deepEqual(wider, []);
    });
  }
  if (SHOTS)
    scenario(suite, `screenshots at ${DESKTOP.width} px`, DESKTOP, async (visit) => {
      for (const page of LAYOUT_PAGES) {
        await visit.open(`${suite.site.origin}${page}`);
        await fontsApplied(visit);
        await screenshot(visit, page);
      }
    });
}

/** The web fonts are asked for (after the first paint) and have loaded: text has its final widths. */
async function fontsApplied(visit: Visit) {
  await visit.until(
    () => document.documentElement.hasAttribute("data-fonts-applied") && document.fonts.status === "loaded",
    "the web fonts",
  );
}

async function screenshot(visit: Visit, page: string) {
  if (!SHOTS) return;
  // Once the islands on the screen have started (the flats' filters show only then).
  await visit.until(
    () =>
      Array.from(document.querySelectorAll("astro-island[ssr]")).every((island) => {
        const box = island.firstElementChild?.getBoundingClientRect();
        return !box || box.bottom <= 0 || box.top >= innerHeight;
      }),
    "the islands on the screen to start",
  );
  // Once the sections' reveal has played (a loop, such as a spinner's, never ends and is not waited for).
  await visit.until(
    () =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
        ),
    "the animations to end",
  );
  mkdirSync(SHOTS, { recursive: true });
  const engine = visit.driver.name.split(" ")[0]!.toLowerCase();
  const name = page === "/" ? "home" : page.replace(/^\/|\/$/g, "").replace(/\//g, "-");
  await visit.driver.screenshot(path.join(SHOTS, `${engine}-${name}-${visit.size.width}.png`));
}
