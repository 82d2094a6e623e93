import { readFile } from "node:fs/promises";
import jsQR from "jsqr";
import { getDocument, OPS, type PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * What a reader gets from a PDF the build writes (the brochure, a flat's quotation): each page's text as a reader
 * would copy it, the QR codes a phone's camera reads from its images, its title and language. Used by the unit and
 * browser tests.
 */

export type PdfText = { pages: string[]; title: unknown; lang: unknown; bytes: Buffer; qrCodes: string[][] };

/** What a phone's camera reads from the square images of a page (the photos and plans are not square): jsQR. */
async function readQrCodes(page: PDFPageProxy): Promise<string[]> {
  const operators = await page.getOperatorList();
  const names = operators.fnArray.flatMap((fn, index) =>
    fn === OPS.paintImageXObject ? [operators.argsArray[index]![0] as string] : [],
  );
  const codes: string[] = [];
  for (const name of names) {
    const image = await new Promise<{ width: number; height: number; data: Uint8ClampedArray }>((resolve) =>
      page.objs.get(name, resolve),
    );
    if (image.width !== image.height) continue;
    const pixels = image.width * image.height;
    const channels = image.data.length / pixels;
    const rgba = new Uint8ClampedArray(pixels * 4);
    for (let pixel = 0; pixel < pixels; pixel++) {
      for (let channel = 0; channel < 3; channel++)
        rgba[pixel * 4 + channel] = image.data[pixel * channels + (channels >= 3 ? channel : 0)]!;
      rgba[pixel * 4 + 3] = 255;
    }
    const code = jsQR(rgba, image.width, image.height);
    if (code) codes.push(code.data);
  }
  return codes;
}

/** The visible text of each page, as a reader would copy it, with runs of white space made one space. */
export async function readPageTexts(file: string): Promise<PdfText> {
  const bytes = await readFile(file);
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false }).promise;
  const pages: string[] = [];
  const qrCodes: string[][] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    qrCodes.push(await readQrCodes(page));
    const content = await page.getTextContent();
    const text = content.items.map((item) => ("str" in item ? `${item.str}${item.hasEOL ? "\n" : ""}` : "")).join(" ");
    pages.push(text.replace(/\s+/g, " ").trim());
  }
  const { info } = await pdf.getMetadata();
  await pdf.destroy();
  const { Title, Language } = info as { Title?: unknown; Language?: unknown };
  return { pages, title: Title, lang: Language, bytes, qrCodes };
}

/**
 * The characters of a text, decomposed (the shaper splits ై into ె and ౖ, and the PDF gives those back), without
 * spaces and the joiners that only steer shaping.
 */
function charactersOf(text: string): string[] {
  return [...text.normalize("NFD").replace(/[\s\u200c\u200d]/gu, "")];
}

/** The same characters in any order. */
function letters(text: string): string {
  return charactersOf(text).sort().join("");
}

/**
 * Whether `page` shows `text`, shaped. pdf.js reads a Telugu run's glyphs in the order the shaper placed them,
 * which is not always the order they are written in: "ప్రాజెక్ట్" comes back as "పా్రజెక్్ట", a subscript
 * after the vowel sign drawn over it, and word pieces set in different fonts come back with spaces between
 * them. So this looks for the same letters in a stretch of the page as long as `text`, in any order.
 */
export function showsShaped(page: string, text: string): boolean {
  const expected = letters(text);
  const chars = charactersOf(page);
  for (let start = 0; start + expected.length <= chars.length; start += 1) {
    if (letters(chars.slice(start, start + expected.length).join("")) === expected) return true;
  }
  return false;
}
