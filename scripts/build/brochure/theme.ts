import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The brochure's look: the site's design tokens (app/styles/app.css, @theme) and its
 * two typefaces, embedded from the same npm packages the site self-hosts.
 */

const NODE_MODULES = path.resolve(import.meta.dirname, "../../../node_modules");

export const colors = {
  teal: "#0f3d3e", // --color-brand-900
  tealDeep: "#0a2a2b", // --color-brand-950
  tealSoft: "#14504f", // --color-brand-800
  gold: "#c8963e", // --color-gold-500
  goldLight: "#e6c88a", // --color-gold-300
  goldDark: "#7d5a17", // --color-gold-700, gold that passes contrast on cream
  cream: "#fbf8f2", // --color-sand-50
  sand: "#f4ede0", // --color-sand-100
  line: "#e8dcc6", // --color-sand-200
  ink: "#1b2523", // --color-ink
  muted: "#4f5b58", // --color-muted
  mist: "#dcebe8", // --color-brand-100
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
