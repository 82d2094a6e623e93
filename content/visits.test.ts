import { describe, expect, it } from "vitest";
import { describeOfficeHours, formatClock, visitsContent } from "./visits";
import { wordsIn } from "./words-in.server";

const { dateWords } = visitsContent(wordsIn("en"));

// Words written here, so the test checks how the hours are put together whatever content/en/visit-texts.yaml says.
const dates = { ...dateWords, time: "{hour}:{minute} {period}", am: "am", pm: "pm" };
const words = {
  dates,
  officeHours: {
    everyDay: "Every day, {opens}–{closes}",
    closedOn: "{opens}–{closes}, closed every {days}",
    and: "and",
  },
};

describe("the site office's hours, written from content/visits.yaml", () => {
  it("writes times on the 12-hour clock", () => {
    expect(["09:30", "12:00", "00:15", "19:00"].map((time) => formatClock(time, dates))).toEqual([
      "9:30 am",
      "12:00 pm",
      "12:15 am",
      "7:00 pm",
    ]);
  });

  it("names the closed weekdays in the week's order, or says every day", () => {
    const hours = { opens: "09:30", closes: "19:00" };
    const weekday = (index: number) => dateWords.weekdays[index];
    expect(describeOfficeHours({ ...hours, closedWeekdays: [] }, words)).toBe("Every day, 9:30 am–7:00 pm");
    expect(describeOfficeHours({ ...hours, closedWeekdays: ["tuesday"] }, words)).toBe(
      `9:30 am–7:00 pm, closed every ${weekday(2)}`,
    );
    expect(describeOfficeHours({ ...hours, closedWeekdays: ["friday", "monday", "tuesday"] }, words)).toBe(
      `9:30 am–7:00 pm, closed every ${weekday(1)}, ${weekday(2)} and ${weekday(5)}`,
    );
  });
});
