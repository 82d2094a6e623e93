import { describe, expect, it } from "vitest";
import { buildCostSheet, type CostSheet } from "#content/cost-sheet.ts";
import { flats, priceList } from "#content/flats.ts";
import { floorPlansContent } from "#content/floor-plans.ts";
import { paymentPlan } from "#content/payment-plan.ts";
import { PROGRESS_STAGES } from "#content/progress-stages.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { planOf } from "./flat-model";
import { buildPaymentSchedule, hasFallenDue, splitByShares } from "./payment-schedule";

const { floorPlans } = floorPlansContent(wordsIn("en"));

/** A cost sheet with the figures of the cost sheet's own test (a third-floor east-facing flat of 1,150 sq ft). */
const sheet = {
  builder: [
    { id: "basePrice", kind: "builder", amount: 5_635_000, basis: {}, taxable: true },
    { id: "floorRise", kind: "builder", amount: 115_000, basis: {}, taxable: true },
    { id: "eastFacing", kind: "builder", amount: 57_500, basis: {}, taxable: true },
    { id: "carPark", kind: "builder", amount: 250_000, basis: {}, taxable: true },
    { id: "clubhouse", kind: "builder", amount: 100_000, basis: {}, taxable: true },
    { id: "legal", kind: "builder", amount: 25_000, basis: {}, taxable: true },
    { id: "corpusFund", kind: "builder", amount: 57_500, basis: {}, taxable: false },
  ],
  builderTotal: 6_240_000,
  agreementValue: 6_182_500,
  gst: { id: "gst", kind: "builder", amount: 309_125, basis: {}, taxable: false },
  levies: [
    { id: "stampDuty", kind: "government", amount: 309_125, basis: {}, taxable: false },
    { id: "transferDuty", kind: "government", amount: 92_738, basis: {}, taxable: false },
    { id: "registrationFee", kind: "government", amount: 30_913, basis: {}, taxable: false },
  ],
  leviesTotal: 432_776,
  loanableCost: 6_549_125,
  total: 6_981_901,
} satisfies CostSheet;

const plan = {
  instalments: [
    { due: "booking", percent: 10 },
    { due: "agreement", percent: 10 },
    { due: "foundation", percent: 15 },
    { due: "slab-2", percent: 15 },
    { due: "complete", percent: 50 },
  ],
  corpusFundWith: "complete",
  leviesWith: "complete",
} as const satisfies Parameters<typeof buildPaymentSchedule>[0];

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe("the payment schedule", () => {
  it("puts GST on each instalment's share and the corpus fund and levies where the plan says", () => {
    const schedule = buildPaymentSchedule(plan, "slab-1", sheet);
    expect(schedule.instalments.map((instalment) => instalment.amounts)).toEqual([
      { price: 618_250, gst: 30_913, with: [], total: 649_163 },
      { price: 618_250, gst: 30_913, with: [], total: 649_163 },
      { price: 927_375, gst: 46_369, with: [], total: 973_744 },
      { price: 927_375, gst: 46_369, with: [], total: 973_744 },
      {
        price: 3_091_250,
        gst: 154_561,
        with: [sheet.builder[6], ...sheet.levies],
        total: 3_091_250 + 154_561 + 57_500 + 432_776,
      },
    ]);
  });

  it("adds up to the cost sheet's total to the rupee, for every flat at today's prices and plan", () => {
    for (const flat of flats) {
      const flatSheet = buildCostSheet(flat, planOf(flat, floorPlans), priceList);
      const schedule = buildPaymentSchedule(paymentPlan, "foundation", flatSheet);
      expect(sum(schedule.instalments.map((instalment) => instalment.amounts!.total)), flat.unit).toBe(flatSheet.total);
      expect(schedule.total, flat.unit).toBe(flatSheet.total);
      expect(sum(schedule.instalments.map((instalment) => instalment.amounts!.gst)), flat.unit).toBe(
        flatSheet.gst.amount,
      );
    }
  });

  it("settles rounding in the last share, whatever the shares", () => {
    expect(splitByShares(1_000_001, [33.33, 33.33, 33.34])).toEqual([333_300, 333_300, 333_401]);
    expect(sum(splitByShares(6_182_501, [12.5, 7.5, 80]))).toBe(6_182_501);
  });

  it("has the instalments due that the tower's stage has reached, booking and agreement always", () => {
    const due = (stage: (typeof PROGRESS_STAGES)[number]) => {
      const schedule = buildPaymentSchedule(plan, stage, sheet);
      return { dues: schedule.instalments.filter((each) => each.isDue).map((each) => each.due), ...schedule.dueNow };
    };
    expect(due("excavation")).toEqual({ dues: ["booking", "agreement"], count: 2, amount: 1_298_326 });
    expect(due("foundation").dues).toEqual(["booking", "agreement", "foundation"]);
    expect(due("slab-1").count).toBe(3);
    expect(due("slab-2")).toEqual({
      dues: ["booking", "agreement", "foundation", "slab-2"],
      count: 4,
      amount: 649_163 * 2 + 973_744 * 2,
    });
    expect(due("finishing").count).toBe(4);
    expect(due("complete")).toEqual({ dues: plan.instalments.map((each) => each.due), count: 5, amount: sheet.total });
    expect(PROGRESS_STAGES.filter((stage) => hasFallenDue("roof", stage))).toEqual([
      "roof",
      "masonry",
      "plastering",
      "finishing",
      "complete",
    ]);
  });

  it("keeps the stages and shares without prices, and counts what is due", () => {
    const schedule = buildPaymentSchedule(plan, "slab-2", null);
    expect(schedule.instalments.map(({ due, percent, amounts }) => [due, percent, amounts])).toEqual(
      plan.instalments.map(({ due, percent }) => [due, percent, null]),
    );
    expect(schedule.dueNow).toEqual({ count: 4, amount: null });
    expect(schedule.total).toBeNull();
  });
});
