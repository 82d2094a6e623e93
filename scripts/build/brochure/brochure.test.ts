import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import jsQR from "jsqr";
import { getDocument, OPS, type PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { floorPlansContent } from "../../../content/floor-plans";
import siteSettingsFile from "../../../content/generated/site";
import teBrochure from "../../../content/generated/te/brochure";
import { languageOf } from "../../../content/languages";
import { siteContent } from "../../../content/site";
import { wordsIn } from "../../../content/words-in.server";
import { buildBrochureEdition, type BrochureResult } from "./brochure";
import { PLANS_PER_PAGE } from "./floor-plan-pages";

const { floorPlans } = floorPlansContent(wordsIn("en"));
const { site } = siteContent(wordsIn("en"));

type PdfText = { pages: string[]; title: unknown; lang: unknown; bytes: Buffer; qrCodes: string[][] };

/** What a phone's camera reads from the square images of a page (the photos and plans are not square): jsQR. */
async function readQrCodes(page: PDFPageProxy): Promise<string[]> {
  const operators = await page.getOperatorList();
  const names = operators.fnArray.flatMap((fn, index) =>
    fn === OPS.paintImageXObject ? [operators.argsArray[index]![0] as string] : [],
  );
  const codes: string[] = [];
  for (const name of names) {
    const image = await new Promise<{ width: number; height: number; data: Uint8ClampedArray }>((resolve) =>
      page.objs.get(name, resolve),
    );
    if (image.width !== image.height) continue;
    const pixels = image.width * image.height;
    const channels = image.data.length / pixels;
    const rgba = new Uint8ClampedArray(pixels * 4);
    for (let pixel = 0; pixel < pixels; pixel++) {
      for (let channel = 0; channel < 3; channel++)
        rgba[pixel * 4 + channel] = image.data[pixel * channels + (channels >= 3 ? channel : 0)]!;
      rgba[pixel * 4 + 3] = 255;
    }
    const code = jsQR(rgba, image.width, image.height);
    if (code) codes.push(code.data);
  }
  return codes;
}

/** The visible text of each page, as a reader would copy it, with runs of white space made one space. */
async function readPageTexts(file: string): Promise<PdfText> {
  const bytes = await readFile(file);
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false }).promise;
  const pages: string[] = [];
  const qrCodes: string[][] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    qrCodes.push(await readQrCodes(page));
    const content = await page.getTextContent();
    const text = content.items.map((item) => ("str" in item ? `${item.str}${item.hasEOL ? "\n" : ""}` : "")).join(" ");
    pages.push(text.replace(/\s+/g, " ").trim());
  }
  const { info } = await pdf.getMetadata();
  await pdf.destroy();
  const { Title, Language } = info as { Title?: unknown; Language?: unknown };
  return { pages, title: Title, lang: Language, bytes, qrCodes };
}

/**
 * The characters of a text, decomposed (the shaper splits ై into ె and ౖ, and the PDF gives those back), without
 * spaces and the joiners that only steer shaping.
 */
function charactersOf(text: string): string[] {
  return [...text.normalize("NFD").replace(/[\s\u200c\u200d]/gu, "")];
}

/** The same characters in any order. */
function letters(text: string): string {
  return charactersOf(text).sort().join("");
}

/**
 * Whether `page` shows `text`, shaped. pdf.js reads a Telugu run's glyphs in the order the shaper placed them,
 * which is not always the order they are written in: "ప్రాజెక్ట్" comes back as "పా్రజెక్్ట", a subscript
 * after the vowel sign drawn over it, and word pieces set in different fonts come back with spaces between
 * them. So this looks for the same letters in a stretch of the page as long as `text`, in any order.
 */
function showsShaped(page: string, text: string): boolean {
  const expected = letters(text);
  const chars = charactersOf(page);
  for (let start = 0; start + expected.length <= chars.length; start += 1) {
    if (letters(chars.slice(start, start + expected.length).join("")) === expected) return true;
  }
  return false;
}

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
