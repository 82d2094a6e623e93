import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { inflateSync } from "node:zlib";
import * as fontkit from "fontkit";
import { brandColors } from "#app/styles/brand.ts";

/**
 * The brochure's look: the site's colours (app/styles/brand.ts, the tokens of app/styles/app.css) and its
 * two typefaces, embedded from the same npm packages the site self-hosts.
 */

const NODE_MODULES = path.resolve(import.meta.dirname, "../../../node_modules");

export const colors = {
  teal: brandColors["brand-900"],
  tealDeep: brandColors["brand-950"],
  tealSoft: brandColors["brand-800"],
  gold: brandColors["gold-500"],
  goldLight: brandColors["gold-300"],
  // Gold that passes contrast on cream.
  goldDark: brandColors["gold-700"],
  cream: brandColors["sand-50"],
  sand: brandColors["sand-100"],
  line: brandColors["sand-200"],
  ink: brandColors.ink,
  muted: brandColors.muted,
  mist: brandColors["brand-100"],
} as const;

/** A4 portrait in PDF points. */
export const page = { width: 595.28, height: 841.89, margin: 48 } as const;
export const contentWidth = page.width - 2 * page.margin;

export const fonts = {
  display: "Display",
  body: "Body",
  bodyBold: "BodyBold",
  telugu: "Telugu",
  teluguBold: "TeluguBold",
} as const;

type FontSource = {
  display: string;
  body: string;
  bodyBold: string;
  bodyIsManrope: boolean;
  telugu: string;
  teluguBold: string;
};

/**
 * Playfair Display 600 from @fontsource/playfair-display. Its WOFF is used because
 * fontkit cannot subset the WOFF2 (composite glyphs come out corrupt).
 *
 * Manrope: the site ships only the variable WOFF2 (@fontsource-variable/manrope),
 * which fontkit can neither subset nor instance at a weight, so the brochure uses the
 * static Manrope of @fontsource/manrope when it is installed and otherwise the PDF
 * base font Helvetica, which needs no embedding.
 */
export function resolveFontSources(): FontSource {
  const display = path.join(NODE_MODULES, "@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff");
  if (!existsSync(display)) throw new Error(`Brochure: heading font not found at ${display}`);
  const telugu = resolveTeluguFonts();
  const manrope = (weight: number) =>
    path.join(NODE_MODULES, `@fontsource/manrope/files/manrope-latin-${weight}-normal.woff`);
  if (existsSync(manrope(400)) && existsSync(manrope(700))) {
    return { display, body: manrope(400), bodyBold: manrope(700), bodyIsManrope: true, ...telugu };
  }
  return { display, body: "Helvetica", bodyBold: "Helvetica-Bold", bodyIsManrope: false, ...telugu };
}

/**
 * Noto Sans Telugu 400 and 700, the Telugu subsets of @fontsource/noto-sans-telugu, static WOFF for the same
 * reason as above (the site's @fontsource-variable copy is a variable WOFF2). They draw only the Telugu in a
 * text (./mixed-text.ts); a PDF embeds a font only once a page uses it, so the English edition stays as it was.
 */
function resolveTeluguFonts(): Pick<FontSource, "telugu" | "teluguBold"> {
  const file = (weight: number) =>
    path.join(NODE_MODULES, `@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-${weight}-normal.woff`);
  for (const weight of [400, 700]) {
    if (!existsSync(file(weight))) throw new Error(`Brochure: Telugu font not found at ${file(weight)}`);
  }
  return { telugu: file(400), teluguBold: file(700) };
}

/**
 * Each font file read and parsed once per process: fontkit's first layout of a font costs a few hundred
 * milliseconds, which a new parse for every document would pay again (the build writes 200 quotations). pdfkit takes
 * a parsed font as well as a file; a standard PDF font (Helvetica) stays its name.
 */
const parsed = new Map<string, string | fontkit.Font>();
function parsedFont(source: string): string | fontkit.Font {
  let font = parsed.get(source);
  if (font === undefined) {
    font = existsSync(source) ? (fontkit.create(sfntOf(readFileSync(source))) as fontkit.Font) : source;
    parsed.set(source, font);
  }
  return font;
}

/**
 * A WOFF 1.0 file as the plain TrueType/OpenType file it wraps: the same tables, inflated once. fontkit inflates a
 * WOFF's table again every time it reads it, which made a Telugu quotation take over a second
 * (https://www.w3.org/TR/WOFF/ gives the layout: a 44-byte header, 20-byte table entries, zlib-compressed tables).
 */
function sfntOf(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") return woff;
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavor: TrueType or CFF
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(numTables * 16 - power * 16, 10);
  const padded = (length: number) => (length + 3) & ~3;
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    offset += padded(table.data.length);
  });
  return Buffer.concat([
    header,
    ...tables.map((table) => Buffer.concat([table.data, Buffer.alloc(padded(table.data.length) - table.data.length)])),
  ]);
}

export function registerFonts(doc: PDFKit.PDFDocument, sources: FontSource): void {
  // pdfkit's types name only a file or a buffer; its font factory takes a parsed fontkit font too.
  const register = (name: string, source: string) => doc.registerFont(name, parsedFont(source) as string);
  register(fonts.display, sources.display);
  register(fonts.body, sources.body);
  register(fonts.bodyBold, sources.bodyBold);
  register(fonts.telugu, sources.telugu);
  register(fonts.teluguBold, sources.teluguBold);
}

/**
 * The font for the Telugu in a text set in `font`: regular under the regular body font, bold under the bold
 * one and under the display face, which has no Telugu (a serif Telugu would not match Playfair either).
 */
export function teluguFontFor(font: string): string {
  return font === fonts.body ? fonts.telugu : fonts.teluguBold;
}

/**
 * None of the embedded fonts has the rupee sign: the latin subsets of Playfair Display
 * and Manrope stop short of U+20B9, and Helvetica's WinAnsi encoding has no slot for it.
 * The Telugu subset of Noto Sans Telugu lacks it too, so the Telugu edition writes "Rs." as well.
 */
export const rupee = "Rs.";
