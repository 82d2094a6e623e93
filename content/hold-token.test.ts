import { describe, expect, it } from "vitest";
import { tokenOverCap } from "./hold-token";

describe("a hold's token against the flats' all-in costs", () => {
  const flats = [
    { unit: "A-101", total: 5_000_000 },
    { unit: "B-902", total: 9_000_000 },
  ];

  it("may be right at 10% of the cheapest flat", () => {
    expect(tokenOverCap(500_000, flats)).toBeNull();
  });

  it("is refused a rupee over, naming that flat, its cost and the most it may be", () => {
    expect(tokenOverCap(500_001, flats)).toBe(
      "₹5,00,001 is more than 10% of flat A-101's all-in cost, ₹50,00,000 (at most ₹5,00,000): the RERA Act 2016, " +
        "section 13(1), allows no more than 10% as an advance before the agreement for sale",
    );
  });

  it("holds to the rule on a cost that is no multiple of ten", () => {
    expect(tokenOverCap(412_345, [{ unit: "A-102", total: 4_123_456 }])).toBeNull();
    expect(tokenOverCap(412_346, [{ unit: "A-102", total: 4_123_456 }])).toMatch(/^₹4,12,346 is more than 10%/);
  });
});
