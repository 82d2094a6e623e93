import { flatsContent } from "@content/flats";
import type { Flat, FloorPlan } from "@content/schema";
import { visitsContent } from "@content/visits";
import type { Words } from "@content/words";
import { useContent } from "~/utils/use-content";
import { fill, formatters } from "@content/money";

/**
 * The words of the flats pages (content/en/flat-texts.yaml) in the page's language, and what is written with them:
 * `t` (the words), `format` (the formatters of its units), `formatDate` and `flatFacts`. In a component,
 * `const { t, format } = useFlatTexts()`; elsewhere (a route's meta), `flatTextsContent(words)`.
 */
export function flatTextsContent(words: Words) {
  const { flatTexts: t } = flatsContent(words);
  const format = formatters(t.units);

  /**
   * "15 Nov 2026", in the words of content/en/visit-texts.yaml (`dates`), read only when a date is written (so a
   * page that writes none needs no visit texts). Not Intl.DateTimeFormat: its first use in a page loads the
   * locale's data, about 25 ms of main thread on a fast laptop while /flats hydrates.
   */
  function formatDate(iso: string): string {
    const { dateWords } = visitsContent(words);
    const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
    return fill(dateWords.shortDate, { day, month: dateWords.monthsShort[month - 1]!, year });
  }

  /** "3 BHK · East facing · Floor 3", and the like. */
  function flatFacts(flat: Flat, plan: FloorPlan) {
    return {
      bhk: plan.type,
      facing: t.words.facing[flat.facing],
      floor: fill(t.words.floor, { floor: flat.floor }),
      status: t.words.status[flat.status],
    };
  }

  return { t, format, formatDate, flatFacts };
}

/** The words of the flats pages and their formatters, in the page's language: see `flatTextsContent`. */
export function useFlatTexts() {
  return useContent(flatTextsContent);
}
