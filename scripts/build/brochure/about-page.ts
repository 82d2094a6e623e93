import { aboutIntro, highlights, mission } from "../../../content/about";
import { brochure } from "../../../content/brochure";
import { facts } from "../../../content/facts";
import { landing } from "../../../content/landing";
import { loadPhoto } from "./images";
import {
  assertFits,
  contentBottom,
  eyebrow,
  footer,
  heading,
  measure,
  roundedImage,
  rule,
  runningHead,
  startPage,
  write,
} from "./layout";
import { colors, contentWidth, fonts, page } from "./theme";

/**
 * The location points with the home page's drive time to the capital. The campaign
 * page quotes its own figure; the brochure quotes the home page's, the same as the
 * highlights above it, so the page states one drive time.
 */
function getLocationPoints() {
  return landing.location.points.map((point) =>
    point.place === facts.capitalName ? { ...point, distance: brochure.capitalDrive } : point,
  );
}

/** Page 2: about the project, its highlights, the builder's mission and the location. */
export async function drawAboutPage(doc: PDFKit.PDFDocument, pageNumber: number): Promise<void> {
  const map = await loadPhoto(landing.location.image, 300, 200, { fit: "contain", maxPixelWidth: 1000 });

  startPage(doc);
  let y = runningHead(doc, brochure.sections.about) + 14;
  y = heading(doc, aboutIntro.heading, page.margin, y, contentWidth) + 8;
  y = rule(doc, page.margin, y) + 12;
  y = write(doc, aboutIntro.text, page.margin, y, contentWidth, { size: 9.5, lineGap: 3.5, align: "justify" }) + 20;

  y = drawHighlights(doc, y) + 20;
  y = drawMission(doc, y) + 24;

  y = heading(doc, landing.location.heading, page.margin, y, contentWidth, { size: 18 }) + 12;
  roundedImage(doc, map, page.margin, y);
  drawDistances(doc, page.margin + map.width + 24, y, contentWidth - map.width - 24, map.height);
  assertFits(y + map.height, contentBottom, "the location map");
  footer(doc, pageNumber);
}

function drawHighlights(doc: PDFKit.PDFDocument, top: number): number {
  const pad = 18;
  const gap = 18;
  const columns = 2;
  const cellWidth = (contentWidth - 2 * pad - gap) / columns;
  const cellHeights = highlights.map(
    (item) => 14 + 24 + measure(doc, item.detail, cellWidth, { size: 8.5, lineGap: 2 }),
  );
  const rowHeight = Math.max(...cellHeights);
  const rows = Math.ceil(highlights.length / columns);
  const bandHeight = 2 * pad + rows * rowHeight + (rows - 1) * gap;

  doc.roundedRect(page.margin, top, contentWidth, bandHeight, 8).fill(colors.teal);
  highlights.forEach((item, i) => {
    const x = page.margin + pad + (i % columns) * (cellWidth + gap);
    const y = top + pad + Math.floor(i / columns) * (rowHeight + gap);
    doc.rect(x, y + 1, 2, rowHeight - 2).fill(colors.gold);
    const tx = x + 12;
    const tw = cellWidth - 12;
    eyebrow(doc, item.title, tx, y, tw, colors.goldLight);
    write(doc, item.value, tx, y + 13, tw, { font: fonts.display, size: 16, color: colors.cream, lineGap: 0 });
    write(doc, item.detail, tx, y + 41, tw, { size: 8.5, color: colors.mist, lineGap: 2 });
  });
  return top + bandHeight;
}

function drawMission(doc: PDFKit.PDFDocument, top: number): number {
  const pad = 16;
  const textWidth = contentWidth - 2 * pad - 4;
  const height = pad + 22 + measure(doc, mission.text, textWidth, { size: 9.5, lineGap: 3 }) + pad;
  doc.rect(page.margin, top, contentWidth, height).fill(colors.sand);
  doc.rect(page.margin, top, 3, height).fill(colors.gold);
  heading(doc, mission.heading, page.margin + pad + 4, top + pad, textWidth, { size: 14 });
  write(doc, mission.text, page.margin + pad + 4, top + pad + 22, textWidth, { size: 9.5, lineGap: 3 });
  return top + height;
}

function drawDistances(doc: PDFKit.PDFDocument, x: number, top: number, width: number, height: number): void {
  const points = getLocationPoints();
  const rowHeight = height / points.length;
  const distanceWidth = 64;
  const placeWidth = width - distanceWidth - 8;
  const placeStyle = { size: 9, lineGap: 1 } as const;
  points.forEach((point, i) => {
    const y = top + i * rowHeight;
    const textTop = y + (rowHeight - measure(doc, point.place, placeWidth, placeStyle)) / 2;
    write(doc, point.place, x, textTop, placeWidth, placeStyle);
    write(doc, point.distance, x + width - distanceWidth, y + rowHeight / 2 - 5, distanceWidth, {
      font: fonts.bodyBold,
      size: 9,
      color: colors.teal,
      align: "right",
      lineGap: 0,
    });
    if (i < points.length - 1) doc.rect(x, y + rowHeight, width, 0.6).fill(colors.line);
  });
}
