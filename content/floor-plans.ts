import prices from "./generated/prices";
import type { FloorPlan } from "./schema";
import { fillValues } from "./values";
import type { Words } from "./words";

type PlanName = Pick<FloorPlan, "type" | "area" | "facing">;

export function floorPlansContent(words: Words) {
  const { card, details, filters, plans, section } = words.floorPlans;

  /**
   * Floor plans (#floor-plans), from content/en/floor-plans.yaml, in the order of the builder's plans
   * table. `area` and `details.supBuiltUpArea` are the super built-up area; carpet areas are what is
   * inside the walls. The floor rise is the price list's, from content/prices.yaml.
   */
  const floorPlans: FloorPlan[] = plans.map((plan) => ({
    ...plan,
    details: { ...plan.details, floorRise: prices.builderCharges.floorRise.perSqftPerFloor },
  }));

  const floorPlanFilters = filters;

  /** The section's heading, its filters' name, the count of plans shown and the enlarged view's words. */
  const floorPlanSection = {
    ...section,
    count: (shown: number, total: number) => fillValues(section.count, { shown, total }),
  };

  /** A plan's facing in the page's language: its data says "East Facing" or "West Facing". */
  function facingOf(plan: Pick<FloorPlan, "facing">): string {
    return plan.facing === "East Facing" ? card.facings.east : card.facings.west;
  }

  /** "3 BHK · 1772 sq ft · East Facing" */
  function planName(plan: PlanName): string {
    return fillValues(card.name, { type: plan.type, area: plan.area, facing: facingOf(plan) });
  }

  /** The words of a plan's card and enlarged view. */
  const floorPlanCard = {
    ...card,
    name: planName,
    facing: facingOf,
    drawingAlt: (plan: PlanName) =>
      fillValues(card.drawingAlt, { type: plan.type, area: plan.area, facing: facingOf(plan).toLowerCase() }),
    viewDetailsHint: (plan: PlanName) => fillValues(card.viewDetailsHint, { name: planName(plan) }),
  };

  /** The row names of a plan's details table, and how its areas and prices are written. */
  const floorPlanDetails = {
    ...details,
    area: (area: number) => fillValues(details.area, { area }),
    floorRisePrice: (amount: number) => fillValues(details.floorRisePrice, { amount }),
  };

  return { floorPlans, floorPlanFilters, floorPlanSection, floorPlanCard, floorPlanDetails };
}
