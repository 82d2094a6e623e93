import { towers } from "./generated/possession";
import type { TowerPossession } from "./schema";
import type { Words } from "./words";

/**
 * When each tower is handed over (content/possession.yaml): the date in its RERA registration and the builder's
 * target. Checked by PossessionFileSchema when content/compile.ts wrote the module, which is typed from it.
 */
export const possessionDates: readonly TowerPossession[] = towers;

/** Its heading, the names of the two dates, and what RERA's section 18 gives a buyer if possession is late. */
export function possessionContent(words: Words) {
  const possessionWords = words.possessionTexts;
  return { possessionWords };
}

/** One tower's dates. */
export function possessionOf(tower: string): TowerPossession {
  const found = possessionDates.find((each) => each.tower === tower);
  if (!found) throw new Error(`content/possession.yaml has no tower ${tower}`);
  return found;
}
