import { describe, expect, it } from "vitest";
import { fill, formatters, groupIndian, toLakhs } from "./money";

describe("Indian digit grouping and lakhs", () => {
  it("groups the last three digits, then twos", () => {
    expect(groupIndian(0)).toBe("0");
    expect(groupIndian(999)).toBe("999");
    expect(groupIndian(1000)).toBe("1,000");
    expect(groupIndian(34713)).toBe("34,713");
    expect(groupIndian(100000)).toBe("1,00,000");
    expect(groupIndian(4000000)).toBe("40,00,000");
    expect(groupIndian(12345678)).toBe("1,23,45,678");
    expect(groupIndian(1234567890)).toBe("1,23,45,67,890");
    expect(groupIndian(-250000)).toBe("-2,50,000");
    expect(groupIndian(1234.6)).toBe("1,235");
  });

  it("agrees with the en-IN number format", () => {
    for (const value of [7, 45_000, 6_152_100, 98_765_432, 1_000_000_000]) {
      expect(groupIndian(value)).toBe(new Intl.NumberFormat("en-IN").format(value));
    }
  });

  it("writes lakhs with two decimals, rounded", () => {
    expect(toLakhs(100000)).toBe("1.00");
    expect(toLakhs(6152100)).toBe("61.52");
    expect(toLakhs(5708500)).toBe("57.09");
    expect(toLakhs(4500000)).toBe("45.00");
    expect(toLakhs(12345678)).toBe("123.46");
  });

  it("fills the units' placeholders", () => {
    const format = formatters({
      rupees: "₹{amount}",
      lakhs: "₹{amount} lakh",
      sqft: "{area} sq ft",
      sqm: "{area} m²",
      percent: "{value}%",
    });
    expect(format.rupees(3471300)).toBe("₹34,71,300");
    expect(format.lakhs(3471300)).toBe("₹34.71 lakh");
    expect(format.sqft(1165)).toBe("1,165 sq ft");
    expect(format.sqm(108.23)).toBe("108.2 m²");
    expect(format.percent(1.5)).toBe("1.5%");
    expect(fill("Flat {unit}, {missing}", { unit: "A-302" })).toBe("Flat A-302, {missing}");
  });
});
