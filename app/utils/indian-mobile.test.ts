import { describe, expect, it } from "vitest";
import { normalizeIndianMobile } from "./indian-mobile";

describe("normalizeIndianMobile", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["91-6123456789", "+916123456789"],
    ["+917012345678", "+917012345678"],
  ])("accepts %s", (input, expected) => {
    expect(normalizeIndianMobile(input)).toBe(expected);
  });

  it.each(["5876543210", "987654321", "98765432101", "+44 7700 900123", "phone", ""])("refuses %s", (input) => {
    expect(normalizeIndianMobile(input)).toBeNull();
  });
});
