import type { Flat, FloorPlan } from "#content/schema.ts";

/** Which flats a grid filter leaves; "any" leaves every flat. */
export type FlatFilters = {
  bhk: "any" | FloorPlan["type"];
  facing: "any" | Flat["facing"];
  floor: "any" | `${number}`;
  availableOnly: boolean;
  /** A floor plan id, from /flats?plan=… (the home page's plans and the campaign page's slides link there). */
  plan: string | null;
};

export const NO_FILTERS: FlatFilters = { bhk: "any", facing: "any", floor: "any", availableOnly: false, plan: null };

export function planOf(flat: Pick<Flat, "plan">, plans: readonly FloorPlan[]): FloorPlan {
  const plan = plans.find((each) => each.id === flat.plan);
  // content/compile.ts checks every flat's plan, so this only fails on content that skipped the build.
  if (!plan) throw new Error(`No floor plan ${flat.plan}`);
  return plan;
}

export function matches(flat: Flat, plan: FloorPlan, filters: FlatFilters): boolean {
  return (
    (filters.bhk === "any" || plan.type === filters.bhk) &&
    (filters.facing === "any" || flat.facing === filters.facing) &&
    (filters.floor === "any" || String(flat.floor) === filters.floor) &&
    (!filters.availableOnly || flat.status === "available") &&
    (filters.plan === null || flat.plan === filters.plan)
  );
}

/** How many flats each value of one filter would leave, the other filters as they are. */
export function countsFor<Key extends "bhk" | "facing" | "floor">(
  key: Key,
  values: readonly FlatFilters[Key][],
  flats: readonly Flat[],
  plans: readonly FloorPlan[],
  filters: FlatFilters,
): Record<string, number> {
  return Object.fromEntries(
    values.map((value) => [
      value,
      flats.filter((flat) => matches(flat, planOf(flat, plans), { ...filters, [key]: value })).length,
    ]),
  );
}

/** Available flats like this one: same plan first, then the same type, nearest floor first. */
export function similarAvailable(flat: Flat, flats: readonly Flat[], plans: readonly FloorPlan[], limit = 3): Flat[] {
  const type = planOf(flat, plans).type;
  return flats
    .filter((other) => other.unit !== flat.unit && other.status === "available" && planOf(other, plans).type === type)
    .sort(
      (a, b) =>
        Number(b.plan === flat.plan) - Number(a.plan === flat.plan) ||
        Math.abs(a.floor - flat.floor) - Math.abs(b.floor - flat.floor) ||
        a.unit.localeCompare(b.unit),
    )
    .slice(0, limit);
}

/** The units of ?units=A-302,B-105 that exist, at most three, each once. */
export function parseCompareUnits(value: string | null, flats: readonly Flat[], max = 3): string[] {
  const known = new Set(flats.map((flat) => flat.unit));
  const units = (value ?? "")
    .split(",")
    .map((unit) => unit.trim().toUpperCase())
    .filter((unit) => known.has(unit));
  return [...new Set(units)].slice(0, max);
}

/** The unit number on its floor, "02" of A-302: the grid's column. */
export function unitColumn(unit: string): string {
  return unit.slice(-2);
}
