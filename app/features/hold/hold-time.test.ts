import { describe, expect, it } from "vitest";
import { formatHoldEnd } from "./hold-time";

// 2026-11-30 18:30 UTC is 1 December, 00:00 in India.
const endsAt = "2026-11-30T18:30:00.000Z";

describe("formatHoldEnd", () => {
  it("gives India's time alone to a buyer in India, or in a zone whose clock reads the same", () => {
    expect(formatHoldEnd(endsAt, "en-IN", "Asia/Kolkata")).toEqual({ india: "Tue, 1 Dec, 12:00 am" });
    expect(formatHoldEnd(endsAt, "en-IN", "Asia/Colombo").yours).toBeUndefined();
    expect(formatHoldEnd(endsAt, "en-IN", undefined).yours).toBeUndefined();
    expect(formatHoldEnd(endsAt, "en-IN", "Not/AZone").yours).toBeUndefined();
  });

  it("adds the buyer's own time and zone abroad, the day changing with it", () => {
    expect(formatHoldEnd(endsAt, "en-IN", "America/New_York")).toEqual({
      india: "Tue, 1 Dec, 12:00 am",
      yours: { time: "Mon, 30 Nov, 1:30 pm", zone: "Eastern Standard Time" },
    });
  });

  it("writes both in the page's language", () => {
    const { india, yours } = formatHoldEnd(endsAt, "te-IN", "Europe/London");
    expect(india).toMatch(/డిసెం/);
    expect(yours?.time).toMatch(/నవం/);
  });
});
