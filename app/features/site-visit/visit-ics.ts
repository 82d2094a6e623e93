import { createEvent } from "ics";
import { site } from "@content/site";
import { visitCalendar } from "@content/visit-booking";
import { visitRules } from "@content/visits";
import type { VisitRequest } from "~/utils/enquiry-record";
import { visitEventWords, visitInstants } from "./visit-texts";

/**
 * The visit as an iCalendar file (RFC 5545), made with the `ics` package. Loaded only when a confirmation is shown
 * (`ics` and its validator weigh about 15 KB gzip). Times are written in UTC, so a phone set to another zone
 * still shows the India time the visit was booked for; the same visit always has the same UID, so adding it twice
 * updates one event instead of making two.
 */
export function buildVisitIcs(visit: VisitRequest): string {
  const { start, end } = visitInstants(visit);
  const { title, description, location } = visitEventWords(visit);
  const { value, error } = createEvent({
    productId: `-//${site.builderName}//${site.projectName}//EN`,
    uid: `${visitCalendar.fileName}-${visit.date}-${visit.start.replace(":", "")}@${new URL(site.url).hostname}`,
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
      ? { geo: { lat: site.address.geo.latitude, lon: site.address.geo.longitude }, url: site.address.mapsUrl }
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
export function visitIcsFileName(visit: VisitRequest): string {
  return `${visitCalendar.fileName}-${visit.date}.ics`;
}
