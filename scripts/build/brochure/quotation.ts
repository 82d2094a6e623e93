import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";
import PDFDocument from "pdfkit";
import { dueLabel, flatTextsContent, lineLabel, basisText } from "#app/features/flats/texts.ts";
import { flatPageData } from "#app/pages/flat-data.server.ts";
import { flatPath } from "#app/utils/paths.ts";
import { pageUrl } from "#app/utils/seo.ts";
import { brochureContent } from "#content/brochure.ts";
import { floorPlansContent } from "#content/floor-plans.ts";
import { languageOf } from "#content/languages.ts";
import { fill } from "#content/money.ts";
import { progressContent } from "#content/progress.ts";
import { siteContent } from "#content/site.ts";
import type { Words } from "#content/words.ts";
import { reraQrPng } from "#scripts/build/rera-qr.ts";
import { heading, measure, rule, startPage, write } from "./layout";
import { colors, contentWidth, fonts, page, registerFonts, resolveFontSources } from "./theme";


/** Where the text may reach on a page, and how far the amounts' column stands from the right edge. */
const bottom = page.height - 60;
const amountColumn = 110;
const QR_SIZE = 56;

/**
 * A flat's quotation: its cost sheet and payment schedule, from the same figures as its page (app/pages/
 * flat-data.server.ts), named by the price list they come from and its date, the day it was made, the RERA number
 * and its QR code, and a line that it is not an offer. Written beside the flat's page at build time
 * (scripts/build/build-brochure.ts), so a buyer can save it without JavaScript. Null without prices.
 */
export async function writeQuotation(
  unit: string,
  words: Words,
  language: string,
  madeOn: string,
  outPath: string,
): Promise<boolean> {
  const { floorPlans } = floorPlansContent(words);
  const data = flatPageData(unit, floorPlans, languageOf(language));
  if (!data.flat || !data.sheet) return false;
  const { flat, plan, sheet, schedule, priceListDate } = data;
  const { t, format, formatLongDate, flatFacts } = flatTextsContent(words);
  const { brochure } = brochureContent(words);
  const { site } = siteContent(words);
  const { towerWords } = progressContent(words);
  const title = fill(brochure.quotation.title, { unit: flat.unit });
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    lang: languageOf(language).hreflang,
    displayTitle: true,
    info: { Title: `${title} · ${site.projectName}`, Author: site.builderName, Creator: site.builderName },
  });
  registerFonts(doc, resolveFontSources());
  await mkdir(path.dirname(outPath), { recursive: true });
  const file = createWriteStream(outPath);
  doc.pipe(file);

  startPage(doc, "#ffffff");
  let y = 44;
  // The RERA registration's number and QR code at the top right, the project and the flat at the left.
  const qrLeft = page.width - page.margin - QR_SIZE;
  doc.image(await reraQrPng(), qrLeft, y, { width: QR_SIZE, height: QR_SIZE });
  doc.link(qrLeft, y, QR_SIZE, QR_SIZE, site.rera.registrationUrl);
  const left = contentWidth - QR_SIZE - 16;
  y = write(doc, `${site.projectName} · ${site.builderName}`, page.margin, y, left, {
    font: fonts.bodyBold,
    size: 9,
    color: colors.goldDark,
  });
  y = heading(doc, title, page.margin, y + 4, left, { size: 22 }) + 4;
  const facts = flatFacts(flat, plan);
  y = write(
    doc,
    [facts.bhk, facts.facing, facts.floor, `${t.flat.facts.carpetArea} ${format.sqft(plan.details.carpetArea)}`].join(
      " · ",
    ),
    page.margin,
    y,
    left,
    { size: 10 },
  );
  y = write(doc, brochure.reraNumber, page.margin, y + 2, left, { size: 8.5, color: colors.muted });
  y = rule(doc, page.margin, Math.max(y, 44 + QR_SIZE) + 10, contentWidth, colors.line) + 10;
  y = write(
    doc,
    `${fill(t.costSheet.priceList, { date: formatLongDate(priceListDate) })} · ${fill(brochure.quotation.madeOn, {
      date: formatLongDate(madeOn),
    })}`,
    page.margin,
    y,
    contentWidth,
    { font: fonts.bodyBold, size: 9.5, color: colors.teal },
  );

  /** A row of the tables: a label (and how it was worked out, smaller), its amount at the right. */
  const row = (label: string, amount: string, note?: string, bold = false) => {
    const width = contentWidth - amountColumn;
    const style = { size: 9, font: bold ? fonts.bodyBold : fonts.body, lineGap: 1 };
    const noteStyle = { size: 7.5, color: colors.muted, lineGap: 1 };
    const height = measure(doc, label, width, style) + (note ? measure(doc, note, width, noteStyle) : 0) + 6;
    if (y + height > bottom) {
      startPage(doc, "#ffffff");
      y = 48;
    }
    const top = y;
    y = write(doc, label, page.margin, y, width, style);
    if (note) y = write(doc, note, page.margin, y, width, noteStyle);
    write(doc, amount, page.width - page.margin - amountColumn, top, amountColumn, { ...style, align: "right" });
    y += 4;
    doc.rect(page.margin, y - 2, contentWidth, 0.4).fill(colors.line);
  };
  const section = (text: string) => {
    if (y + 60 > bottom) {
      startPage(doc, "#ffffff");
      y = 48;
    }
    y = heading(doc, text, page.margin, y + 14, contentWidth, { size: 15 }) + 6;
  };

  section(t.costSheet.heading);
  for (const line of sheet.builder)
    row(lineLabel(line.id, t.costSheet), format.rupees(line.amount), basisText(line, t.costSheet, format));
  row(t.costSheet.subtotal, format.rupees(sheet.builderTotal), undefined, true);
  row(lineLabel("gst", t.costSheet), format.rupees(sheet.gst.amount), basisText(sheet.gst, t.costSheet, format));
  for (const line of sheet.levies)
    row(lineLabel(line.id, t.costSheet), format.rupees(line.amount), basisText(line, t.costSheet, format));
  row(t.costSheet.total, format.rupees(sheet.total), `${t.costSheet.totalInLakhs}: ${format.lakhs(sheet.total)}`, true);
  y = write(doc, t.costSheet.leviesNote, page.margin, y + 4, contentWidth, { size: 7.5, color: colors.muted }) + 4;

  section(t.schedule.heading);
  for (const instalment of schedule.instalments) {
    const label = `${dueLabel(instalment.due, flat.tower, t.schedule, towerWords.stages)} (${format.percent(instalment.percent)})`;
    row(label, instalment.amounts ? format.rupees(instalment.amounts.total) : "");
  }

  // At the foot of the last page: that it is not an offer, who to ask, where the flat's page is.
  const url = pageUrl(flatPath(flat.unit), languageOf(language));
  const foot = [brochure.quotation.notAnOffer, brochure.quotation.contact, url];
  const footHeight = foot.reduce((sum, text) => sum + measure(doc, text, contentWidth, { size: 8 }) + 4, 0);
  if (y + footHeight + 16 > bottom) {
    startPage(doc, "#ffffff");
    y = 48;
  }
  y = rule(doc, page.margin, y + 12, contentWidth, colors.line) + 8;
  for (const text of foot) y = write(doc, text, page.margin, y, contentWidth, { size: 8, color: colors.ink }) + 4;

  doc.end();
  await finished(file);
  return true;
}
