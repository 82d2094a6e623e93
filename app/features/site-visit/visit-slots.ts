import type { EnquiryRecord, VisitRequest } from "#app/utils/enquiry-record.ts";
import type { VisitRules } from "#content/schema.ts";
import { weekdayIndex } from "#content/visits.ts";
import { isTimeZone } from "./time-zones";

/**
 * The days and times a site visit can be booked, from the site office's rules (content/visits.yaml). Pure: every
 * function takes "now" as an argument. The pages are pre-rendered, so "today" is never the build's: the picker
 * asks with the visitor's clock when it opens, read as India time. docs/decisions/0017-site-visits.md.
 */

/** India has kept UTC+05:30 all year since 1945 (Asia/Kolkata, no daylight saving), so a fixed offset is exact. */
const INDIA_OFFSET_MINUTES = 330;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** A visit's time on any day, in India time: "11:00" to "12:00". */
export type Slot = { start: string; end: string };

/** open: has times left; closed: a closed weekday; holiday: a holiday of the rules; over: today, its times gone. */
export type DayStatus = "open" | "closed" | "holiday" | "over";

export type VisitDay = {
  /** "2026-11-28" */
  date: string;
  /** 0 for Sunday … 6 for Saturday. */
  weekday: number;
  /** Day of the month, 1–31. */
  day: number;
  /** 0 for January … 11 for December. */
  month: number;
  year: number;
  isToday: boolean;
  status: DayStatus;
  /** The times still offered that day; none unless the day is open. */
  slots: Slot[];
};

type Rules = Pick<
  VisitRules,
  "opens" | "closes" | "closedWeekdays" | "holidays" | "slotMinutes" | "noticeMinutes" | "bookingDays"
>;

const pad = (value: number) => String(value).padStart(2, "0");
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toClock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The wall clock in India at `now`: the day ("2026-11-23") and the minutes since its midnight. */
export function indiaNow(now: Date): { date: string; minutes: number } {
  const shifted = new Date(now.getTime() + INDIA_OFFSET_MINUTES * MINUTE_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** The instant a time on a day in India is: ("2026-11-28", "11:00") is 2026-11-28T05:30:00Z. */
export function indiaTimeToUtc(date: string, time: string): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  return new Date(midnightUtc + (toMinutes(time) - INDIA_OFFSET_MINUTES) * MINUTE_MS);
}

/** Every visit of an open day: one every `slotMinutes` from opening, the last ending by closing time. */
export function daySlots(rules: Pick<Rules, "opens" | "closes" | "slotMinutes">): Slot[] {
  const slots: Slot[] = [];
  const closes = toMinutes(rules.closes);
  for (let start = toMinutes(rules.opens); start + rules.slotMinutes <= closes; start += rules.slotMinutes) {
    slots.push({ start: toClock(start), end: toClock(start + rules.slotMinutes) });
  }
  return slots;
}

/**
 * The days a visit can be booked at `now`: today in India and the days after it, `bookingDays` in all, each with
 * its status and the times it offers. A time is offered only if it starts at least `noticeMinutes` after now.
 */
export function visitDays(now: Date, rules: Rules): VisitDay[] {
  const today = indiaNow(now);
  const earliest = today.minutes + rules.noticeMinutes;
  const closedWeekdays = new Set(rules.closedWeekdays.map(weekdayIndex));
  const holidays = new Set(rules.holidays);
  const allSlots = daySlots(rules);
  const todayUtc = Date.parse(`${today.date}T00:00:00Z`);
  return Array.from({ length: rules.bookingDays }, (_, offset) => {
    const calendarDay = new Date(todayUtc + offset * DAY_MINUTES * MINUTE_MS);
    const date = calendarDay.toISOString().slice(0, 10);
    const weekday = calendarDay.getUTCDay();
    const base = {
      date,
      weekday,
      day: calendarDay.getUTCDate(),
      month: calendarDay.getUTCMonth(),
      year: calendarDay.getUTCFullYear(),
      isToday: offset === 0,
    };
    if (closedWeekdays.has(weekday)) return { ...base, status: "closed", slots: [] };
    if (holidays.has(date)) return { ...base, status: "holiday", slots: [] };
    const slots = allSlots.filter((slot) => offset * DAY_MINUTES + toMinutes(slot.start) >= earliest);
    return { ...base, status: slots.length > 0 ? "open" : "over", slots };
  });
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The visit an enquiry record holds (it comes from storage, so it is checked), or null. */
export function readVisit(
  record: Pick<
    EnquiryRecord,
    "visitDate" | "visitStart" | "visitEnd" | "visitors" | "pickup" | "visitMode" | "visitorTimeZone"
  > | null,
): VisitRequest | null {
  if (!record) return null;
  const { visitDate, visitStart, visitEnd } = record;
  const visitors = Number(record.visitors);
  if (!visitDate || !DATE.test(visitDate) || Number.isNaN(Date.parse(`${visitDate}T00:00:00Z`))) return null;
  if (!visitStart || !TIME.test(visitStart) || !visitEnd || !TIME.test(visitEnd) || visitEnd <= visitStart) return null;
  if (!Number.isInteger(visitors) || visitors < 1 || visitors > 99) return null;
  const timeZone = record.visitorTimeZone && isTimeZone(record.visitorTimeZone) ? record.visitorTimeZone : undefined;
  return {
    mode: record.visitMode === "video" ? "video" : "site",
    date: visitDate,
    start: visitStart,
    end: visitEnd,
    visitors,
    pickup: record.pickup === "yes",
    ...(timeZone ? { timeZone } : {}),
  };
}
