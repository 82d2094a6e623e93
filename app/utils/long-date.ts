import { fillValues } from "#content/values.ts";
import type { DateWords } from "#content/visits.ts";

/**
 * "31 March 2028" from "2028-03-31", in the page's words for months and its order of day, month and year
 * (`dateWords` of visitsContent, content/en/visit-texts.yaml). Not Intl.DateTimeFormat, whose first use in a page
 * loads the locale's data.
 */
export function longDate(iso: string, dateWords: DateWords): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return fillValues(dateWords.shortDate, { day, month: dateWords.months[month - 1]!, year });
}
