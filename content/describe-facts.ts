import type { Facts } from "./schema";

/** The texts every page builds from the figures, for any facts (content/tokens.ts fills texts with them). */
export function describeFacts(f: Facts) {
  return {
    /** "1.6 acres" */
    landArea: `${f.landAcres} acres`,
    /** "1430 to 1790 sq ft", for running text. */
    sizeRange: `${f.sizeRange.min} to ${f.sizeRange.max} sq ft`,
    /** "1430 – 1790 sq ft", for figures and cards. */
    sizeRangeShort: `${f.sizeRange.min} – ${f.sizeRange.max} sq ft`,
    /** "G + 5" */
    floorsShort: `G + ${f.floorsAboveGround}`,
    /** "2 towers, ground + 5 floors" */
    towersAndFloors: `${f.towers} towers, ground + ${f.floorsAboveGround} floors`,
    /** "₹57 lakhs" */
    priceFrom: `₹${f.priceFromLakhs} lakhs`,
    /** "₹60 lakhs" */
    typicalPrice: `₹${f.typicalPriceLakhs} lakhs`,
    /** "₹50 per sq ft per floor" */
    floorRise: `₹${f.floorRisePerSqft} per sq ft per floor`,
  };
}
