import type { z } from "zod";
import { flats as inventory, updated } from "./generated/flats";
import prices from "./generated/prices";
import type { Flat, FlatTextsFileSchema } from "./schema";
import type { Words } from "./words";

/**
 * The flats (content/flats.yaml), their price list (content/prices.yaml) and the words of the flats pages
 * (content/en/flat-texts.yaml). docs/decisions/0016-flats-and-prices.md.
 */
export const flats: Flat[] = inventory;

/** The day the inventory was last checked, "2026-11-15". */
export const inventoryUpdated: string = updated;

export const priceList = prices;

export type FlatTexts = z.output<typeof FlatTextsFileSchema>;

/** The words of the flats pages in the page's language. */
export function flatsContent(words: Words) {
  const flatTexts: FlatTexts = words.flatTexts;
  return { flatTexts };
}
