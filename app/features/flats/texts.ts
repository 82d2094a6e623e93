import { flatTexts } from "@content/flats";
import type { Flat, FloorPlan } from "@content/schema";
import { fill, formatters } from "./money";

/** The words of the flats pages (content/en/flats.yaml) and the formatters of its units. */
export const t = flatTexts;
export const format = formatters(flatTexts.units);

/** "3 BHK · East facing · Floor 3", and the like. */
export function flatFacts(flat: Flat, plan: FloorPlan) {
  return {
    bhk: plan.type,
    facing: t.words.facing[flat.facing],
    floor: fill(t.words.floor, { floor: flat.floor }),
    status: t.words.status[flat.status],
  };
}
