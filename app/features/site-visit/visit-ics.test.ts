import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { languageContent } from "#content/page-language.ts";
import { siteSettings } from "#content/site.ts";
import { visitRules, visitsContent } from "#content/visits.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { buildVisitIcs, visitIcsFileName } from "./visit-ics";
import { formatVisitInZone, googleCalendarUrl, type VisitWords, visitWhatsappMessage } from "./visit-texts";

const english = wordsIn("en");
const { confirmation: visitConfirmation, calendar: visitCalendar } = english.visitBooking;
const words: VisitWords = {
  dateWords: visitsContent(english).dateWords,
  visitConfirmation,
  visitCalendar,
  locale: languageContent(english).pageLanguage.hreflang,
};

const visit = { mode: "site", date: "2026-11-28", start: "11:30", end: "12:30", visitors: 3, pickup: true } as const;
/** The same slot booked by video call from New York. */
const call = { ...visit, mode: "video", visitors: 1, pickup: false, timeZone: "America/New_York" } as const;

describe("buildVisitIcs", () => {
  // Parsed with ical.js, an independent RFC 5545 parser, as a calendar app would read it.
  const calendar = new ICAL.Component(ICAL.parse(buildVisitIcs(visit, words)));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);

  it("is one event at the booked time in India, 11:30 IST being 06:00 UTC", () => {
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-11-28T06:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-11-28T07:00:00.000Z");
    expect(event.summary).toBe(visitCalendar.title);
  });

  it("is at the site's address, with its coordinates and map link", () => {
    expect(event.location).toContain(siteSettings.address.street);
    expect(event.location).toContain(siteSettings.address.postalCode);
    const geo = event.component.getFirstPropertyValue("geo") as unknown as number[];
    expect(geo).toEqual([siteSettings.address.geo.latitude, siteSettings.address.geo.longitude]);
    expect(event.component.getFirstPropertyValue("url")).toBe(siteSettings.address.mapsUrl);
  });

  it("reminds the visitor before it starts", () => {
    const alarm = event.component.getFirstSubcomponent("valarm")!;
    expect(alarm.getFirstPropertyValue("action")).toBe("DISPLAY");
    const trigger = alarm.getFirstPropertyValue("trigger") as ICAL.Duration;
    expect(trigger.toSeconds()).toBe(-visitRules.reminderMinutes * 60);
  });

  it("gives the same visit the same UID, so adding it again updates it", () => {
    const again = new ICAL.Component(ICAL.parse(buildVisitIcs(visit, words)));
    expect(again.getFirstSubcomponent("vevent")!.getFirstPropertyValue("uid")).toBe(event.uid);
    expect(visitIcsFileName(visit, words)).toBe(`${visitCalendar.fileName}-2026-11-28.ics`);
  });
});

describe("the other ways to keep the visit", () => {
  it("Google Calendar's link carries the same times in UTC and the address", () => {
    const url = new URL(googleCalendarUrl(visit, words));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("dates")).toBe("20261128T060000Z/20261128T070000Z");
    expect(url.searchParams.get("location")).toContain(siteSettings.address.street);
  });

  it("the WhatsApp message states the day, the time and the party", () => {
    const message = visitWhatsappMessage("Priya", visit, words);
    expect(message).toContain("Priya");
    expect(message).toContain("28 November 2026");
    expect(message).toContain("11:30 am to 12:30 pm");
    expect(message).toContain("3");
  });
});

describe("a visit by video call from another time zone", () => {
  const event = new ICAL.Event(
    new ICAL.Component(ICAL.parse(buildVisitIcs(call, words))).getFirstSubcomponent("vevent")!,
  );

  it("is at the same instant in the calendar file: 11:30 IST, which is 1:00 am in New York", () => {
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-11-28T06:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-11-28T07:00:00.000Z");
    expect(formatVisitInZone(call, words)).toBe(
      "Saturday, 28 November 2026, 1:00 am to 2:00 am (Eastern Standard Time)",
    );
  });

  it("is a call, not a place: its own title and place, no address, coordinates or map link", () => {
    expect(event.summary).toBe(visitCalendar.videoTitle);
    expect(event.location).toBe(visitCalendar.videoLocation);
    expect(event.component.getFirstPropertyValue("geo")).toBeNull();
    expect(event.component.getFirstPropertyValue("url")).toBeNull();
  });

  it("opens in Google Calendar in the visitor's zone, at the same instant", () => {
    const url = new URL(googleCalendarUrl(call, words));
    expect(url.searchParams.get("dates")).toBe("20261128T060000Z/20261128T070000Z");
    expect(url.searchParams.get("ctz")).toBe("America/New_York");
  });

  it("has no time of its own for a visitor in India", () => {
    expect(formatVisitInZone({ ...call, timeZone: "Asia/Kolkata" }, words)).toBeNull();
    expect(formatVisitInZone(visit, words)).toBeNull();
  });
});
