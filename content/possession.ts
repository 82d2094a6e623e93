import type { z } from "zod";
import { towers } from "./generated/possession";
import type { PossessionTextsFileSchema, TowerPossession } from "./schema";
import type { Words } from "./words";

/**
 * When each tower is handed over (content/possession.yaml): the date in its RERA registration and the builder's
 * target. Checked by PossessionFileSchema when content/compile.ts wrote the module; its JSON types the tower as a
 * string, hence the cast.
 */
export const possessionDates = towers as readonly TowerPossession[];

/** Its heading, the names of the two dates, and what RERA's section 18 gives a buyer if possession is late. */
export function possessionContent(words: Words) {
  const possessionWords: z.output<typeof PossessionTextsFileSchema> = words.possessionTexts;
  return { possessionWords };
}

/** One tower's dates. */
export function possessionOf(tower: string): TowerPossession {
  const found = possessionDates.find((each) => each.tower === tower);
  if (!found) throw new Error(`content/possession.yaml has no tower ${tower}`);
  return found;
}
