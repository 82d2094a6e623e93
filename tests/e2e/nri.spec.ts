import { readFileSync } from "node:fs";
import { parse } from "yaml";
import englishNavigation from "#content/generated/navigation.ts";
import teluguNavigation from "#content/generated/te/navigation.ts";
import { languages, pathIn } from "#content/languages.ts";
import { expect, test } from "./fixtures";

type NriFile = {
  asOf: string;
  heading: string;
  topics: { id?: string; heading: string; points: string[] }[];
  loans: { heading: string; documents: string[] };
  sources: { items: { name: string; url?: string }[] };
};

/** The page's words as the team and the translator wrote them, read straight from the files. */
const read = (file: string) => parse(readFileSync(file, "utf8")) as NriFile;
const english = read("content/en/nri.yaml");
const telugu = read("content/te/nri.yaml");
const banks = (parse(readFileSync("content/approvals.yaml", "utf8")) as { banks: string[] }).banks;

test.describe("/nri without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [language, words] of [
    [languages[0], english],
    [languages[1], telugu],
  ] as const) {
    test(`the rules, dated, each topic, the loan documents, the banks and the sources (${language.code})`, async ({
      page,
    }) => {
      await page.goto(pathIn(language, "/nri"));
      await expect(page.getByRole("heading", { level: 1, name: words.heading })).toBeVisible();
      await expect(page.locator("[data-as-of]")).toHaveAttribute("data-as-of", english.asOf);
      // The date in the page's words: its year at least, whatever the language writes around it.
      await expect(page.locator("[data-as-of]")).toContainText(english.asOf.slice(0, 4));
      for (const [index, topic] of words.topics.entries()) {
        const section = page.getByRole("region", { name: topic.heading });
        await expect(section).toHaveAttribute("id", english.topics[index]!.id!);
        for (const point of topic.points) await expect(section.getByText(point)).toBeVisible();
      }
      const loans = page.getByRole("region", { name: words.loans.heading });
      await expect(loans.locator("[data-loan-documents] li")).toHaveText(words.loans.documents);
      await expect(loans.locator("[data-banks] li")).toHaveText(banks);
      const sources = page.locator("[data-sources] a");
      await expect(sources).toHaveText(words.sources.items.map((item) => item.name));
      for (const [index, item] of english.sources.items.entries())
        await expect(sources.nth(index)).toHaveAttribute("href", item.url!);
    });
  }
});

test("the site's footer links to /nri in each language", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the links, not the layout");
  for (const [path, label, target] of [
    ["/flats", englishNavigation.footer.nri, "/nri"],
    ["/te/flats", teluguNavigation.footer.nri, "/te/nri"],
  ] as const) {
    await page.goto(path);
    await expect(page.locator("footer").getByRole("link", { name: label })).toHaveAttribute("href", target);
  }
});
