import type { z } from "zod";
import { facts } from "./facts";
import { filters, plans } from "./generated/floor-plans";
import type { FloorPlan, FloorPlansFileSchema } from "./schema";

type FloorPlans = z.output<typeof FloorPlansFileSchema>;

/**
 * Floor plans (#floor-plans), from content/en/floor-plans.yaml, in the order of the builder's plans
 * table. `area` and `details.supBuiltUpArea` are the super built-up area; carpet areas are what is
 * inside the walls. The floor rise is the project's, from content/facts.yaml.
 */
export const floorPlans: FloorPlan[] = (plans as FloorPlans["plans"]).map((plan) => ({
  ...plan,
  details: { ...plan.details, floorRise: facts.floorRisePerSqft },
}));

export const floorPlanFilters = filters as FloorPlans["filters"];
