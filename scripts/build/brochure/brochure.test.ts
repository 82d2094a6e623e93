import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { floorPlansContent } from "#content/floor-plans.ts";
import siteSettingsFile from "#content/generated/site.ts";
import teBrochure from "#content/generated/te/brochure.ts";
import { languageOf } from "#content/languages.ts";
import { siteContent } from "#content/site.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { type PdfText, readPageTexts, showsShaped } from "#tests/pdf-reader.ts";
import { buildBrochureEdition, type BrochureResult } from "./brochure";
import { PLANS_PER_PAGE } from "./floor-plan-pages";

const { floorPlans } = floorPlansContent(wordsIn("en"));
const { site } = siteContent(wordsIn("en"));

describe("the brochure", () => {
  let dir: string;
  let result: BrochureResult;
  let pages: string[];
  let title: unknown;
  let allText: string;
  let lang: unknown;
  let bytes: Buffer;
  let qrCodes: string[][];
  let telugu: PdfText & { result: BrochureResult };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "brochure-"));
    const file = path.join(dir, "Brochure.pdf");
    const teluguFile = path.join(dir, "te", "Brochure.pdf");
    // Both editions at once, each from its language's words.
    let teluguResult: BrochureResult;
    [result, teluguResult] = await Promise.all([buildBrochureEdition("en", file), buildBrochureEdition("te", teluguFile)]);
    ({ pages, title, lang, bytes, qrCodes } = await readPageTexts(file));
    allText = pages.join(" ");
    telugu = { result: teluguResult, ...(await readPageTexts(teluguFile)) };
  }, 120_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("has a cover, the about page, the floor plans two to a page, amenities and contact, within 2.5 MB", () => {
    expect(pages).toHaveLength(4 + Math.ceil(floorPlans.length / PLANS_PER_PAGE));
    expect(result.pages).toBe(pages.length);
    expect(result.bytes).toBeLessThan(2.5 * 1024 * 1024);
  });

  it("names the project on its cover and in its document title", () => {
    expect(pages[0]).toContain(site.projectName);
    expect(pages[0]).toContain(site.builderName);
    expect(title).toContain(site.projectName);
  });

  it("is in English, set in the Latin fonts alone", () => {
    expect(lang).toBe(languageOf("en").hreflang);
    expect(bytes.includes("NotoSansTelugu")).toBe(false);
  });

  it("gives the full postal address with the pincode", () => {
    const { street, locality, region, postalCode } = site.address;
    expect(allText).toContain(`${street}, ${locality}, ${region} ${postalCode}`);
  });

  it("gives the RERA registration number and authority", () => {
    expect(pages.at(-1)).toContain(site.rera.number);
    expect(pages.at(-1)).toContain(site.rera.authority);
  });

  it("carries the RERA registration's QR code, read as its page on the authority's site, on its cover and contact page", () => {
    expect(qrCodes.at(0)).toEqual([site.rera.registrationUrl]);
    expect(qrCodes.at(-1)).toEqual([site.rera.registrationUrl]);
    expect(qrCodes.slice(1, -1).flat()).toEqual([]);
  });

  it("gives both phone numbers, WhatsApp and e-mail", () => {
    const contactPage = pages.at(-1);
    for (const phone of site.phones) expect(contactPage).toContain(phone.display);
    expect(contactPage).toContain(site.whatsapp.display);
    expect(contactPage).toContain(site.email);
  });

  it.each(floorPlans.map((plan) => [plan.id, plan] as const))(
    "shows plan %s with its areas on one page",
    (_id, plan) => {
      const planPage = pages.find((text) => plan.highlights.every((highlight) => text.includes(highlight)));
      expect(planPage, `no page shows the highlights of ${plan.id}`).toBeDefined();
      expect(planPage).toContain(`${plan.type} · ${plan.area} sq ft`);
      expect(planPage).toContain(`${plan.details.carpetArea} sq ft`);
    },
  );

  describe("in Telugu", () => {
    it("has as many pages as the English, within 2.5 MB", () => {
      expect(telugu.pages).toHaveLength(pages.length);
      expect(telugu.result.pages).toBe(telugu.pages.length);
      expect(telugu.result.bytes).toBe(telugu.bytes.byteLength);
      expect(telugu.result.bytes).toBeLessThan(2.5 * 1024 * 1024);
    });

    it("has the Telugu title and language, and embeds the Telugu font", () => {
      expect(telugu.title).toBe(teBrochure.title);
      expect(telugu.lang).toBe(languageOf("te").hreflang);
      expect(telugu.bytes.includes("NotoSansTelugu")).toBe(true);
    });

    it.each(Object.entries(teBrochure.sections))("heads its %s page in Telugu", (_key, section) => {
      expect(telugu.pages.some((page) => showsShaped(page, section))).toBe(true);
    });

    it("ends with the Telugu legal notice, whole", () => {
      expect(showsShaped(telugu.pages.at(-1) ?? "", teBrochure.disclaimer)).toBe(true);
    });

    it("names the project, gives both phone numbers, the e-mail and the RERA number with its QR code", () => {
      const contactPage = telugu.pages.at(-1);
      expect(telugu.pages[0]).toContain(siteSettingsFile.projectName);
      for (const phone of siteSettingsFile.phones) expect(contactPage).toContain(phone.display);
      expect(contactPage).toContain(siteSettingsFile.email);
      expect(contactPage).toContain(siteSettingsFile.rera.number);
      expect([telugu.qrCodes.at(0), telugu.qrCodes.at(-1)]).toEqual([
        [siteSettingsFile.rera.registrationUrl],
        [siteSettingsFile.rera.registrationUrl],
      ]);
    });
  });
});
