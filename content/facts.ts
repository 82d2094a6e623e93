import type { Facts } from "./schema";

/**
 * The project's figures, each stated once. Every other content module builds its
 * texts from these values, so a change here reaches every page, the brochure and
 * the structured data on the next build.
 *
 * The two drive times are both kept on purpose: the home page quotes
 * `driveMinutesHome`, the campaign page `driveMinutesLanding`.
 */
export const facts = {
  landAcres: 1.6,
  towers: 2,
  floorsAboveGround: 5,
  apartments: 100,
  sizeRange: { min: 1430, max: 1790 },
  capitalName: "Amaravati",
  driveMinutesHome: 35,
  driveMinutesLanding: 45,
  experienceYears: 10,
  floorRisePerSqft: 50,
  priceFromLakhs: 57,
  typicalPriceLakhs: 60,
} satisfies Facts;

/** The texts every page builds from the figures, for any facts (content/tokens.ts fills posts with them). */
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

const texts = describeFacts(facts);
export const landAreaText = texts.landArea;
export const sizeRangeText = texts.sizeRange;
export const sizeRangeShortText = texts.sizeRangeShort;
export const floorsShortText = texts.floorsShort;
export const towersAndFloorsText = texts.towersAndFloors;
export const priceFromText = texts.priceFrom;
export const typicalPriceText = texts.typicalPrice;
export const floorRiseText = texts.floorRise;
