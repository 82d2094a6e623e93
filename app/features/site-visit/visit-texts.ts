import type { VisitRequest } from "#app/utils/enquiry-record.ts";
import { siteSettings } from "#content/site.ts";
import { fillValues } from "#content/values.ts";
import { type DateWords, formatClock } from "#content/visits.ts";
import type { Words } from "#content/words.ts";
import { differsFromIndia, zonedTime, zoneName } from "./time-zones";
import { indiaTimeToUtc, type Slot } from "./visit-slots";

/**
 * How a visit is written on the page, in WhatsApp and in calendars, from the words of content/en/visit-texts.yaml
 * and content/en/visit-booking.yaml, in the page's language: the component that shows the visit gives them.
 */

type VisitBooking = Words["visitBooking"];

/** The words a visit is written in: dates and times, the confirmation's and the calendar event's. */
export type VisitWords = {
  dateWords: DateWords;
  visitConfirmation: VisitBooking["confirmation"];
  visitCalendar: VisitBooking["calendar"];
  /** The page's locale (its language's hreflang, "en-IN"), for the name of the visitor's time zone. */
  locale: string;
};

/** "Saturday, 28 November 2026" */
function formatVisitDate(date: string, words: DateWords): string {
  const day = new Date(`${date}T00:00:00Z`);
  return fillValues(words.date, {
    weekday: words.weekdays[day.getUTCDay()]!,
    day: day.getUTCDate(),
    month: words.months[day.getUTCMonth()]!,
    year: day.getUTCFullYear(),
  });
}

/** "11:30 am to 12:30 pm" */
function formatSlot(slot: Slot, words: DateWords): string {
  return fillValues(words.slot, { start: formatClock(slot.start, words), end: formatClock(slot.end, words) });
}

/** "Saturday, 28 November 2026, 11:30 am to 12:30 pm (IST)" */
export function formatVisit(
  visit: VisitRequest,
  { dateWords, visitConfirmation }: Pick<VisitWords, "dateWords" | "visitConfirmation">,
): string {
  return fillValues(visitConfirmation.whenValue, {
    date: formatVisitDate(visit.date, dateWords),
    slot: formatSlot(visit, dateWords),
  });
}

/**
 * "Friday, 27 November 2026, 11:00 pm to 12:00 am (Eastern Standard Time)": the visit in the visitor's own time,
 * or null when their zone is unknown or keeps India's clock.
 */
export function formatVisitInZone(
  visit: VisitRequest,
  { dateWords, visitConfirmation, locale }: Pick<VisitWords, "dateWords" | "visitConfirmation" | "locale">,
): string | null {
  const { start, end } = visitInstants(visit);
  if (!differsFromIndia(visit.timeZone, start)) return null;
  const there = zonedTime(start, visit.timeZone);
  return fillValues(visitConfirmation.yourTimeValue, {
    date: formatVisitDate(there.date, dateWords),
    slot: formatSlot({ start: there.time, end: zonedTime(end, visit.timeZone).time }, dateWords),
    zone: zoneName(visit.timeZone, locale, start),
  });
}

/** The calendar event's title, notes and place: the site's address, or the video call. */
export function visitEventWords(
  visit: VisitRequest,
  { visitCalendar }: Pick<VisitWords, "visitCalendar">,
): { title: string; description: string; location: string } {
  return visit.mode === "video"
    ? {
        title: visitCalendar.videoTitle,
        description: visitCalendar.videoDescription,
        location: visitCalendar.videoLocation,
      }
    : { title: visitCalendar.title, description: visitCalendar.description, location: siteLocation() };
}

/** The site's address as calendars show it: the project's name, then the address of content/site.yaml. */
export function siteLocation(): string {
  const { street, locality, region, postalCode } = siteSettings.address;
  return `${siteSettings.projectName}, ${street}, ${locality}, ${region} ${postalCode}`;
}

/** The visit's start and end as instants (the times are India time). */
export function visitInstants(visit: VisitRequest): { start: Date; end: Date } {
  return { start: indiaTimeToUtc(visit.date, visit.start), end: indiaTimeToUtc(visit.date, visit.end) };
}

/** "20261128T060000Z": an instant as calendars write it in UTC. */
const calendarUtc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Google Calendar's link that opens a new event filled in with the visit (its documented `render?action=TEMPLATE`). */
export function googleCalendarUrl(visit: VisitRequest, words: Pick<VisitWords, "visitCalendar">): string {
  const { start, end } = visitInstants(visit);
  const { title, description, location } = visitEventWords(visit, words);
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: title,
    dates: `${calendarUtc(start)}/${calendarUtc(end)}`,
    details: description,
    location,
    // The event's zone: India's for a visit at the site, the visitor's own for a call.
    ctz: (visit.mode === "video" && visit.timeZone) || "Asia/Kolkata",
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** The WhatsApp message to the sales number that states the visit. */
export function visitWhatsappMessage(
  name: string,
  visit: VisitRequest,
  { dateWords, visitConfirmation }: Pick<VisitWords, "dateWords" | "visitConfirmation">,
): string {
  if (visit.mode === "video")
    return fillValues(visitConfirmation.whatsappVideoMessage, {
      name,
      date: formatVisitDate(visit.date, dateWords),
      slot: formatSlot(visit, dateWords),
    });
  return fillValues(visitConfirmation.whatsappMessage, {
    name,
    date: formatVisitDate(visit.date, dateWords),
    slot: formatSlot(visit, dateWords),
    visitors: visit.visitors,
    pickup: visit.pickup ? visitConfirmation.whatsappPickupYes : visitConfirmation.whatsappPickupNo,
  });
}
