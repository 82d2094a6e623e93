import { navigationContent } from "#app/utils/site-links.ts";
import { brochureContent } from "#content/brochure.ts";
import type { Words } from "#content/words.ts";
import { loadPhoto } from "./images";
import {
  assertFits,
  bullets,
  contentBottom,
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

/** Page 6: the amenities with small pictures, then the specification groups. */
export async function drawAmenitiesPage(doc: PDFKit.PDFDocument, words: Words, pageNumber: number): Promise<void> {
  const { amenities, specifications } = words.amenities;
  const { brochure } = brochureContent(words);
  const { siteNav } = navigationContent(words);
  const amenitiesHeading = siteNav.find((link) => link.href === "/#amenities")?.label ?? brochure.sections.amenities;
  const gap = 11;
  const columnWidth = (contentWidth - gap * (amenities.length - 1)) / amenities.length;
  const photos = await Promise.all(
    amenities.map((item) => loadPhoto(item.image, columnWidth, 58, { maxPixelWidth: 360, quality: 74 })),
  );

  startPage(doc);
  let y = runningHead(doc, brochure.sections.amenities) + 14;
  y = heading(doc, amenitiesHeading, page.margin, y, contentWidth, { size: 20 }) + 6;
  y = rule(doc, page.margin, y) + 12;

  let amenitiesBottom = y;
  amenities.forEach((item, i) => {
    const x = page.margin + i * (columnWidth + gap);
    const photo = photos[i];
    if (!photo) throw new Error(`Brochure: no picture for ${item.id}`);
    roundedImage(doc, photo, x, y, 4);
    let ty =
      write(doc, item.title, x, y + photo.height + 8, columnWidth, {
        font: fonts.bodyBold,
        size: 8.5,
        color: colors.teal,
        lineGap: 1,
      }) + 4;
    ty = write(doc, item.description, x, ty, columnWidth, { size: 7.2, color: colors.muted, lineGap: 1.3 });
    amenitiesBottom = Math.max(amenitiesBottom, ty);
  });

  y = amenitiesBottom + 20;
  y = heading(doc, specifications.heading, page.margin, y, contentWidth, { size: 18 }) + 6;
  y =
    write(doc, specifications.intro, page.margin, y, contentWidth, { size: 8.5, color: colors.muted, lineGap: 2 }) + 12;
  y = drawSpecificationGroups(doc, words, y);
  assertFits(y, contentBottom, "the specifications");
  footer(doc, words, pageNumber);
}

function drawSpecificationGroups(doc: PDFKit.PDFDocument, words: Words, top: number): number {
  const { specifications } = words.amenities;
  const columns = 3;
  const gap = 12;
  const pad = 11;
  const columnWidth = (contentWidth - gap * (columns - 1)) / columns;
  const itemStyle = { size: 7.5, color: colors.ink, lineGap: 1.1 } as const;
  const groupHeight = (items: readonly string[]) =>
    pad +
    19 +
    items.reduce((sum, item) => sum + measure(doc, item, columnWidth - 2 * pad - 11, itemStyle) + 3, -3) +
    pad;

  let y = top;
  for (let row = 0; row * columns < specifications.groups.length; row += 1) {
    const groups = specifications.groups.slice(row * columns, row * columns + columns);
    const rowHeight = Math.max(...groups.map((group) => groupHeight(group.items)));
    groups.forEach((group, i) => {
      const x = page.margin + i * (columnWidth + gap);
      doc.roundedRect(x, y, columnWidth, rowHeight, 6).fill(colors.sand);
      heading(doc, group.title, x + pad, y + pad, columnWidth - 2 * pad, { size: 11 });
      bullets(doc, group.items, x + pad, y + pad + 19, columnWidth - 2 * pad, itemStyle, 3);
    });
    y += rowHeight + gap;
  }
  return y - gap;
}
