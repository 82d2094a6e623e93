import { existsSync } from "node:fs";
import path from "node:path";
import { brandColors } from "../../../app/styles/brand";

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

export function registerFonts(doc: PDFKit.PDFDocument, sources: FontSource): void {
  doc.registerFont(fonts.display, sources.display);
  doc.registerFont(fonts.body, sources.body);
  doc.registerFont(fonts.bodyBold, sources.bodyBold);
  doc.registerFont(fonts.telugu, sources.telugu);
  doc.registerFont(fonts.teluguBold, sources.teluguBold);
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
