import { skipNullAnchors } from "./null-anchors";
import { teluguFontFor } from "./theme";

/**
 * Text with Telugu in it, which no one font draws whole: the Latin fonts have no Telugu, and Noto Sans Telugu
 * has no Latin letters, digits or punctuation, yet Telugu texts carry Latin runs (BHK, sq ft, the project's
 * name, phone numbers). Each run is set in its own font, and the lines are laid out here rather than by
 * pdfkit, whose `continued` chains align and justify each run on its own and set each on its own font's
 * baseline. Lines break after spaces and after a hyphen within a word, where pdfkit mostly breaks English.
 */

type Doc = PDFKit.PDFDocument;

export type MixedStyle = {
  font: string;
  size: number;
  lineGap: number;
  align: "left" | "center" | "right" | "justify";
  /** Spreads the Latin runs only: spaced out, Telugu's syllables would fall apart. */
  characterSpacing: number;
};

/** Telugu letters and signs, the joiners that steer its conjuncts, and the dandas. */
const TELUGU = /[\u0C00-\u0C7F\u0964\u0965]|\u200C|\u200D/u;
/** A word with the spaces after it, or the first half of a hyphenated word ("బిల్ట్-", "అప్"). */
const WORD = /\S+?(?:-(?=\S)|\s+|$)|\s+/gu;

type Run = { text: string; telugu: boolean };
type Piece = { text: string; font: string; characterSpacing: number; width: number };
/** `width` is up to its last letter, `trailing` the spaces after it. */
type Word = { pieces: Piece[]; width: number; trailing: number };
type Line = { words: Word[]; justify: boolean };

export function hasTelugu(text: string): boolean {
  return /[\u0C00-\u0C7F]/u.test(text);
}

/** "Vennela Courtyardలోని 2 టవర్లు" as its Latin and Telugu runs; a space stays with the run before it. */
function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const telugu = TELUGU.test(char);
    const last = runs.at(-1);
    if (last && (last.telugu === telugu || /\s/u.test(char))) last.text += char;
    else runs.push({ text: char, telugu });
  }
  return runs;
}

/** Width of `text` in `font`, with pdfkit's character spacing after every character. */
function widthIn(doc: Doc, text: string, font: string, size: number, characterSpacing: number): number {
  doc.font(font).fontSize(size);
  if (hasTelugu(text)) skipNullAnchors(doc);
  return doc.widthOfString(text) + characterSpacing * text.length;
}

function toWord(doc: Doc, chunk: string, style: MixedStyle): Word {
  const pieces = scriptRuns(chunk).map((run) => {
    const font = run.telugu ? teluguFontFor(style.font) : style.font;
    // Spacing goes to runs with Latin letters or digits: on the commas and spaces between Telugu words it
    // would only open gaps.
    const characterSpacing = run.telugu || !/[\p{L}\p{N}]/u.test(run.text) ? 0 : style.characterSpacing;
    return { text: run.text, font, characterSpacing, width: widthIn(doc, run.text, font, style.size, characterSpacing) };
  });
  const last = pieces.at(-1);
  const spaces = chunk.slice(chunk.trimEnd().length);
  const trailing = last && spaces ? widthIn(doc, spaces, last.font, style.size, last.characterSpacing) : 0;
  const total = pieces.reduce((sum, piece) => sum + piece.width, 0);
  return { pieces, width: total - trailing, trailing };
}

/** Fills each line with as many words as fit in `width`; a word wider than a line gets one of its own. */
function breakLines(doc: Doc, text: string, width: number, style: MixedStyle): Line[] {
  const lines: Line[] = [];
  for (const paragraph of text.split("\n")) {
    const words = (paragraph.match(WORD) ?? []).map((chunk) => toWord(doc, chunk, style));
    let line: Word[] = [];
    let used = 0;
    for (const word of words) {
      if (line.length > 0 && used + word.width > width + 1e-6) {
        lines.push({ words: line, justify: true });
        line = [];
        used = 0;
      }
      line.push(word);
      used += word.width + word.trailing;
    }
    lines.push({ words: line, justify: false });
  }
  return lines;
}

