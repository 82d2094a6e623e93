import { createWriteStream } from "node:fs";
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";
import PDFDocument from "pdfkit";
import { brochureContent } from "#content/brochure.ts";
import { languageOf } from "#content/languages.ts";
import { siteContent } from "#content/site.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { drawAboutPage } from "./about-page";
import { drawAmenitiesPage } from "./amenities-page";
import { drawContactPage } from "./contact-page";
import { drawCoverPage } from "./cover-page";
import { drawFloorPlanPages } from "./floor-plan-pages";
import { registerFonts, resolveFontSources } from "./theme";

export type BrochureResult = { bytes: number; pages: number; bodyFont: "Manrope" | "Helvetica" };

/**
 * Writes the brochure PDF to `outPath` in `language` ("en", "te", a code of content/languages.ts). Every name,
 * figure and text in it comes from content/, the same modules the site renders, so the two cannot disagree.
 */
export async function buildBrochureEdition(language: string, outPath: string): Promise<BrochureResult> {
  const words = wordsIn(language);
  const { brochure } = brochureContent(words);
  const { site } = siteContent(words);
  const fontSources = resolveFontSources();
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    lang: languageOf(language).hreflang,
    displayTitle: true,
    info: {
      Title: brochure.title,
      Author: site.builderName,
      Subject: site.tagline,
      Creator: site.builderName,
    },
  });
  registerFonts(doc, fontSources);

  await mkdir(path.dirname(outPath), { recursive: true });
  const file = createWriteStream(outPath);
  doc.pipe(file);

  await drawCoverPage(doc, words);
  drawAboutPage(doc, words, 2);
  const next = await drawFloorPlanPages(doc, words, 3);
  await drawAmenitiesPage(doc, words, next);
  await drawContactPage(doc, words, next + 1);

  const pages = doc.bufferedPageRange().count;
  doc.end();
  await finished(file);
  return { bytes: (await stat(outPath)).size, pages, bodyFont: fontSources.bodyIsManrope ? "Manrope" : "Helvetica" };
}
