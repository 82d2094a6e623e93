import { createWriteStream } from "node:fs";
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";
import PDFDocument from "pdfkit";
import { brochureContent } from "../../../content/brochure";
import { buildWords } from "../../../content/build-words.server";
import { buildLanguage } from "../../../content/page-language";
import { siteContent } from "../../../content/site";
import { runInLanguage } from "../in-language";
import { drawAboutPage } from "./about-page";
import { drawAmenitiesPage } from "./amenities-page";
import { drawContactPage } from "./contact-page";
import { drawCoverPage } from "./cover-page";
import { drawFloorPlanPages } from "./floor-plan-pages";
import { registerFonts, resolveFontSources } from "./theme";

export type BrochureResult = { bytes: number; pages: number; bodyFont: "Manrope" | "Helvetica" };

/**
 * Writes the brochure PDF to `outPath` in the language of the content modules this process has loaded
 * (English, or a translation's: ../in-language.ts), whose words are `buildWords`. Every name, figure and text in
 * it comes from content/, the same modules the site renders, so the two cannot disagree.
 */
export async function buildBrochure(outPath: string): Promise<BrochureResult> {
  const { brochure } = brochureContent(buildWords);
  const { site } = siteContent(buildWords);
  const fontSources = resolveFontSources();
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    lang: buildLanguage.hreflang,
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

  await drawCoverPage(doc);
  drawAboutPage(doc, 2);
  const next = await drawFloorPlanPages(doc, 3);
  await drawAmenitiesPage(doc, next);
  await drawContactPage(doc, next + 1);

  const pages = doc.bufferedPageRange().count;
  doc.end();
  await finished(file);
  return { bytes: (await stat(outPath)).size, pages, bodyFont: fontSources.bodyIsManrope ? "Manrope" : "Helvetica" };
}

/**
 * Writes the brochure in `language` ("en", "te", a code of content/languages.ts): in this process when its
 * content is the one loaded here, otherwise in a process that loads the translation's (../in-language.ts).
 */
export async function buildBrochureEdition(language: string, outPath: string): Promise<BrochureResult> {
  if (language === buildLanguage.code) return buildBrochure(outPath);
  return runInLanguage<BrochureResult>(language, import.meta.filename, "buildBrochure", [outPath]);
}
