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

/** "1.6 acres" */
export const landAreaText = `${facts.landAcres} acres`;
/** "1430 to 1790 sq ft", for running text. */
export const sizeRangeText = `${facts.sizeRange.min} to ${facts.sizeRange.max} sq ft`;
/** "1430 – 1790 sq ft", for figures and cards. */
export const sizeRangeShortText = `${facts.sizeRange.min} – ${facts.sizeRange.max} sq ft`;
/** "G + 5" */
export const floorsShortText = `G + ${facts.floorsAboveGround}`;
/** "2 towers, ground + 5 floors" */
export const towersAndFloorsText = `${facts.towers} towers, ground + ${facts.floorsAboveGround} floors`;
/** "₹57 lakhs" */
export const priceFromText = `₹${facts.priceFromLakhs} lakhs`;
/** "₹60 lakhs" */
export const typicalPriceText = `₹${facts.typicalPriceLakhs} lakhs`;
/** "₹50 per sq ft per floor" */
export const floorRiseText = `₹${facts.floorRisePerSqft} per sq ft per floor`;
