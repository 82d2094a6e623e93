import type { z } from "zod";
import type { Facts, FigureWordsFileSchema } from "./schema";
import { fillValues } from "./values";

export type FigureWords = z.output<typeof FigureWordsFileSchema>;

/** A range of sizes in running text, in one language's words: "1430 to 1790 sq ft". */
export function sizeRangeIn(words: FigureWords, min: number, max: number): string {
  return fillValues(words.sizeRange, { min, max });
}

/**
 * The texts every page builds from the figures, for any facts, in the words of one language
 * (content/<language>/figure-words.yaml); content/tokens.ts fills texts with them.
 */
export function describeFacts(f: Facts, words: FigureWords) {
  const lakhs = (value: number) => fillValues(words.lakhs, { lakhs: value });
  return {
    /** "1.6 acres" */
    landArea: fillValues(words.landArea, { acres: f.landAcres }),
    /** "1430 to 1790 sq ft", for running text. */
    sizeRange: sizeRangeIn(words, f.sizeRange.min, f.sizeRange.max),
    /** "1430 – 1790 sq ft", for figures and cards. */
    sizeRangeShort: `${f.sizeRange.min} – ${f.sizeRange.max} sq ft`,
    /** "G + 5" */
    floorsShort: `G + ${f.floorsAboveGround}`,
    /** "2 towers, ground + 5 floors" */
    towersAndFloors: fillValues(words.towersAndFloors, { towers: f.towers, floors: f.floorsAboveGround }),
    /** "₹57 lakhs" */
    priceFrom: lakhs(f.priceFromLakhs),
    /** "₹60 lakhs" */
    typicalPrice: lakhs(f.typicalPriceLakhs),
    /** "₹50 per sq ft per floor" */
    floorRise: fillValues(words.floorRise, { rupees: f.floorRisePerSqft }),
  };
}
