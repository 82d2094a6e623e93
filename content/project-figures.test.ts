import { describe, expect, it } from "vitest";
import type { Prices } from "./cost-sheet";
import { projectFigures, type ProjectSources } from "./project-figures";

/** Round figures, so that each figure can be worked out by hand: only the base rate, a floor rise and GST. */
const prices: Prices = {
  showPrices: true,
  builderCharges: {
    basePrice: { kind: "builder", perSqft: 5000 },
    floorRise: { kind: "builder", fromFloor: 2, perSqftPerFloor: 100 },
    eastFacing: { kind: "builder", perSqft: 0 },
    corner: { kind: "builder", perSqft: 0 },
    carPark: { kind: "builder", amount: 0 },
    clubhouse: { kind: "builder", amount: 0 },
    corpusFund: { kind: "builder", perSqft: 0 },
    legal: { kind: "builder", amount: 0 },
  },
  gst: { percent: 5, affordablePercent: 1, affordableMaxCarpetSqm: 60, affordableMaxValue: 4_500_000 },
  governmentLevies: {
    stampDuty: { kind: "government", percent: 0 },
    transferDuty: { kind: "government", percent: 0 },
    registrationFee: { kind: "government", percent: 0 },
  },
};
const plan = (id: string, type: string, area: number, carpetArea: number) => ({
  id,
  type,
  area,
  details: { carpetArea },
});
const flat = (unit: string, plan: string, status: "available" | "booked" | "on-hold") => ({
  unit,
  tower: unit[0] as "A" | "B",
  floor: Number(unit[2]),
  plan,
  facing: "east" as const,
  corner: false,
  status,
});
const sources: ProjectSources = {
  facts: {
    landAcres: 1.5,
    capitalName: "Amaravati",
    driveMinutesHome: 30,
    driveMinutesLanding: 40,
    experienceYears: 8,
  },
  floorPlans: [
    plan("two", "2 BHK", 1200, 1000),
    plan("three", "3 BHK", 1600, 1300),
    // No flat is built to it: its sizes are no flat's.
    plan("unbuilt", "2 BHK", 900, 700),
  ],
  flats: [
    flat("A-101", "two", "available"),
    flat("A-301", "two", "available"),
    flat("A-201", "three", "booked"),
    flat("B-102", "two", "on-hold"),
    flat("B-302", "three", "available"),
  ],
  prices,
};

describe("projectFigures", () => {
  const figures = projectFigures(sources);

  it("counts towers, floors, flats and the flats on sale from the flats", () => {
    expect(figures).toMatchObject({ towers: 2, floorsAboveGround: 3, apartments: 5, availableFlats: 3 });
  });

  it("takes the size ranges from the plans the flats are built to", () => {
    expect(figures.size).toEqual({ min: 1200, max: 1600 });
    expect(figures.threeBhkSize).toEqual({ min: 1600, max: 1600 });
    expect(figures.carpet).toEqual({ min: 1000, max: 1300 });
  });

  it("takes the floor rise from the price list", () => {
    expect(figures.floorRisePerSqft).toBe(100);
  });

  it("prices from the flats on sale: the lowest base price, the lowest all-in cost, the median 2 BHK base price", () => {
    // 1000 sq ft × ₹5000 on floor 1, no floor rise; A-301: two steps of ₹100 on 1000 sq ft; B-302: 1300 sq ft.
    expect(figures.lowestBasePrice).toBe(5_000_000);
    expect(figures.lowestAllInPrice).toBe(5_250_000); // + 5% GST
    // The 2 BHKs on sale are, both ₹50 lakhs base: the booked and held flats do not count.
    expect(figures.typicalTwoBhkBasePrice).toBe(5_000_000);
  });

  it("prices from every flat once none is on sale", () => {
    const soldOut = projectFigures({
      ...sources,
      flats: sources.flats.map((each) => ({ ...each, status: "booked" as const })),
    });
    expect(soldOut.availableFlats).toBe(0);
    expect(soldOut.lowestBasePrice).toBe(5_000_000);
    expect(soldOut.typicalTwoBhkBasePrice).toBe(5_000_000);
  });

  it("a changed base rate changes every price", () => {
    const dearer = projectFigures({
      ...sources,
      prices: {
        ...prices,
        builderCharges: { ...prices.builderCharges, basePrice: { kind: "builder", perSqft: 6000 } },
      },
    });
    expect(dearer.lowestBasePrice).toBe(6_000_000);
    expect(dearer.lowestAllInPrice).toBe(6_300_000);
  });
});
