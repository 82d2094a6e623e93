import { describe, expect, it } from "vitest";
import { freeAlternatives, holdAlternatives } from "./hold-alternatives";

const flat = (unit: string, rest: Partial<Parameters<typeof holdAlternatives>[0]> = {}) => ({
  unit,
  floor: Number(unit.slice(2, -2)),
  plan: "3bhk-1470-east",
  type: "3BHK",
  status: "available" as const,
  total: 7_500_000,
  ...rest,
});

describe("holdAlternatives", () => {
  const held = flat("A-302");

  it("offers available flats of the same type, closest in price first", () => {
    const flats = [
      held,
      flat("A-402", { total: 7_700_000 }),
      flat("B-301", { total: 7_450_000 }),
      flat("A-202", { total: 7_300_000, plan: "3bhk-1772-east" }),
      flat("A-502", { status: "booked", total: 7_500_000 }),
      flat("A-303", { type: "2BHK", total: 7_500_000 }),
    ];
    expect(holdAlternatives(held, flats).map((each) => each.unit)).toEqual(["B-301", "A-402", "A-202"]);
  });

  it("without prices, the same plan first, then the nearest floor", () => {
    const noPrice = { total: undefined };
    const flats = [
      flat("A-902", { ...noPrice }),
      flat("A-402", { ...noPrice, plan: "3bhk-1772-east" }),
      flat("A-502", { ...noPrice }),
    ];
    expect(holdAlternatives({ ...held, total: undefined }, flats).map((each) => each.unit)).toEqual([
      "A-502",
      "A-902",
      "A-402",
    ]);
  });

  it("carries at most the limit", () => {
    const flats = Array.from({ length: 12 }, (_, index) => flat(`B-${index + 1}01`, { total: 7_500_000 + index }));
    expect(holdAlternatives(held, flats, 8)).toHaveLength(8);
  });
});

describe("freeAlternatives", () => {
  const carried = ["A-402", "B-301", "A-202", "B-501"].map((unit) => ({ unit, label: unit }));

  it("shows the first three the live statuses still have available", () => {
    const live = { "A-402": "on-hold", "B-301": "available", "A-202": "booked" } as const;
    expect(freeAlternatives(carried, live).map((each) => each.unit)).toEqual(["B-301", "B-501"]);
  });

  it("keeps the built statuses (available) when the live ones cannot be read", () => {
    expect(freeAlternatives(carried, null).map((each) => each.unit)).toEqual(["A-402", "B-301", "A-202"]);
  });
});
