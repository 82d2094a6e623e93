import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import englishPossessionTexts from "#content/generated/possession-texts.ts";
import englishProgressTexts from "#content/generated/progress-texts.ts";
import teluguPossessionTexts from "#content/generated/te/possession-texts.ts";
import teluguProgressTexts from "#content/generated/te/progress-texts.ts";
import { languages, pathIn } from "#content/languages.ts";
import { progressContent } from "#content/progress.ts";
import { siteSettings } from "#content/site.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { expectNoViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";

const { progressPage, progressTeaser, towerWords } = progressContent(wordsIn("en"));

const ATOM = "http://www.w3.org/2005/Atom";
const FOLDER = "content/progress/en";

type FrontMatter = {
  date: string;
  towers: { tower: string; stage: keyof typeof towerWords.stages; percent: number }[];
  photos: { image: string; alt: string }[];
};

/**
 * The updates as the marketing team wrote them, read here straight from their files (front matter as
 * plain YAML), newest first by the date each one gives, not by the site's own reading of them.
 */
const updates = readdirSync(FOLDER)
  .filter((name) => name.endsWith(".md"))
  .map((name) => parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(FOLDER, name), "utf8"))![1]!) as FrontMatter)
  .map((front) => ({ ...front, date: String(front.date) }))
  .sort((a, b) => b.date.localeCompare(a.date));
const newest = updates[0]!;

/** Each tower's possession dates as the marketing team wrote them in content/possession.yaml. */
const possession = (
  parse(readFileSync("content/possession.yaml", "utf8")) as {
    towers: { tower: string; committed: string; target: string }[];
  }
).towers;