/**
 * The baseline and height of every line of a text, the same for every text in one style whatever its runs:
 * the baseline sits as low as the taller-topped of the text's font and the Telugu font puts it, and the line
 * is as tall as the taller of the two. Telugu's stacked conjuncts reach a little below that box, into the
 * room the Latin font leaves above its capitals on the next line.
 * pdfkit keeps a font's ascender and descender (per 1000 units) on its current font object, outside its typings.
 */
function lineMetrics(doc: Doc, style: MixedStyle): { ascent: number; height: number } {
  let ascent = 0;
  let height = 0;
  for (const font of [style.font, teluguFontFor(style.font)]) {
    doc.font(font);
    const { ascender, descender } = (doc as unknown as { _font: { ascender: number; descender: number } })._font;
    if (!Number.isFinite(ascender) || !Number.isFinite(descender)) {
      throw new Error(`Brochure: no vertical metrics for the font ${font} (has pdfkit changed?)`);
    }
    ascent = Math.max(ascent, (ascender / 1000) * style.size);
    height = Math.max(height, ((ascender - descender) / 1000) * style.size);
  }
  return { ascent, height: height + style.lineGap };
}

/** Height of `text` set `width` wide, as pdfkit's heightOfString gives for single-font text. */
export function measureMixed(doc: Doc, text: string, width: number, style: MixedStyle): number {
  const lines = breakLines(doc, text, width, style);
  return lines.length * lineMetrics(doc, style).height;
}

/** Width of `text` on one line. */
export function widthOfMixed(doc: Doc, text: string, style: MixedStyle): number {
  const words = (text.match(WORD) ?? []).map((chunk) => toWord(doc, chunk, style));
  return words.reduce((sum, word) => sum + word.width + word.trailing, 0) - (words.at(-1)?.trailing ?? 0);
}

/**
 * Draws one run with its baseline at `baseline`. A Telugu run's glyphs come out of the shaper in visual
 * order (a subscript consonant after the vowel sign it sits under), so a reader copying or searching them
 * would get the letters jumbled: the run is wrapped in a span that gives its text as written (ActualText).
 */
function drawPiece(doc: Doc, piece: Piece, x: number, baseline: number, size: number): void {
  const telugu = hasTelugu(piece.text);
  if (telugu) doc.markContent("Span", { actual: piece.text });
  doc.font(piece.font).fontSize(size);
  doc.text(piece.text, x, baseline, { lineBreak: false, baseline: "alphabetic", characterSpacing: piece.characterSpacing });
  if (telugu) doc.endMarkedContent();
}

/** Writes `text` in a box `width` wide from (x, y), each run in its font; returns its height. */
export function writeMixed(doc: Doc, text: string, x: number, y: number, width: number, style: MixedStyle): number {
  const lines = breakLines(doc, text, width, style);
  const { ascent, height } = lineMetrics(doc, style);
  lines.forEach((line, i) => {
    const lastWord = line.words.at(-1);
    const natural = line.words.reduce((sum, word) => sum + word.width + word.trailing, 0) - (lastWord?.trailing ?? 0);
    const free = width - natural;
    const gaps = line.words.length - 1;
    const stretch = style.align === "justify" && line.justify && gaps > 0 ? Math.max(0, free / gaps) : 0;
    let cursor = x + (style.align === "right" ? free : style.align === "center" ? free / 2 : 0);
    const baseline = y + i * height + ascent;
    for (const word of line.words) {
      for (const piece of word.pieces) {
        drawPiece(doc, piece, cursor, baseline, style.size);
        cursor += piece.width;
      }
      cursor += stretch;
    }
  });
  return lines.length * height;
}
