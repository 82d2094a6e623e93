/**
 * fontkit 2.0.4, which shapes text for pdfkit, throws "Cannot read properties of null (reading 'xCoordinate')"
 * on a NULL anchor in a GPOS mark lookup (foliojs/fontkit#367). The OpenType spec allows one: this base has no
 * anchor for that class of mark. Noto Sans Telugu has them, so ప్ర, ప్రతి or ఫ్రీ cannot be set at all. HarfBuzz
 * leaves such a mark where it is; skipNullAnchors makes fontkit do the same, by wrapping the anchor step of
 * its GPOS processor, reached through the font pdfkit has loaded (no API offers it). Remove it once a fontkit
 * release guards the anchors itself.
 */

type Anchor = object | null | undefined;
type GposPrototype = {
  applyAnchor: (this: unknown, markRecord: { markAnchor?: Anchor }, baseAnchor: Anchor, base: number) => void;
};
type FontkitFont = { layout(text: string): unknown; _layoutEngine?: { engine?: { GPOSProcessor?: object } } };

/** The fonts and GPOS processor classes already seen to. */
const guarded = new WeakSet<object>();

/** Makes the GPOS processor of the current font skip NULL anchors; call after selecting a font that has them. */
export function skipNullAnchors(doc: PDFKit.PDFDocument): void {
  const font = (doc as unknown as { _font?: { font?: FontkitFont } })._font?.font;
  if (font && guarded.has(font)) return;
  font?.layout(" ");
  const processor = font?._layoutEngine?.engine?.GPOSProcessor;
  if (!font || !processor) {
    throw new Error("Brochure: no GPOS processor on the Telugu font (has pdfkit or fontkit changed?)");
  }
  guarded.add(font);
  const prototype = Object.getPrototypeOf(processor) as GposPrototype;
  if (guarded.has(prototype)) return;
  const applyAnchor = prototype.applyAnchor;
  prototype.applyAnchor = function (markRecord, baseAnchor, base) {
    if (!baseAnchor || !markRecord.markAnchor) return;
    applyAnchor.call(this, markRecord, baseAnchor, base);
  };
  guarded.add(prototype);
}
