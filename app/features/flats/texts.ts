import { flatTexts } from "@content/flats";
import type { Flat, FloorPlan } from "@content/schema";
import { dateWords } from "@content/visits";
import { fill, formatters } from "./money";

/** The words of the flats pages (content/en/flat-texts.yaml) and the formatters of its units. */
export const t = flatTexts;
export const format = formatters(flatTexts.units);

/**
 * "15 Nov 2026", in the words of content/en/visit-texts.yaml (`dates`). Not Intl.DateTimeFormat: its first
 * use in a page loads the locale's data, about 25 ms of main thread on a fast laptop while /flats hydrates.
 */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return fill(dateWords.shortDate, { day, month: dateWords.monthsShort[month - 1]!, year });
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
