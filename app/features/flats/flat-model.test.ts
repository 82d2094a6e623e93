import { describe, expect, it } from "vitest";
import { flats } from "#content/flats.ts";
import { floorPlansContent } from "#content/floor-plans.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { countsFor, matches, NO_FILTERS, parseCompareUnits, planOf, similarAvailable } from "./flat-model";

const { floorPlans } = floorPlansContent(wordsIn("en"));

describe("the flats' filters and lists", () => {
  it("counts what each value of a filter would leave", () => {
    const counts = countsFor("bhk", ["any", "2 BHK", "3 BHK"], flats, floorPlans, NO_FILTERS);
    expect(counts.any).toBe(flats.length);
    expect((counts["2 BHK"] ?? 0) + (counts["3 BHK"] ?? 0)).toBe(flats.length);
    const available = countsFor("bhk", ["any"], flats, floorPlans, { ...NO_FILTERS, availableOnly: true });
    expect(available.any).toBe(flats.filter((flat) => flat.status === "available").length);
  });

  it("filters by plan", () => {
    const plan = floorPlans[0]!;
    const left = flats.filter((flat) => matches(flat, planOf(flat, floorPlans), { ...NO_FILTERS, plan: plan.id }));
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((flat) => flat.plan === plan.id)).toBe(true);
  });

  it("suggests available flats of the same type for a booked one", () => {
    const booked = flats.find((flat) => flat.status === "booked")!;
    const similar = similarAvailable(booked, flats, floorPlans);
    expect(similar.length).toBeGreaterThan(0);
    for (const flat of similar) {
      expect(flat.status).toBe("available");
      expect(planOf(flat, floorPlans).type).toBe(planOf(booked, floorPlans).type);
    }
  });

  it("reads up to three known units from the compare URL", () => {
    expect(parseCompareUnits("a-302, B-105,A-302,Z-999,A-101,A-102", flats)).toEqual(["A-302", "B-105", "A-101"]);
    expect(parseCompareUnits(null, flats)).toEqual([]);
  });
});
