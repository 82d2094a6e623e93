import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { facts } from "#content/facts.ts";
import { flats, priceList } from "#content/flats.ts";
import { floorPlansContent } from "#content/floor-plans.ts";
import { toLakhs } from "#content/money.ts";
import { projectFigures } from "#content/project-figures.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { raisedPrices, SAMPLE_BASE_RATE_RISE, SAMPLE_SITE } from "#scripts/build/sample-content.ts";
import { readPageTexts } from "#tests/pdf-reader.ts";
import { expect, test } from "./fixtures";

/**
 * A figure with a source follows it (content/project-figures.ts): the sample build (scripts/build/build-sample.ts)
 * raises the price list's base rate, and every page and brochure that quotes a "from" price in the shipped build
 * quotes the new one there, in both languages; the old one is left nowhere.
 */

const { floorPlans } = floorPlansContent(wordsIn("en"));
const shipped = projectFigures({ facts, flats, floorPlans, prices: priceList });
const raised = projectFigures({
  facts,
  flats,
  floorPlans,
  prices: { ...priceList, ...parse(raisedPrices(readFileSync("content/prices.yaml", "utf8"))) },
});
/** The lowest base and all-in prices as the pages write them in lakhs: "56.35". */
const lakhsOf = (figures: typeof shipped) => [toLakhs(figures.lowestBasePrice!), toLakhs(figures.lowestAllInPrice!)];

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "admin" ? [] : htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

test("the raised base rate is another lowest price", () => {
  expect(raised.lowestBasePrice).toBeGreaterThan(shipped.lowestBasePrice!);
  expect(SAMPLE_BASE_RATE_RISE).toBeGreaterThan(0);
});

test("every page that quotes a lowest price quotes the new one, and none the old", () => {
  const [oldBase, oldAllIn] = lakhsOf(shipped);
  const [newBase, newAllIn] = lakhsOf(raised);
  const quoting = htmlFiles("build/client").filter((file) => {
    const html = readFileSync(file, "utf8");
    return html.includes(oldBase!) || html.includes(oldAllIn!);
  });
  const pages = quoting.map((file) => path.relative("build/client", file));
  // The home pages' FAQ, the campaign pages, the posts that quote prices, in both languages.
  expect(pages).toEqual(expect.arrayContaining(["index.html", "te/index.html", "apartment-guntur/index.html"]));
  for (const page of pages) {
    const html = readFileSync(path.join(SAMPLE_SITE, page), "utf8");
    expect(html, page).not.toContain(oldBase);
    expect(html, page).not.toContain(oldAllIn);
    const quotes = [newBase, newAllIn].filter((price) => html.includes(price!));
    expect(quotes.length, `${page} quotes the new price`).toBeGreaterThan(0);
  }
});

test("the brochure quotes the new prices in both languages", async () => {
  const [newBase, newAllIn] = lakhsOf(raised);
  for (const file of ["Brochure.pdf", "te/Brochure.pdf"]) {
    const { pages } = await readPageTexts(path.join(SAMPLE_SITE, file));
    const text = pages.join(" ");
    expect(text, file).toContain(newBase);
    expect(text, file).toContain(newAllIn);
  }
});

test("the campaign page shows the new all-in price as a visitor sees it", async ({ page }) => {
  const [, newAllIn] = lakhsOf(raised);
  await page.goto("/apartment-guntur");
  await expect(page.getByRole("main")).toContainText(newAllIn!);
});
