import type { z } from "zod";
import rules from "./generated/visits";
import type { VisitRules, VisitTextsFileSchema, Weekday } from "./schema";
import { fillValues } from "./values";
import type { Words } from "./words";

/**
 * Site visits: the site office's hours and the booking's rules (content/visits.yaml), and the words of the band
 * that offers a visit and of days and times (content/en/visit-texts.yaml). The booking's own words are in
 * content/visit-booking.ts, so the pages' first load does not carry them.
 * docs/decisions/0017-site-visits.md.
 */
export const visitRules: VisitRules = rules;

type VisitTexts = z.output<typeof VisitTextsFileSchema>;
export type DateWords = VisitTexts["dates"];

const WEEKDAY_INDEX: Record<Weekday, number> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};

/** The weekday's number as Date#getUTCDay counts them: Sunday 0. */
export function weekdayIndex(weekday: Weekday): number {
  return WEEKDAY_INDEX[weekday];
}

/** "09:30" → "9:30 am", "19:00" → "7:00 pm", in the words of content/en/visit-texts.yaml. */
export function formatClock(time: string, words: DateWords): string {
  const hours = Number(time.slice(0, 2));
  return fillValues(words.time, {
    hour: hours % 12 || 12,
    minute: time.slice(3, 5),
    period: hours < 12 ? words.am : words.pm,
  });
}

/** "Open 9:30 am to 7:00 pm, closed every Tuesday": the site office's hours, written from the rules. */
export function describeOfficeHours(
  visits: Pick<VisitRules, "opens" | "closes" | "closedWeekdays">,
  words: { dates: DateWords; officeHours: VisitTexts["officeHours"] },
): string {
  const opens = formatClock(visits.opens, words.dates);
  const closes = formatClock(visits.closes, words.dates);
  const closed = [...new Set(visits.closedWeekdays)]
    .sort((a, b) => weekdayIndex(a) - weekdayIndex(b))
    .map((day) => words.dates.weekdays[weekdayIndex(day)]!);
  if (closed.length === 0) return fillValues(words.officeHours.everyDay, { opens, closes });
  const days =
    closed.length === 1 ? closed[0]! : `${closed.slice(0, -1).join(", ")} ${words.officeHours.and} ${closed.at(-1)}`;
  return fillValues(words.officeHours.closedOn, { opens, closes, days });
}

/** The words of site visits in the page's language (content/en/visit-texts.yaml). */
export function visitsContent(words: Words) {
  const texts: VisitTexts = words.visitTexts;
  return {
    /** The band that offers a visit. */
    visitSection: texts.section,
    /** Names of days and months, and how a date, a time and a visit's time are written. */
    dateWords: texts.dates,
    /** The site office's hours as every page writes them (the home page's contact section, the visit band). */
    officeHours: describeOfficeHours(visitRules, texts),
  };
}
