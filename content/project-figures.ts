import { buildCostSheet, type Prices } from "./cost-sheet";
import type { Facts, Flat } from "./schema";

/**
 * The project's figures that have a source, worked out from it at build time, so that none is typed twice
 * (docs/decisions/0031-figures-from-their-sources.md): the counts from the flats (content/flats.yaml), the sizes
 * from the floor plans the flats are built to (content/en/floor-plans.yaml), the prices from the price list
 * (content/prices.yaml) by each flat's cost sheet. content/facts.yaml holds only what has no other source.
 */

type Plan = { id: string; type: string; area: number; details: { carpetArea: number } };
type FlatFigures = Pick<Flat, "unit" | "tower" | "floor" | "plan" | "facing" | "corner" | "status">;

/** What the figures are worked out from. */
export type ProjectSources = {
  facts: Facts;
  flats: readonly FlatFigures[];
  floorPlans: readonly Plan[];
  prices: Prices;
};

export type Range = { min: number; max: number };

const rangeOf = (values: number[]): Range | undefined =>
  values.length === 0 ? undefined : { min: Math.min(...values), max: Math.max(...values) };

const lowest = (values: number[]): number | undefined => (values.length === 0 ? undefined : Math.min(...values));

/** The middle value; of an even count, the lower of the two middle ones. */
function median(values: number[]): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export function projectFigures({ facts, flats, floorPlans, prices }: ProjectSources) {
  const plansBuilt = floorPlans.filter((plan) => flats.some((flat) => flat.plan === plan.id));
  const available = flats.filter((flat) => flat.status === "available");
  /** The flats a "from" price speaks of: those on sale, or every flat once none is left. */
  const onSale = available.length > 0 ? available : flats;
  // A flat of a plan there is not is left out: content/compile.ts names it.
  const priced = onSale.flatMap((flat) => {
    const plan = floorPlans.find((each) => each.id === flat.plan);
    return plan ? [{ flat, plan }] : [];
  });
  const sheets = priced.map(({ flat, plan }) => {
    const sheet = buildCostSheet(flat, plan, prices);
    const base = sheet.builder.find((line) => line.id === "basePrice")!.amount;
    return { type: plan.type, base, allIn: sheet.total };
  });
  const twoBhk = sheets.filter((sheet) => sheet.type === "2 BHK");
  return {
    landAcres: facts.landAcres,
    towers: new Set(flats.map((flat) => flat.tower)).size,
    floorsAboveGround: Math.max(...flats.map((flat) => flat.floor)),
    apartments: flats.length,
    availableFlats: available.length,
    /** Super built-up areas of the plans the flats are built to. */
    size: rangeOf(plansBuilt.map((plan) => plan.area)),
    threeBhkSize: rangeOf(plansBuilt.filter((plan) => plan.type === "3 BHK").map((plan) => plan.area)),
    carpet: rangeOf(plansBuilt.map((plan) => plan.details.carpetArea)),
    floorRisePerSqft: prices.builderCharges.floorRise.perSqftPerFloor,
    showPrices: prices.showPrices,
    /** The lowest base price (carpet area × base rate) of a flat on sale: before floor rise, charges, GST, levies. */
    lowestBasePrice: lowest(sheets.map((sheet) => sheet.base)),
    /** The lowest all-in cost of a flat on sale: every charge, GST and the government levies. */
    lowestAllInPrice: lowest(sheets.map((sheet) => sheet.allIn)),
    /** The median base price of the 2 BHK flats on sale. */
    typicalTwoBhkBasePrice: median(twoBhk.map((sheet) => sheet.base)),
  };
}

export type ProjectFigures = ReturnType<typeof projectFigures>;
