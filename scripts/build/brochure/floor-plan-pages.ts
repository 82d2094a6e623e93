import { flatTextsContent } from "#app/features/flats/texts.ts";
import { brochureContent } from "#content/brochure.ts";
import { priceList } from "#content/flats.ts";
import { floorPlansContent } from "#content/floor-plans.ts";
import { fill } from "#content/money.ts";
import type { FloorPlan } from "#content/schema.ts";
import type { Words } from "#content/words.ts";
import { type BoxImage, loadDrawing } from "./images";
import {
  assertFits,
  bullets,
  contentBottom,
  eyebrow,
  footer,
  heading,
  measure,
  runningHead,
  startPage,
  write,
} from "./layout";
import { colors, contentWidth, fonts, page, rupee } from "./theme";

export const PLANS_PER_PAGE = 2;

const card = { pad: 16, gap: 16, drawingWidth: 272, radius: 8 } as const;

/** "3 BHK · 1772 sq ft", the title of a plan's card. */
function planTitle(words: Words, plan: FloorPlan): string {
  const { brochure } = brochureContent(words);
  return `${plan.type} · ${brochure.area(plan.area)}`;
}

/** Pages 3 to 5: the floor plans, two to a page, in the order of content/en/floor-plans.yaml. */
export async function drawFloorPlanPages(doc: PDFKit.PDFDocument, words: Words, firstPageNumber: number): Promise<number> {
  const { brochure } = brochureContent(words);
  const { floorPlans } = floorPlansContent(words);
  const top = 70;
  // The prices the plans start from, and the price list's date (content/prices.yaml), with the areas' note.
  const { t, formatLongDate } = flatTextsContent(words);
  const note = priceList.showPrices
    ? `${fill(brochure.prices, { priceList: fill(t.costSheet.priceList, { date: formatLongDate(priceList.date) }) })} ${brochure.floorPlansNote}`
    : brochure.floorPlansNote;
  const noteHeight = 26;
  const cardHeight = (contentBottom - top - noteHeight - card.gap * PLANS_PER_PAGE) / PLANS_PER_PAGE;
  const drawingHeight = cardHeight - 2 * card.pad - 40;
  const drawings = await Promise.all(
    floorPlans.map((plan) => loadDrawing(plan.image, card.drawingWidth, drawingHeight)),
  );

  let pageNumber = firstPageNumber;
  for (let i = 0; i < floorPlans.length; i += PLANS_PER_PAGE) {
    startPage(doc);
    runningHead(doc, brochure.sections.floorPlans);
    floorPlans.slice(i, i + PLANS_PER_PAGE).forEach((plan, j) => {
      const drawing = drawings[i + j];
      if (!drawing) throw new Error(`Brochure: no drawing for ${plan.id}`);
      drawPlanCard(doc, words, plan, drawing, top + j * (cardHeight + card.gap), cardHeight);
    });
    write(doc, note, page.margin, contentBottom - noteHeight + 2, contentWidth, {
      size: 7.5,
      color: colors.muted,
      lineGap: 0,
    });
    footer(doc, words, pageNumber);
    pageNumber += 1;
  }
  return pageNumber;
}

function drawPlanCard(doc: PDFKit.PDFDocument, words: Words, plan: FloorPlan, drawing: BoxImage, top: number, height: number): void {
  const { floorPlanCard } = floorPlansContent(words);
  const left = page.margin;
  doc.roundedRect(left, top, contentWidth, height, card.radius).fillAndStroke("#ffffff", colors.line);

  const innerLeft = left + card.pad;
  eyebrow(doc, floorPlanCard.facing(plan), innerLeft, top + card.pad, 240, colors.goldDark);
  heading(doc, planTitle(words, plan), innerLeft, top + card.pad + 12, contentWidth - 2 * card.pad, { size: 20 });

  const bodyTop = top + card.pad + 40;
  const boxHeight = height - 2 * card.pad - 40;
  const dx = innerLeft + (card.drawingWidth - drawing.width) / 2;
  const dy = bodyTop + (boxHeight - drawing.height) / 2;
  doc.image(drawing.data, dx, dy, { width: drawing.width, height: drawing.height });

  const x = innerLeft + card.drawingWidth + 22;
  const width = left + contentWidth - card.pad - x;
  doc.rect(x - 11, bodyTop, 0.6, boxHeight).fill(colors.line);
  let y = bullets(doc, plan.highlights, x, bodyTop + 2, width, { size: 9, lineGap: 1.5 }, 6) + 16;
  y = drawDetails(doc, words, plan, x, y, width);
  assertFits(y, top + height - card.pad, `the ${plan.id} floor plan card`);
}

function drawDetails(doc: PDFKit.PDFDocument, words: Words, plan: FloorPlan, x: number, top: number, width: number): number {
  const { brochure } = brochureContent(words);
  const { details } = plan;
  const rows: [string, string][] = [
    [brochure.planDetails.supBuiltUpArea, brochure.area(details.supBuiltUpArea)],
    [brochure.planDetails.carpetArea, brochure.area(details.carpetArea)],
    [brochure.planDetails.bedrooms, `${details.bedrooms}`],
    [brochure.planDetails.bathrooms, `${details.bathrooms}`],
    [brochure.planDetails.balconies, `${details.balconies}`],
    // The fonts have no rupee sign (theme.ts): "Rs. 30 per sq ft".
    [brochure.planDetails.floorRise, brochure.planDetails.floorRisePrice(`${rupee} ${details.floorRise}`)],
  ];
  const valueWidth = width * 0.5;
  const labelWidth = width - valueWidth - 10;
  const labelStyle = { size: 8.5, color: colors.muted, lineGap: 0 } as const;
  const valueStyle = { font: fonts.bodyBold, size: 8.5, color: colors.ink, lineGap: 0, align: "right" } as const;
  let y = top;
  rows.forEach(([label, value], i) => {
    const textHeight = Math.max(
      measure(doc, label, labelWidth, labelStyle),
      measure(doc, value, valueWidth, valueStyle),
    );
    const rowHeight = Math.max(19, textHeight + 11);
    if (i % 2 === 0) doc.rect(x, y, width, rowHeight).fill(colors.cream);
    write(doc, label, x + 6, y + 5.5, labelWidth, labelStyle);
    write(doc, value, x + width - valueWidth - 6, y + 5.5, valueWidth, valueStyle);
    y += rowHeight;
  });
  return y;
}
