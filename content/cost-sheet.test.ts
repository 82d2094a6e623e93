import { describe, expect, it } from "vitest";
import { buildCostSheet, floorRiseSteps, gstPercent, type Prices } from "./cost-sheet";
import { flats, priceList } from "./flats";
import { floorPlansContent } from "./floor-plans";
import type { FloorPlan } from "./schema";
import { wordsIn } from "./words-in.server";

const { floorPlans } = floorPlansContent(wordsIn("en"));
const planOf = (id: string) => floorPlans.find((plan) => plan.id === id)!;

/** A price list with round figures, so the expected amounts can be worked out by hand. */
const prices: Prices = {
  showPrices: true,
  builderCharges: {
    basePrice: { kind: "builder", perSqft: 4900 },
    floorRise: { kind: "builder", fromFloor: 2, perSqftPerFloor: 50 },
    eastFacing: { kind: "builder", perSqft: 50 },
    corner: { kind: "builder", perSqft: 75 },
    carPark: { kind: "builder", amount: 250_000 },
    clubhouse: { kind: "builder", amount: 100_000 },
    corpusFund: { kind: "builder", perSqft: 50 },
    legal: { kind: "builder", amount: 25_000 },
  },
  gst: { percent: 5, affordablePercent: 1, affordableMaxCarpetSqm: 60, affordableMaxValue: 4_500_000 },
  governmentLevies: {
    stampDuty: { kind: "government", percent: 5 },
    transferDuty: { kind: "government", percent: 1.5 },
    registrationFee: { kind: "government", percent: 0.5 },
  },
};
const plan = (carpetArea: number): FloorPlan => ({
  ...planOf("3bhk-1470-east"),
  details: { ...planOf("3bhk-1470-east").details, carpetArea },
});

describe("the cost sheet", () => {
  it("itemises a third-floor east-facing flat of 1,150 sq ft carpet", () => {
    const sheet = buildCostSheet({ floor: 3, facing: "east", corner: false }, plan(1150), prices);
    expect(Object.fromEntries(sheet.builder.map((line) => [line.id, line.amount]))).toEqual({
      basePrice: 5_635_000,
      floorRise: 115_000,
      eastFacing: 57_500,
      carPark: 250_000,
      clubhouse: 100_000,
      legal: 25_000,
      corpusFund: 57_500,
    });
    expect(sheet.agreementValue).toBe(6_182_500);
    expect(sheet.builderTotal).toBe(6_240_000);
    expect(sheet.gst.amount).toBe(309_125);
    expect(sheet.levies.map((line) => line.amount)).toEqual([309_125, 92_738, 30_913]);
    expect(sheet.leviesTotal).toBe(432_776);
    expect(sheet.loanableCost).toBe(6_549_125);
    expect(sheet.total).toBe(6_981_901);
  });

  it("charges the floor rise from its first floor, one step more per floor", () => {
    expect([1, 2, 3, 4, 5].map((floor) => floorRiseSteps(floor, 2))).toEqual([0, 1, 2, 3, 4]);
    const first = buildCostSheet({ floor: 1, facing: "west", corner: true }, plan(1300), prices);
    expect(first.builder.find((line) => line.id === "floorRise")?.amount).toBe(0);
    expect(first.builder.map((line) => line.id)).not.toContain("eastFacing");
    expect(first.builder.find((line) => line.id === "corner")?.amount).toBe(1300 * 75);
  });

  it("charges no GST on the corpus fund or the levies, and the levies on the agreement value", () => {
    const sheet = buildCostSheet({ floor: 5, facing: "east", corner: true }, plan(1340), prices);
    const corpus = sheet.builder.find((line) => line.id === "corpusFund")!;
    expect(sheet.agreementValue).toBe(sheet.builderTotal - corpus.amount);
    expect(sheet.gst.basis).toEqual({ percent: 5, base: sheet.agreementValue });
    for (const levy of sheet.levies) expect(levy.basis.base).toBe(sheet.agreementValue);
  });

  it("uses the affordable rate only for a flat within both limits", () => {
    expect(gstPercent(645, 4_500_000, prices.gst)).toBe(1);
    expect(gstPercent(646, 4_500_000, prices.gst)).toBe(5);
    expect(gstPercent(645, 4_500_001, prices.gst)).toBe(5);
    expect(gstPercent(1150, 6_000_000, prices.gst)).toBe(5);
  });

  it("adds up, line by line, for every flat of the inventory at today's prices", () => {
    for (const flat of flats) {
      const sheet = buildCostSheet(flat, planOf(flat.plan), priceList);
      const builder = sheet.builder.reduce((sum, line) => sum + line.amount, 0);
      const levies = sheet.levies.reduce((sum, line) => sum + line.amount, 0);
      expect(sheet.builderTotal, flat.unit).toBe(builder);
      expect(sheet.leviesTotal, flat.unit).toBe(levies);
      expect(sheet.total, flat.unit).toBe(builder + sheet.gst.amount + levies);
      for (const line of [...sheet.builder, sheet.gst, ...sheet.levies]) {
        expect(Number.isInteger(line.amount), `${flat.unit} ${line.id}`).toBe(true);
      }
    }
  });
});
