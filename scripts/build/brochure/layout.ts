import { brochureContent } from "#content/brochure.ts";
import { siteSettings } from "#content/site.ts";
import type { Words } from "#content/words.ts";
import type { BoxImage } from "./images";
import { hasTelugu, type MixedStyle, measureMixed, widthOfMixed, writeMixed } from "./mixed-text";
import { colors, contentWidth, fonts, page, rupee } from "./theme";

/** Drawing helpers shared by the brochure pages. Each returns the y below what it drew. */

type Doc = PDFKit.PDFDocument;
type TextStyle = {
  font?: string;
  size?: number;
  color?: string;
  lineGap?: number;
  align?: "left" | "center" | "right" | "justify";
  characterSpacing?: number;
};

const bodyDefaults = { font: fonts.body, size: 9.5, color: colors.ink, lineGap: 3 } as const;

export function startPage(doc: Doc, background: string = colors.cream): void {
  doc.addPage({ size: "A4", margin: 0 });
  doc.rect(0, 0, page.width, page.height).fill(background);
}

/** A text's style with the body text's defaults filled in: what pdfkit, and ./mixed-text.ts for Telugu, are given. */
function withDefaults(style: TextStyle): MixedStyle & { color: string } {
  const s = { ...bodyDefaults, ...style };
  const { font, size, color, lineGap } = s;
  return { font, size, color, lineGap, align: s.align ?? "left", characterSpacing: s.characterSpacing ?? 0 };
}

/** The text as the embedded fonts can draw it: none has the rupee sign, which becomes "Rs." (./theme.ts). */
const printable = (text: string) => text.replace(/₹\s?/g, `${rupee} `);

/**
 * Sets font, size and colour, measures, then writes `text` in a box `width` wide. A text with Telugu in it is
 * set run by run in its fonts; any other goes to pdfkit whole, as the English brochure always has.
 */
export function write(doc: Doc, raw: string, x: number, y: number, width: number, style: TextStyle = {}): number {
  const text = printable(raw);
  const s = withDefaults(style);
  if (hasTelugu(text)) {
    doc.fillColor(s.color);
    return y + writeMixed(doc, text, x, y, width, s);
  }
  const options = { width, lineGap: s.lineGap, align: s.align, characterSpacing: s.characterSpacing };
  doc.font(s.font).fontSize(s.size).fillColor(s.color);
  const height = doc.heightOfString(text, options);
  doc.text(text, x, y, options);
  return y + height;
}

export function measure(doc: Doc, raw: string, width: number, style: TextStyle = {}): number {
  const text = printable(raw);
  const s = withDefaults(style);
  if (hasTelugu(text)) return measureMixed(doc, text, width, s);
  doc.font(s.font).fontSize(s.size);
  return doc.heightOfString(text, { width, lineGap: s.lineGap, characterSpacing: s.characterSpacing });
}

/** Width of `text` on one line; leaves its font and size set. */
export function textWidth(doc: Doc, raw: string, style: TextStyle = {}): number {
  const text = printable(raw);
  const s = withDefaults(style);
  const width = hasTelugu(text)
    ? widthOfMixed(doc, text, s)
    : doc.font(s.font).fontSize(s.size).widthOfString(text, { characterSpacing: s.characterSpacing });
  doc.font(s.font).fontSize(s.size);
  return width;
}

/** Small spaced capitals above a heading. Telugu has no capitals, and write() spaces only the Latin in it. */
export function eyebrow(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  color: string = colors.goldDark,
  align: TextStyle["align"] = "left",
): number {
  return write(doc, text.toUpperCase(), x, y, width, {
    font: fonts.bodyBold,
    size: 7.5,
    color,
    characterSpacing: 1.6,
    lineGap: 0,
    align,
  });
}

export function heading(doc: Doc, text: string, x: number, y: number, width: number, style: TextStyle = {}): number {
  return write(doc, text, x, y, width, { font: fonts.display, size: 24, color: colors.teal, lineGap: 0, ...style });
}

/** A short gold rule under a heading. */
export function rule(doc: Doc, x: number, y: number, width = 40, color: string = colors.gold): number {
  doc.rect(x, y, width, 1.6).fill(color);
  return y + 1.6;
}

/** Bulleted lines with gold diamonds; returns the y below the last item. */
export function bullets(
  doc: Doc,
  items: readonly string[],
  x: number,
  y: number,
  width: number,
  style: TextStyle = {},
  gap = 4,
): number {
  let cursor = y;
  const size = style.size ?? bodyDefaults.size;
  for (const item of items) {
    const cy = cursor + size * 0.55;
    const r = size * 0.22;
    doc.polygon([x + r, cy - r], [x + 2 * r, cy], [x + r, cy + r], [x, cy]).fill(colors.gold);
    cursor = write(doc, item, x + 11, cursor, width - 11, style) + gap;
  }
  return cursor - gap;
}

/** An image with rounded corners. */
export function roundedImage(doc: Doc, image: BoxImage, x: number, y: number, radius = 6): void {
  doc.save();
  doc.roundedRect(x, y, image.width, image.height, radius).clip();
  doc.image(image.data, x, y, { width: image.width, height: image.height });
  doc.restore();
}

/** Project name and section on every inner page, over a hairline. */
export function runningHead(doc: Doc, section: string): number {
  const y = 26;
  eyebrow(doc, siteSettings.projectName, page.margin, y, contentWidth / 2, colors.goldDark);
  eyebrow(doc, section, page.width / 2, y, contentWidth / 2, colors.muted, "right");
  doc.rect(page.margin, y + 14, contentWidth, 0.6).fill(colors.line);
  return y + 30;
}

/** Footer of every inner page: builder, RERA number and page number. */
export function footer(
  doc: Doc, words: Words,
  pageNumber: number,
  color: string = colors.muted,
  lineColor: string = colors.line,
): void {
  const { brochure } = brochureContent(words);
  const y = page.height - 30;
  doc.rect(page.margin, y - 8, contentWidth, 0.6).fill(lineColor);
  const style = { size: 7, color, lineGap: 0 };
  write(doc, brochure.footer, page.margin, y, contentWidth / 2, style);
  write(doc, `${brochure.reraNumber}   ·   ${pageNumber}`, page.width / 2, y, contentWidth / 2, {
    ...style,
    align: "right",
  });
}

/** Stops the build when content outgrows its box, instead of letting pdfkit spill onto a new page. */
export function assertFits(bottom: number, limit: number, what: string): void {
  if (bottom > limit) {
    throw new Error(
      `Brochure: ${what} is ${Math.ceil(bottom - limit)} pt too tall for its page; shorten the text in content/ or adjust the layout in scripts/build/brochure`,
    );
  }
}

/** The footer's top edge: nothing else may reach below it. */
export const contentBottom = page.height - 46;
