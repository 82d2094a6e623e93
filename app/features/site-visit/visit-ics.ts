import { createEvent } from "ics";
import type { VisitRequest } from "#app/utils/enquiry-record.ts";
import { siteSettings } from "#content/site.ts";
import { visitRules } from "#content/visits.ts";
import { visitEventWords, visitInstants, type VisitWords } from "./visit-texts";

/**
 * The visit as an iCalendar file (RFC 5545), made with the `ics` package. Loaded only when a confirmation is shown
 * (`ics` and its validator weigh about 15 KB gzip). Times are written in UTC, so a phone set to another zone
 * still shows the India time the visit was booked for; the same visit always has the same UID, so adding it twice
 * updates one event instead of making two. Its words (content/en/visit-booking.yaml, `calendar`) are the page's,
 * given by the confirmation.
 */
export function buildVisitIcs(visit: VisitRequest, words: Pick<VisitWords, "visitCalendar">): string {
  const { visitCalendar } = words;
  const { start, end } = visitInstants(visit);
  const { title, description, location } = visitEventWords(visit, words);
  const { value, error } = createEvent({
    productId: `-//${siteSettings.builderName}//${siteSettings.projectName}//EN`,
    uid: `${visitCalendar.fileName}-${visit.date}-${visit.start.replace(":", "")}@${new URL(siteSettings.url).hostname}`,
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title,
    description,
    location,
    ...(visit.mode === "site"
      ? {
          geo: { lat: siteSettings.address.geo.latitude, lon: siteSettings.address.geo.longitude },
          url: siteSettings.address.mapsUrl,
        }
      : {}),
    alarms: [
      {
        action: "display",
        description: visitCalendar.reminder,
        trigger: { minutes: visitRules.reminderMinutes, before: true },
      },
    ],
  });
  if (error || !value) throw error ?? new Error("The calendar file could not be made");
  return value;
}

/** "site-visit-2026-11-28.ics" */
export function visitIcsFileName(visit: VisitRequest, { visitCalendar }: Pick<VisitWords, "visitCalendar">): string {
  return `${visitCalendar.fileName}-${visit.date}.ics`;
}
