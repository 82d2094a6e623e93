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
} as const;

type FontSource = { display: string; body: string; bodyBold: string; bodyIsManrope: boolean };

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
  const manrope = (weight: number) =>
    path.join(NODE_MODULES, `@fontsource/manrope/files/manrope-latin-${weight}-normal.woff`);
  if (existsSync(manrope(400)) && existsSync(manrope(700))) {
    return { display, body: manrope(400), bodyBold: manrope(700), bodyIsManrope: true };
  }
  return { display, body: "Helvetica", bodyBold: "Helvetica-Bold", bodyIsManrope: false };
}

export function registerFonts(doc: PDFKit.PDFDocument, sources: FontSource): void {
  doc.registerFont(fonts.display, sources.display);
  doc.registerFont(fonts.body, sources.body);
  doc.registerFont(fonts.bodyBold, sources.bodyBold);
}

/**
 * None of the embedded fonts has the rupee sign: the latin subsets of Playfair Display
 * and Manrope stop short of U+20B9, and Helvetica's WinAnsi encoding has no slot for it.
 */
export const rupee = "Rs.";
