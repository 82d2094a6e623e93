import { describe, expect, it } from "vitest";
import { differsFromIndia, isTimeZone, zonedTime, zoneName } from "./time-zones";
import { indiaTimeToUtc } from "./visit-slots";

/** A site office time ("11:00" India time on a day) as the clock reads it in a zone. */
const seenFrom = (timeZone: string, date: string, time: string) => zonedTime(indiaTimeToUtc(date, time), timeZone);

describe("a slot in India time, as a buyer abroad sees it", () => {
  it("US Eastern: 11:00 IST is 1:30 am in summer time and 12:30 am once the clocks go back on 1 November 2026", () => {
    expect(seenFrom("America/New_York", "2026-10-31", "11:00")).toEqual({
      date: "2026-10-31",
      weekday: 6,
      time: "01:30",
    });
    expect(seenFrom("America/New_York", "2026-11-02", "11:00")).toEqual({
      date: "2026-11-02",
      weekday: 1,
      time: "00:30",
    });
  });

  it("US Eastern: the office's 9:30 am opening is still the evening before in New York", () => {
    expect(seenFrom("America/New_York", "2026-11-28", "09:30")).toEqual({
      date: "2026-11-27",
      weekday: 5,
      time: "23:00",
    });
  });

  it("US Eastern: an hour later again once summer time starts on 14 March 2027", () => {
    expect(seenFrom("America/New_York", "2027-03-13", "18:00").time).toBe("07:30");
    expect(seenFrom("America/New_York", "2027-03-15", "18:00").time).toBe("08:30");
  });

  it("UK: 11:00 IST is 6:30 am in British Summer Time and 5:30 am after 25 October 2026", () => {
    expect(seenFrom("Europe/London", "2026-10-24", "11:00").time).toBe("06:30");
    expect(seenFrom("Europe/London", "2026-10-26", "11:00").time).toBe("05:30");
    expect(seenFrom("Europe/London", "2027-03-29", "11:00").time).toBe("06:30");
  });

  it("Gulf: Dubai keeps one offset all year, 11:00 IST being 9:30 am", () => {
    expect(seenFrom("Asia/Dubai", "2026-11-28", "11:00").time).toBe("09:30");
    expect(seenFrom("Asia/Dubai", "2027-06-28", "11:00").time).toBe("09:30");
  });
});

describe("differsFromIndia", () => {
  const instant = indiaTimeToUtc("2026-11-28", "11:00");

  it("is false in India, in another name for its zone and in a zone at the same offset", () => {
    expect(differsFromIndia("Asia/Kolkata", instant)).toBe(false);
    expect(differsFromIndia("Asia/Calcutta", instant)).toBe(false);
    expect(differsFromIndia("Asia/Colombo", instant)).toBe(false);
    expect(differsFromIndia(undefined, instant)).toBe(false);
  });

  it("is true abroad, Nepal's quarter hour included", () => {
    expect(differsFromIndia("America/New_York", instant)).toBe(true);
    expect(differsFromIndia("Asia/Dubai", instant)).toBe(true);
    expect(differsFromIndia("Asia/Kathmandu", instant)).toBe(true);
  });
});

describe("zoneName and isTimeZone", () => {
  it("names the zone as of the day, and generically for a span", () => {
    expect(zoneName("America/New_York", "en-IN", indiaTimeToUtc("2026-11-28", "11:00"))).toBe("Eastern Standard Time");
    expect(zoneName("America/New_York", "en-IN", indiaTimeToUtc("2026-10-28", "11:00"))).toBe("Eastern Daylight Time");
    expect(zoneName("America/New_York", "en-IN", indiaTimeToUtc("2026-10-28", "11:00"), "longGeneric")).toBe(
      "Eastern Time",
    );
  });

  it("accepts the platform's zone names and refuses anything else", () => {
    expect(isTimeZone("Europe/London")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
  });
});
