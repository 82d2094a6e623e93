import type { Page } from "@playwright/test";
import teluguBlog from "#content/generated/te/blog.ts";
import * as teluguEnquiry from "#content/generated/te/enquiry.ts";
import teluguFloorPlans from "#content/generated/te/floor-plans.ts";
import * as teluguNotFound from "#content/generated/te/not-found.ts";
import { languages, pathIn } from "#content/languages.ts";
import { siteContent } from "#content/site.ts";
import { visitsContent } from "#content/visits.ts";
import { wordsIn } from "#content/words-in.server.ts";
// The Telugu pages' words, as content/compile.ts wrote them from content/te/ over content/en/.
import { expect, test, waitForHydration } from "./fixtures";
import { answerSubmissions, blockHubspotEmbed, fieldsOf, serveHubspotEmbed } from "./hubspot-stand-in";
import { samplePages, sitemapText } from "./site-routes";

const { site } = siteContent(wordsIn("en"));
const { site: teluguSite } = siteContent(wordsIn("te"));

const [english, telugu] = languages;
const flat = samplePages.find((page) => page.kind.id === "flat")!;
const pairs = ["/", flat.path, "/blog", "/progress", "/apartment-guntur"];
const TELUGU_FONT = /noto-sans-telugu/;

/** The page's language and its alternates as the head lists them. */
async function languageLinks(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
    alternates: Object.fromEntries(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [
        link.hreflang,
        link.href,
      ]),
    ),
  }));
}

