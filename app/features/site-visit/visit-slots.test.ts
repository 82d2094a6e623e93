import { describe, expect, it } from "vitest";
import type { VisitRules } from "#content/schema.ts";
import { daySlots, indiaNow, indiaTimeToUtc, readVisit, visitDays } from "./visit-slots";

// Rules written here, not read from content/visits.yaml, so the arithmetic is checked whatever the office's hours become.
const rules: VisitRules = {
  opens: "09:30",
  closes: "19:00",
  closedWeekdays: ["tuesday"],
  holidays: ["2026-12-25"],
  slotMinutes: 60,
  noticeMinutes: 60,
  bookingDays: 14,
  maxVisitors: 6,
  pickup: true,
  reminderMinutes: 120,
};

/** An instant given as India time. */
const ist = (dateTime: string) => new Date(`${dateTime}+05:30`);
const starts = (slots: { start: string }[]) => slots.map((slot) => slot.start);

describe("daySlots", () => {
  it("starts at opening, one every slot length, the last ending by closing time", () => {
    const slots = daySlots(rules);
    expect(starts(slots)).toEqual(["09:30", "10:30", "11:30", "12:30", "13:30", "14:30", "15:30", "16:30", "17:30"]);
    expect(slots.at(-1)).toEqual({ start: "17:30", end: "18:30" });
    expect(starts(daySlots({ ...rules, slotMinutes: 90 }))).toEqual([
      "09:30",
      "11:00",
      "12:30",
      "14:00",
      "15:30",
      "17:00",
    ]);
    expect(daySlots({ opens: "10:00", closes: "12:00", slotMinutes: 60 })).toEqual([
      { start: "10:00", end: "11:00" },
      { start: "11:00", end: "12:00" },
    ]);
  });
});

describe("indiaNow and indiaTimeToUtc", () => {
  it("reads the clock in India, whose day starts 5 h 30 min before UTC's", () => {
    expect(indiaNow(new Date("2026-11-23T04:40:00Z"))).toEqual({ date: "2026-11-23", minutes: 10 * 60 + 10 });
    expect(indiaNow(new Date("2026-11-23T19:00:00Z"))).toEqual({ date: "2026-11-24", minutes: 30 });
  });

  it("turns a time on a day in India into the instant", () => {
    expect(indiaTimeToUtc("2026-11-28", "11:00").toISOString()).toBe("2026-11-28T05:30:00.000Z");
    expect(indiaTimeToUtc("2026-11-28", "03:00").toISOString()).toBe("2026-11-27T21:30:00.000Z");
  });
});

describe("visitDays", () => {
  it("offers 14 days from today in India, closed weekdays closed", () => {
    const days = visitDays(ist("2026-11-23T10:10"), rules);
    expect(days).toHaveLength(14);
    expect(days[0]).toMatchObject({ date: "2026-11-23", weekday: 1, isToday: true, status: "open" });
    expect(days.at(-1)).toMatchObject({ date: "2026-12-06", isToday: false });
    const tuesdays = days.filter((day) => day.weekday === 2);
    expect(tuesdays.map((day) => day.date)).toEqual(["2026-11-24", "2026-12-01"]);
    expect(tuesdays.every((day) => day.status === "closed" && day.slots.length === 0)).toBe(true);
    expect(starts(days[2]!.slots)).toEqual(starts(daySlots(rules)));
  });

  it("keeps only today's times that start at least the notice after now", () => {
    const [today] = visitDays(ist("2026-11-23T10:10"), rules);
    expect(starts(today!.slots)).toEqual(["11:30", "12:30", "13:30", "14:30", "15:30", "16:30", "17:30"]);
    const [exactly] = visitDays(ist("2026-11-23T10:30"), rules);
    expect(starts(exactly!.slots)[0]).toBe("11:30");
  });

  it("says today is over once its last time is too close, and tomorrow opens at the first time", () => {
    const days = visitDays(ist("2026-11-27T16:31"), rules);
    expect(days[0]).toMatchObject({ date: "2026-11-27", status: "over", slots: [] });
    expect(starts(days[1]!.slots)[0]).toBe("09:30");
  });

  it("carries a long notice over into the next day", () => {
    const days = visitDays(ist("2026-11-26T23:00"), { ...rules, noticeMinutes: 12 * 60 });
    expect(days[0]!.status).toBe("over");
    expect(starts(days[1]!.slots)[0]).toBe("11:30");
  });

  it("closes holidays, and starts from India's date when UTC's is still the day before", () => {
    const days = visitDays(new Date("2026-12-19T19:00:00Z"), rules);
    expect(days[0]).toMatchObject({ date: "2026-12-20", isToday: true });
    expect(days.find((day) => day.date === "2026-12-25")).toMatchObject({ status: "holiday", slots: [] });
  });

  it("opens every day when no weekday is closed, across the end of a month and a year", () => {
    const days = visitDays(ist("2026-12-28T08:00"), { ...rules, closedWeekdays: [], holidays: [] });
    expect(days.map((day) => day.status)).toEqual(Array(14).fill("open"));
    expect(days[4]).toMatchObject({ date: "2027-01-01", day: 1, month: 0, year: 2027 });
  });
});

describe("readVisit", () => {
  const stored = {
    visitDate: "2026-11-28",
    visitStart: "11:30",
    visitEnd: "12:30",
    visitors: "3",
    pickup: "yes",
  } as const;

  it("reads a stored visit", () => {
    expect(readVisit(stored)).toEqual({
      mode: "site",
      date: "2026-11-28",
      start: "11:30",
      end: "12:30",
      visitors: 3,
      pickup: true,
    });
    expect(readVisit({ ...stored, pickup: "no" })?.pickup).toBe(false);
  });

  it("reads a video-call visit and the visitor's zone, and drops a zone the platform does not know", () => {
    const video = { ...stored, visitMode: "video", visitorTimeZone: "Europe/London" };
    expect(readVisit(video)).toMatchObject({ mode: "video", timeZone: "Europe/London" });
    expect(readVisit({ ...video, visitorTimeZone: "Nowhere/Else" })).not.toHaveProperty("timeZone");
    expect(readVisit({ ...video, visitMode: "hologram" })?.mode).toBe("site");
  });

  it.each([
    ["no record", null],
    ["no day", { ...stored, visitDate: undefined }],
    ["a day that is not one", { ...stored, visitDate: "2026-13-45" }],
    ["a malformed time", { ...stored, visitStart: "11.30" }],
    ["an end before the start", { ...stored, visitEnd: "10:30" }],
    ["no visitors", { ...stored, visitors: "0" }],
    ["visitors that are not a number", { ...stored, visitors: "three" }],
  ])("refuses %s", (_, record) => {
    expect(readVisit(record)).toBeNull();
  });
});
