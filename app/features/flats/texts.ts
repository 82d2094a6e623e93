import { flatTexts } from "@content/flats";
import type { Flat, FloorPlan } from "@content/schema";
import { fill, formatters } from "./money";

/** The words of the flats pages (content/en/flats.yaml) and the formatters of its units. */
export const t = flatTexts;
export const format = formatters(flatTexts.units);

/** "15 Nov 2026", the same in Node and every browser. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** "3 BHK · East facing · Floor 3", and the like. */
export function flatFacts(flat: Flat, plan: FloorPlan) {
  return {
    bhk: plan.type,
    facing: t.words.facing[flat.facing],
    floor: fill(t.words.floor, { floor: flat.floor }),
    status: t.words.status[flat.status],
  };
}
