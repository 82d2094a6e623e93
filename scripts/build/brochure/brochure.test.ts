import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { floorPlans } from "../../../content/floor-plans";
import { site } from "../../../content/site";
import { buildBrochure, type BrochureResult } from "./brochure";
import { PLANS_PER_PAGE } from "./floor-plan-pages";

/** The visible text of each page, as a reader would copy it, with runs of white space made one space. */
async function readPageTexts(file: string): Promise<{ pages: string[]; title: unknown }> {
  const data = new Uint8Array(await readFile(file));
  const pdf = await getDocument({ data, disableFontFace: true, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const text = content.items.map((item) => ("str" in item ? `${item.str}${item.hasEOL ? "\n" : ""}` : "")).join(" ");
    pages.push(text.replace(/\s+/g, " ").trim());
  }
  const { info } = await pdf.getMetadata();
  await pdf.destroy();
  return { pages, title: (info as { Title?: unknown }).Title };
}

describe("the brochure", () => {
  let dir: string;
  let result: BrochureResult;
  let pages: string[];
  let title: unknown;
  let allText: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "brochure-"));
    const file = path.join(dir, "Brochure.pdf");
    result = await buildBrochure(file);
    ({ pages, title } = await readPageTexts(file));
    allText = pages.join(" ");
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

  it("gives the full postal address with the pincode", () => {
    const { street, locality, region, postalCode } = site.address;
    expect(allText).toContain(`${street}, ${locality}, ${region} ${postalCode}`);
  });

  it("gives the RERA registration number and authority", () => {
    expect(pages.at(-1)).toContain(site.rera.number);
    expect(pages.at(-1)).toContain(site.rera.authority);
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
});
