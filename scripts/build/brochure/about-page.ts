import { brochureContent } from "#content/brochure.ts";
import { landingContent } from "#content/landing.ts";
import { LANDMARK_KINDS } from "#content/landmark-kinds.ts";
import { locationContent } from "#content/location.ts";
import type { Words } from "#content/words.ts";
import {
  assertFits,
  contentBottom,
  eyebrow,
  footer,
  heading,
  measure,
  rule,
  runningHead,
  startPage,
  write,
} from "./layout";
import { colors, contentWidth, fonts, page } from "./theme";

/** Page 2: about the project, its highlights, the builder's mission and the location. */
export function drawAboutPage(doc: PDFKit.PDFDocument, words: Words, pageNumber: number): void {
  const { brochure } = brochureContent(words);
  const { intro: aboutIntro } = words.about;
  const { landing } = landingContent(words);
  startPage(doc);
  let y = runningHead(doc, brochure.sections.about) + 14;
  y = heading(doc, aboutIntro.heading, page.margin, y, contentWidth) + 8;
  y = rule(doc, page.margin, y) + 12;
  y = write(doc, aboutIntro.text, page.margin, y, contentWidth, { size: 9.5, lineGap: 3.5, align: "justify" }) + 20;

  y = drawHighlights(doc, words, y) + 20;
  y = drawMission(doc, words, y) + 24;

  y = heading(doc, landing.location.heading, page.margin, y, contentWidth, { size: 18 }) + 12;
  assertFits(drawPlaces(doc, words, y), contentBottom, "the places around the site");
  footer(doc, words, pageNumber);
}

function drawHighlights(doc: PDFKit.PDFDocument, words: Words, top: number): number {
  const { highlights } = words.about;
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

function drawMission(doc: PDFKit.PDFDocument, words: Words, top: number): number {
  const { mission } = words.about;
  const pad = 16;
  const textWidth = contentWidth - 2 * pad - 4;
  const height = pad + 22 + measure(doc, mission.text, textWidth, { size: 9.5, lineGap: 3 }) + pad;
  doc.rect(page.margin, top, contentWidth, height).fill(colors.sand);
  doc.rect(page.margin, top, 3, height).fill(colors.gold);
  heading(doc, mission.heading, page.margin + pad + 4, top + pad, textWidth, { size: 14 });
  write(doc, mission.text, page.margin + pad + 4, top + pad + 22, textWidth, { size: 9.5, lineGap: 3 });
  return top + height;
}

/**
 * The places around the site by kind, with their drive times and road distances, as on the site's
 * location section (content/landmarks.yaml), in two columns; returns the y below the taller one.
 */
function drawPlaces(doc: PDFKit.PDFDocument, words: Words, top: number): number {
  const { landmarks, locationTexts } = locationContent(words);
  const gap = 24;
  const columnWidth = (contentWidth - gap) / 2;
  const driveWidth = 74;
  const nameWidth = columnWidth - driveWidth - 6;
  const nameStyle = { size: 8, lineGap: 0.5 } as const;
  const rowGap = 3;
  const groups = LANDMARK_KINDS.map((kind) => ({
    label: locationTexts.kinds[kind],
    places: landmarks.filter((place) => place.kind === kind).sort((a, b) => a.minutes - b.minutes),
  })).filter((group) => group.places.length > 0);
  const groupHeight = (group: (typeof groups)[number]) =>
    12 + group.places.reduce((sum, place) => sum + measure(doc, place.name, nameWidth, nameStyle) + rowGap, 0) + 6;
  // The split that makes the two columns most even.
  const heights = groups.map(groupHeight);
  const total = heights.reduce((sum, height) => sum + height, 0);
  let split = 0;
  let left = 0;
  while (split < groups.length && left + heights[split]! / 2 < total / 2) left += heights[split++]!;
  let bottom = top;
  [groups.slice(0, split), groups.slice(split)].forEach((column, index) => {
    const x = page.margin + index * (columnWidth + gap);
    let y = top;
    for (const group of column) {
      eyebrow(doc, group.label, x, y, columnWidth);
      y += 12;
      for (const place of group.places) {
        const drive = `${locationTexts.driveTime(place.minutes)} · ${locationTexts.distance(place.km)}`;
        const below = write(doc, place.name, x, y, nameWidth, nameStyle);
        write(doc, drive, x + columnWidth - driveWidth, y, driveWidth, {
          font: fonts.bodyBold,
          size: 8,
          color: colors.teal,
          align: "right",
          lineGap: 0,
        });
        y = below + rowGap;
        doc.rect(x, y - rowGap / 2, columnWidth, 0.5).fill(colors.line);
      }
      y += 6;
    }
    bottom = Math.max(bottom, y);
  });
  return bottom;
}