test.describe("construction progress", () => {
  test.skip(({ isMobile }) => isMobile, "one width is enough for the logic; the layout is checked by the screenshots");

  test("/progress lists every update, newest first", async ({ page }) => {
    await page.goto("/progress");
    const list = page.getByRole("region", { name: progressPage.updatesHeading });
    await expect(list.getByRole("article")).toHaveCount(updates.length);
    const dates = await list
      .getByRole("article")
      .evaluateAll((articles) => articles.map((article) => article.querySelector("h3 time")?.getAttribute("datetime")));
    expect(dates).toEqual(updates.map((update) => update.date));
    // Each update shows every one of its photos.
    const first = list.getByRole("article").first();
    await expect(first.getByRole("img")).toHaveCount(newest.photos.length);
    for (const photo of newest.photos) await expect(first.getByRole("img", { name: photo.alt })).toBeAttached();
  });

  test("each tower's bar shows the newest update's stage and share, with the date of that update", async ({ page }) => {
    await page.goto("/progress");
    const summary = page.getByRole("region", { name: progressPage.towersHeading });
    await expect(summary.locator("time")).toHaveAttribute("datetime", newest.date);
    await expect(summary.getByRole("progressbar")).toHaveCount(newest.towers.length);
    for (const tower of newest.towers) {
      const bar = summary.getByRole("progressbar", { name: towerWords.name(tower.tower) });
      await expect(bar).toHaveAttribute("value", String(tower.percent));
      await expect(bar).toHaveAccessibleDescription(towerWords.stages[tower.stage]);
      await expect(summary.getByText(towerWords.percent(tower.percent)).first()).toBeVisible();
    }
  });

  test("the RERA registration is shown with a link to its page on the authority's site", async ({ page }) => {
    await page.goto("/progress");
    const rera = page.getByRole("region", { name: progressPage.rera.heading });
    await expect(rera).toContainText(siteSettings.rera.number);
    await expect(rera.getByRole("link", { name: progressPage.rera.link })).toHaveAttribute(
      "href",
      siteSettings.rera.registrationUrl,
    );
  });

  for (const language of languages) {
    const words = language.code === "en" ? englishProgressTexts : teluguProgressTexts;
    test(`${language.code}: the head links the Atom feed in the page's language, which parses with one entry per update, each leading to its update`, async ({
      page,
      request,
    }) => {
      const pagePath = pathIn(language, "/progress");
      await page.goto(pagePath);
      const feedLink = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
      await expect(feedLink).toHaveCount(1);
      const href = (await feedLink.getAttribute("href"))!;
      expect(href).toBe(pathIn(language, "/progress/feed.xml"));
      await expect(page.getByRole("link", { name: words.feed.link })).toHaveAttribute("href", href);
      const response = await request.get(href);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      const feed = await page.evaluate(
        ({ xml, ns }) => {
          const document = new DOMParser().parseFromString(xml, "application/xml");
          const root = document.documentElement;
          const entries = Array.from(document.getElementsByTagNameNS(ns, "entry"));
          const textOf = (element: Element, name: string) => element.getElementsByTagNameNS(ns, name)[0]?.textContent;
          return {
            error: document.getElementsByTagName("parsererror")[0]?.textContent ?? null,
            root: [root.namespaceURI, root.localName],
            title: textOf(root, "title"),
            updated: textOf(root, "updated"),
            entries: entries.map((entry) => ({
              id: textOf(entry, "id"),
              link: entry.getElementsByTagNameNS(ns, "link")[0]?.getAttribute("href"),
              updated: textOf(entry, "updated"),
            })),
          };
        },
        { xml, ns: ATOM },
      );
      expect(feed.error).toBeNull();
      expect(feed.root).toEqual([ATOM, "feed"]);
      expect(feed.title).toBe(words.feed.title);
      expect(feed.updated?.slice(0, 10)).toBe(newest.date);
      expect(feed.entries.map((entry) => entry.updated?.slice(0, 10))).toEqual(updates.map((update) => update.date));
      expect(new Set(feed.entries.map((entry) => entry.id)).size).toBe(updates.length);
      for (const entry of feed.entries) {
        const url = new URL(entry.link!);
        expect(`${url.origin}${url.pathname}`).toBe(`${siteSettings.url}${pagePath}`);
        await expect(page.locator(url.hash)).toHaveCount(1);
      }
    });
  }

  test("an update's photo opens larger, with no accessibility violation, and closes", async ({ page }) => {
    await page.goto("/progress");
    await waitForHydration(page);
    const photo = newest.photos[0]!;
    const link = page.getByRole("link", { name: new RegExp(photo.alt.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).first();
    await link.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("img", { name: photo.alt })).toBeVisible();
    await expectNoViolations(page, "photo dialog");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });

  test("the home page shows the newest update and leads to the rest", async ({ page }) => {
    await page.goto("/");
    const teaser = page.getByRole("region", { name: progressTeaser.heading });
    await teaser.scrollIntoViewIfNeeded();
    await expect(teaser.locator("time")).toHaveAttribute("datetime", newest.date);
    for (const tower of newest.towers) {
      await expect(teaser.getByRole("progressbar", { name: towerWords.name(tower.tower) })).toHaveAttribute(
        "value",
        String(tower.percent),
      );
    }
    await expect(teaser.getByRole("img", { name: newest.photos[0]!.alt })).toBeVisible();
    await teaser.getByRole("link", { name: progressTeaser.link }).click();
    await expect(page).toHaveURL(/\/progress$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(progressPage.heading);
  });
});

test.describe("possession, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [language, words] of [
    [languages[0], englishPossessionTexts],
    [languages[1], teluguPossessionTexts],
  ] as const) {
    test(`/progress gives each tower's RERA and target dates, and what RERA gives if they slip (${language.code})`, async ({
      page,
    }) => {
      await page.goto(pathIn(language, "/progress"));
      const section = page.getByRole("region", { name: words.heading });
      for (const tower of possession) {
        const dates = section.locator(`[data-tower="${tower.tower}"]`);
        await expect(dates.locator("[data-committed]")).toHaveAttribute("datetime", tower.committed);
        await expect(dates.locator("[data-target]")).toHaveAttribute("datetime", tower.target);
      }
      const late = section.getByText(words.late[0]!);
      await expect(late).toBeHidden();
      await section.getByText(words.lateHeading).click();
      for (const paragraph of words.late) await expect(section.getByText(paragraph)).toBeVisible();
    });
  }
});

test("on a phone, /progress keeps to the screen's width while its updates wait to be laid out", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "the narrow layout");
  await page.goto("/progress");
  // Updates far down are not laid out yet (render-when-near): their placeholder size must not widen the page.
  const width = page.viewportSize()!.width;
  for (const name of [progressPage.towersHeading, progressPage.rera.heading, progressPage.updatesHeading]) {
    const box = (await page.getByRole("region", { name }).boundingBox())!;
    expect(box.x + box.width, name).toBeLessThanOrEqual(width);
  }
});