test.describe("the Telugu pages", () => {
  for (const path of pairs) {
    test(`${path} and its Telugu page name each other, each in its own language`, async ({ page }) => {
      const expected = {
        "en-IN": new URL(path, site.url).href,
        "te-IN": new URL(pathIn(telugu, path), site.url).href,
        "x-default": new URL(path, site.url).href,
      };
      await page.goto(encodeURI(path));
      expect(await languageLinks(page)).toEqual({ lang: "en", canonical: expected["en-IN"], alternates: expected });
      await page.goto(encodeURI(pathIn(telugu, path)));
      expect(await languageLinks(page)).toEqual({ lang: "te", canonical: expected["te-IN"], alternates: expected });
    });
  }

  test("the sitemap lists both languages, each page with its alternates and the English one as x-default", async ({
    request,
  }) => {
    const sitemap = await sitemapText(request);
    const te = new URL(pathIn(telugu, flat.path), site.url).href;
    expect(sitemap).toContain(`<loc>${te}</loc>`);
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry = ""]) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(entry)?.[1],
      alternates: Object.fromEntries(
        [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
          ([, hreflang, href]) => [hreflang, href],
        ),
      ),
    }));
    expect(entries.length).toBeGreaterThan(pairs.length * 2);
    for (const { loc, alternates } of entries) {
      expect(Object.keys(alternates).sort(), loc).toEqual([english.hreflang, telugu.hreflang, "x-default"].sort());
      expect(alternates["x-default"], loc).toBe(alternates[english.hreflang]);
      expect([alternates[english.hreflang], alternates[telugu.hreflang]], loc).toContain(loc);
    }
  });

  test("the language switch keeps the page, its query and the section in view", async ({ page, isMobile }) => {
    const compare = `/flats/compare?units=${flat.flat!.unit}`;
    await page.goto(compare);
    await waitForHydration(page);
    await page.getByRole("link", { name: telugu.name, exact: true }).click();
    await expect(page).toHaveURL(pathIn(telugu, compare));
    await expect(page.locator("html")).toHaveAttribute("lang", "te");

    await waitForHydration(page);
    await page.getByRole("link", { name: english.name, exact: true }).click();
    await expect(page).toHaveURL(compare);

    // Read down to the location section, without its address in the URL, then switch.
    await page.goto("/");
    await waitForHydration(page);
    await page.locator("#location").scrollIntoViewIfNeeded();
    await page.evaluate(() => document.getElementById("location")!.scrollIntoView());
    if (isMobile) await page.evaluate(() => window.scrollBy(0, 200));
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: telugu.name, exact: true }).click();
    await expect(page).toHaveURL(`${pathIn(telugu, "/")}#location`);
  });

  test("the Telugu font is downloaded on Telugu pages only", async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    for (const path of ["/", flat.path]) {
      await page.goto(path);
      await page.locator("html[data-fonts-applied]").waitFor({ state: "attached" });
    }
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => TELUGU_FONT.test(font))).toEqual([]);

    await page.goto(pathIn(telugu, "/"));
    await page.locator("html[data-fonts-applied]").waitFor({ state: "attached" });
    // Its two weights (app/styles/fonts-te.css), each once.
    expect(fonts.filter((font) => TELUGU_FONT.test(font))).toHaveLength(2);
    const face = await page.evaluate(() => ({
      loaded: [...document.fonts]
        .filter((face) => face.family.replace(/"/g, "") === "Noto Sans Telugu Web" && face.status === "loaded")
        .map((face) => face.weight)
        .sort(),
      // The headings are drawn in it: Playfair Display has no Telugu letters.
      heading: getComputedStyle(document.querySelector("h1")!).fontFamily,
    }));
    expect(face.loaded).toEqual(["400", "700"]);
    expect(face.heading).toContain("Noto Sans Telugu Web");
  });

  test("on an English page the switch's Telugu name is drawn, from a face of its letters alone, not the Telugu face", async ({
    page,
    context,
  }) => {
    const fonts: { path: string; bytes: number }[] = [];
    page.on("requestfinished", async (request) => {
      if (request.resourceType() !== "font") return;
      fonts.push({ path: new URL(request.url()).pathname, bytes: (await request.sizes()).responseBodySize });
    });
    await page.goto("/");
    await page.locator("html[data-fonts-applied]").waitFor({ state: "attached" });
    const link = page.getByRole("banner").getByRole("link", { name: telugu.name, exact: true });
    await expect(link).toBeVisible();
    // What Chromium drew the link's letters with: this machine has no Telugu font, so without the face they are boxes.
    const cdp = await context.newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    const { nodeId } = await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: `header a[hreflang="${telugu.hreflang}"]`,
    });
    const { fonts: drawn } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    // A web font (the face keeps the family name of the Telugu face it was cut from), and no other font.
    expect(drawn).toEqual([expect.objectContaining({ familyName: "Noto Sans Telugu", isCustomFont: true })]);
    await expect.poll(() => fonts.filter((font) => /language-names/.test(font.path))).toHaveLength(1);
    expect(fonts.find((font) => /language-names/.test(font.path))!.bytes).toBeLessThan(2048);
    expect(fonts.filter((font) => TELUGU_FONT.test(font.path))).toEqual([]);
  });

  test("the words that go with settings and figures are in Telugu: tagline, phone names, WhatsApp message, plan facings, post category", async ({
    page,
  }) => {
    await page.goto(pathIn(telugu, "/"));
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(teluguSite.tagline)).toBeVisible();
    await expect(footer.getByText(site.tagline)).toHaveCount(0);
    const contactHeadings = await page.locator("#contact h3").allTextContents();
    expect(contactHeadings).toEqual(expect.arrayContaining(teluguSite.phones.map((phone) => phone.label)));
    expect(contactHeadings).not.toContain(site.phones[0].label);
    const messages = await page
      .locator('a[href^="https://wa.me/"]')
      .evaluateAll((links) => links.map((link) => new URL(link.getAttribute("href")!).searchParams.get("text")));
    expect(messages).toContain(teluguSite.whatsapp.message);
    expect(messages).not.toContain(site.whatsapp.message);
    const plans = page.locator("#floor-plans");
    await expect(plans).toContainText(teluguFloorPlans.card.facings.east);
    await expect(plans).not.toContainText("East Facing");

    await page.goto(pathIn(telugu, "/blog"));
    const card = page.getByTestId("post-grid").getByRole("article").first();
    await expect(card.getByText(teluguBlog.category, { exact: true })).toBeVisible();
  });

  // The picker's code and words load on demand, its words in the page's language (app/utils/page-language-words.ts).
  test("the site-visit picker of a Telugu page speaks Telugu", async ({ page }) => {
    const picker = wordsIn("te").visitBooking.picker;
    expect(picker.title, "the Telugu picker's title is translated").not.toBe(wordsIn("en").visitBooking.picker.title);
    await page.goto("/te/#site-visit");
    await waitForHydration(page);
    await page.getByRole("button", { name: visitsContent(wordsIn("te")).visitSection.choose }).click();
    const dialog = page.getByRole("dialog", { name: picker.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("group", { name: picker.day })).toBeVisible();
  });

  test("an unknown Telugu address answers 404 with the Telugu not-found page", async ({ page }) => {
    const response = await page.goto(pathIn(telugu, "/no-such-page"));
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "te");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(teluguNotFound.heading);
  });

  test("each language's campaign page links its own brochure, a PDF in that language", async ({ page, request }) => {
    for (const language of [english, telugu]) {
      await page.goto(pathIn(language, "/apartment-guntur"));
      const hrefs = await page
        .locator('a[href$=".pdf"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs.length, language.code).toBeGreaterThan(0);
      expect(new Set(hrefs), language.code).toEqual(new Set([pathIn(language, site.brochurePath)]));
      const response = await request.get(pathIn(language, site.brochurePath));
      expect(response.headers()["content-type"]).toContain("application/pdf");
      // The document's language, as scripts/build/brochure/brochure.ts writes it into the PDF's catalogue.
      expect((await response.body()).toString("latin1")).toContain(`/Lang (${language.hreflang})`);
    }
  });
});

