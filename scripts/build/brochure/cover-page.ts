import { brochureContent } from "#content/brochure.ts";
import { siteContent } from "#content/site.ts";
import type { Words } from "#content/words.ts";
import { reraQrPng } from "#scripts/build/rera-qr.ts";
import { loadPhoto } from "./images";
import { eyebrow, heading, rule, startPage, textWidth, write } from "./layout";
import { colors, contentWidth, fonts, page } from "./theme";

/** Page 1: the hero image edge to edge, then the project's name on deep teal. */
export async function drawCoverPage(doc: PDFKit.PDFDocument, words: Words): Promise<void> {
  const { brochure } = brochureContent(words);
  const { hero } = words.home;
  const { site } = siteContent(words);
  const imageHeight = Math.round(page.height * 0.66);
  const photo = await loadPhoto(hero.poster, page.width, imageHeight, { maxPixelWidth: 1600, quality: 80 });

  startPage(doc, colors.teal);
  doc.image(photo.data, 0, 0, { width: photo.width, height: photo.height });

  // Shade the top for the builder's name and fade the photo into the teal below.
  const top = doc.linearGradient(0, 0, 0, 150);
  top.stop(0, colors.tealDeep, 0.75).stop(1, colors.tealDeep, 0);
  doc.rect(0, 0, page.width, 150).fill(top);
  const fadeTop = imageHeight - 230;
  const fade = doc.linearGradient(0, fadeTop, 0, imageHeight);
  fade.stop(0, colors.teal, 0).stop(1, colors.teal, 1);
  doc.rect(0, fadeTop, page.width, imageHeight - fadeTop + 1).fill(fade);

  heading(doc, site.builderName, page.margin, 36, contentWidth, { size: 15, color: colors.goldLight, align: "center" });
  write(doc, brochure.presents, page.margin, 57, contentWidth, { size: 8.5, color: colors.cream, align: "center" });

  let y = imageHeight - 96;
  y = eyebrow(doc, hero.eyebrow, page.margin, y, contentWidth, colors.goldLight, "center") + 10;
  y =
    heading(doc, site.projectName, page.margin, y, contentWidth, { size: 46, color: colors.cream, align: "center" }) +
    12;
  rule(doc, page.width / 2 - 30, y, 60);
  y += 16;
  y = write(doc, site.tagline, page.margin, y, contentWidth, { size: 13, color: colors.cream, align: "center" }) + 14;

  write(doc, hero.subline, page.margin + 40, y, contentWidth - 80, {
    size: 10.5,
    color: colors.mist,
    align: "center",
    lineGap: 4,
  });
  drawHighlightFigures(doc, words, page.height - 150);

  // The RERA registration's QR code in the bottom right corner, between the figures and the foot line.
  const qrSize = 48;
  const qrTop = page.height - 44 - qrSize;
  doc.image(await reraQrPng(), page.width - page.margin - qrSize, qrTop, { width: qrSize, height: qrSize });
  doc.link(page.width - page.margin - qrSize, qrTop, qrSize, qrSize, site.rera.registrationUrl);

  const host = new URL(site.url).host;
  write(doc, `${host}   ·   ${brochure.reraNumber}`, page.margin, page.height - 38, contentWidth, {
    size: 8,
    color: colors.goldLight,
    align: "center",
    characterSpacing: 0.6,
  });
}

/** The site's four highlights as a row of figures, divided by gold hairlines. */
function drawHighlightFigures(doc: PDFKit.PDFDocument, words: Words, top: number): void {
  const { highlights } = words.about;
  const cell = contentWidth / highlights.length;
  doc.rect(page.margin, top - 18, contentWidth, 0.6).fill(colors.tealSoft);
  highlights.forEach((item, i) => {
    const x = page.margin + i * cell;
    if (i > 0) doc.rect(x, top, 0.6, 40).fill(colors.gold);
    const size = Math.min(15, 15 * ((cell - 14) / textWidth(doc, item.value, { font: fonts.display, size: 15 })));
    write(doc, item.value, x, top + 2, cell, {
      font: fonts.display,
      size,
      color: colors.cream,
      align: "center",
      lineGap: 0,
    });
    eyebrow(doc, item.title, x + 6, top + 27, cell - 12, colors.goldLight, "center");
  });
}
