import { describe, expect, it } from "vitest";
import { wordsIn } from "#content/words-in.server.ts";
import { flatTextsContent } from "./texts";

const { formatDate } = flatTextsContent(wordsIn("en"));

describe("formatDate", () => {
  it("writes a day as buyers read it: the day without a leading zero, the month in short, the year", () => {
    expect(formatDate("2026-11-15")).toBe("15 Nov 2026");
    expect(formatDate("2027-01-05")).toBe("5 Jan 2027");
    expect(formatDate("2026-12-31")).toBe("31 Dec 2026");
  });
});