test.describe("enquiries from Telugu pages", () => {
  test.skip(({ isMobile }) => !isMobile, "one width is enough for the enquiry logic");
  const { form: words, errors } = teluguEnquiry;

  test("HubSpot has no Telugu form: the site's own form, in Telugu, with its errors in Telugu", async ({ page }) => {
    const scripts = await serveHubspotEmbed(page);
    const posted = await answerSubmissions(page, () => 200);
    await page.goto(`${pathIn(telugu, "/")}#enquire`);
    const form = page.getByRole("form", { name: words.label });
    await expect(form).toBeVisible();
    await form.getByLabel(words.phone).fill("12345");
    await form.getByRole("button", { name: words.send }).click();
    await expect(form.getByText(errors.name, { exact: true })).toBeVisible();
    await expect(form.getByText(errors.phone, { exact: true })).toBeVisible();
    await expect(form.getByLabel(words.name)).toBeFocused();
    expect(posted).toEqual([]);
    expect(scripts).toEqual([]);
  });

  test("an enquiry about a flat from its Telugu page records the language and reaches the Telugu thank-you page", async ({
    page,
  }) => {
    await blockHubspotEmbed(page);
    const posted = await answerSubmissions(page, () => 200);
    await page.goto(`${pathIn(telugu, flat.path)}#enquire`);
    const form = page.getByRole("form", { name: words.label });
    await form.getByLabel(words.name).fill("Lakshmi Devi");
    await form.getByLabel(words.phone).fill("9876543210");
    await form.getByRole("textbox", { name: words.email }).fill("lakshmi@example.com");
    await form.getByRole("button", { name: words.send }).click();
    await expect(page).toHaveURL(pathIn(telugu, "/thank-you"));
    await expect(page.locator("html")).toHaveAttribute("lang", "te");
    const fields = fieldsOf(posted[0]);
    expect(fields).toMatchObject({ firstname: "Lakshmi", page_language: "te", flat_unit: flat.flat!.unit });
    const record = await page.evaluate(() => JSON.parse(sessionStorage.getItem("enquiryData") ?? "null"));
    expect(record).toMatchObject({ name: "Lakshmi Devi", language: "te", flatUnit: flat.flat!.unit });
  });
});
