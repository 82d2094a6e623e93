import { longDate } from "#app/utils/long-date.ts";
import { useContent } from "#app/utils/use-content.tsx";
import type { CostLine } from "#content/cost-sheet.ts";
import { type FlatTexts, flatsContent } from "#content/flats.ts";
import { fill, type Formatters, formatters } from "#content/money.ts";
import type { ProgressStage } from "#content/progress-stages.ts";
import type { Flat, FloorPlan } from "#content/schema.ts";
import { visitsContent } from "#content/visits.ts";
import type { Words } from "#content/words.ts";

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

  /** "15 November 2026": a date a sentence names, such as the price list's. */
  function formatLongDate(iso: string): string {
    return longDate(iso, visitsContent(words).dateWords);
  }

  return { t, format, formatDate, formatLongDate, flatFacts };
}

/** The words of the flats pages and their formatters, in the page's language: see `flatTextsContent`. */
export function useFlatTexts() {
  return useContent(flatTextsContent);
}

type CostSheetTexts = FlatTexts["costSheet"];

/** "1,150 sq ft × ₹4,900 per sq ft": how a line was computed, in the words of content/en/flat-texts.yaml. */
export function basisText(line: CostLine, texts: CostSheetTexts, format: Formatters): string {
  const { area, rate, steps, first, percent, base } = line.basis;
  if (line.id === "floorRise" && steps === 0) return fill(texts.noFloorRise, { first: first ?? "" });
  return fill(texts.lines[line.id as keyof typeof texts.lines].basis, {
    area: area === undefined ? "" : format.sqft(area),
    rate: rate === undefined ? "" : format.rupees(rate),
    steps: steps ?? "",
    first: first ?? "",
    percent: percent === undefined ? "" : format.percent(percent),
    base: base === undefined ? "" : format.rupees(base),
  });
}

/** A line's name on the cost sheet: "Base price", "GST"… (`texts` is `t.costSheet` of useFlatTexts). */
export function lineLabel(id: string, texts: CostSheetTexts): string {
  return texts.lines[id as keyof typeof texts.lines].label;
}

/** "On booking", "When Tower A reaches: 2nd floor slab", "On possession, when Tower A is complete". */
export function dueLabel(
  due: "booking" | "agreement" | "complete" | ProgressStage,
  tower: string,
  texts: FlatTexts["schedule"],
  stages: Record<ProgressStage, string>,
): string {
  if (due === "booking") return texts.booking;
  if (due === "agreement") return texts.agreement;
  if (due === "complete") return fill(texts.complete, { tower });
  return fill(texts.stage, { tower, stage: stages[due] });
}
