import { flatTextsContent } from "#app/features/flats/texts.ts";
import { brochureContent } from "#content/brochure.ts";
import { buildCostSheet } from "#content/cost-sheet.ts";
import { priceList } from "#content/flats.ts";
import { floorPlansContent } from "#content/floor-plans.ts";
import { fill } from "#content/money.ts";
import { siteSettings } from "#content/site.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { readPageTexts, showsShaped } from "#tests/pdf-reader.ts";
import { expect, test } from "./fixtures";
import { samplePages } from "./site-routes";

/**
 * A flat's quotation (scripts/build/brochure/quotation.ts): a plain link on its page, so it downloads without
 * JavaScript, to a PDF that names the flat, its all-in total, the price list it comes from with its date, and the
 * RERA registration, in the page's language.
 */

const flat = samplePages.find((page) => page.flat)!.flat!;
const { unit } = flat;

for (const language of ["en", "te"] as const) {
  test.describe(`the quotation in ${language === "en" ? "English" : "Telugu"}`, () => {
    // Without JavaScript: the link needs none.
    test.use({ javaScriptEnabled: false });

    test("downloads from the flat's page, and reads back with the flat, its total, the price list's date and RERA number", async ({
      page,
    }) => {
      const words = wordsIn(language);
      const { t, format, formatLongDate } = flatTextsContent(words);
      const { floorPlans } = floorPlansContent(words);
      const plan = floorPlans.find((each) => each.id === flat.plan)!;
      const total = buildCostSheet(flat, plan, priceList).total;
      await page.goto(`${language === "en" ? "" : "/te"}/flats/${unit}`);
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: t.flat.quotation }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(fill(t.flat.quotationFile, { unit }));
      const { pages, lang } = await readPageTexts(await file.path());
      const text = pages.join(" ");
      expect(lang).toBe(language === "en" ? "en-IN" : "te-IN");
      expect(text).toContain(unit);
      // The brochure's fonts have no rupee sign: "Rs. 69,81,901".
      expect(text).toContain(format.rupees(total).replace(/^₹\s?/, "Rs. "));
      expect(text).toContain(siteSettings.rera.number);
      const priceListLine = fill(t.costSheet.priceList, { date: formatLongDate(priceList.date) });
      expect(showsShaped(text, priceListLine), priceListLine).toBe(true);
      const notAnOffer = brochureContent(words).brochure.quotation.notAnOffer;
      expect(showsShaped(text, notAnOffer.slice(0, 40)), "the line that it is not an offer").toBe(true);
    });
  });
}
