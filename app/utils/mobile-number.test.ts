import { describe, expect, it } from "vitest";
import { normalizeMobile } from "./mobile-number";

describe("normalizeMobile", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["91-6123456789", "+916123456789"],
    ["09876543210", "+919876543210"],
    ["+917012345678", "+917012345678"],
    ["+1 (201) 555-0123", "+12015550123"],
    ["+44 7700 900123", "+447700900123"],
    ["00971 50 123 4567", "+971501234567"],
  ])("accepts %s", (input, expected) => {
    expect(normalizeMobile(input)).toBe(expected);
  });

  it.each([
    ["an Indian number not starting 6 to 9", "5876543210"],
    ["nine digits", "987654321"],
    ["eleven digits", "98765432101"],
    ["an Indian landline written with +91", "+91 40 1234 5678"],
    ["a number from abroad without its country code", "020 7946 0018"],
    ["too short with a country code", "+44 12345"],
    ["words", "phone"],
    ["nothing", ""],
  ])("refuses %s", (_, input) => {
    expect(normalizeMobile(input)).toBeNull();
  });
});
