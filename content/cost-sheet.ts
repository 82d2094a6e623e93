import type { Flat, FloorPlan } from "./schema";

/**
 * A flat's itemised cost sheet from the price list (content/prices.yaml), its plan's areas
 * (content/en/floor-plans.yaml) and its place in the building (content/flats.yaml). Pure arithmetic,
 * in whole rupees; the words are added by the page. docs/decisions/0016-flats-and-prices.md says how
 * each line is computed.
 */

type PerSqft = { kind: "builder"; perSqft: number };
type Amount = { kind: "builder"; amount: number };
type Levy = { kind: "government"; percent: number };

/** The figures the sheet needs: content/flats.ts's `priceList` has this shape. */
export type Prices = {
  showPrices: boolean;
  builderCharges: {
    basePrice: PerSqft;
    floorRise: { kind: "builder"; fromFloor: number; perSqftPerFloor: number };
    eastFacing: PerSqft;
    corner: PerSqft;
    carPark: Amount;
    clubhouse: Amount;
    corpusFund: PerSqft;
    legal: Amount;
  };
  gst: { percent: number; affordablePercent: number; affordableMaxCarpetSqm: number; affordableMaxValue: number };
  governmentLevies: { stampDuty: Levy; transferDuty: Levy; registrationFee: Levy };
};

type BuilderLineId = keyof Prices["builderCharges"];
type LevyId = keyof Prices["governmentLevies"];

/** What a line's "how it is computed" text is filled with: areas in sq ft, rates and bases in rupees. */
type Basis = { area?: number; rate?: number; steps?: number; first?: number; percent?: number; base?: number };

export type CostLine<Id extends string = string> = {
  id: Id;
  kind: "builder" | "government";
  amount: number;
  basis: Basis;
  /** Whether GST is charged on it (builder's charges except the corpus fund). */
  taxable: boolean;
};

export type CostSheet = {
  builder: CostLine<BuilderLineId>[];
  /** All builder's charges, before GST. */
  builderTotal: number;
  /** The builder's charges GST is charged on: the agreement value, on which the levies are estimated too. */
  agreementValue: number;
  gst: CostLine<"gst">;
  levies: CostLine<LevyId>[];
  leviesTotal: number;
  /** What a bank counts as the cost (RBI): paid to the builder, GST included, levies left out. */
  loanableCost: number;
  total: number;
};

/** 1 sq ft in square metres. */
export const SQM_PER_SQFT = 0.09290304;

/** How many floor-rise steps a floor pays: none below `fromFloor`, one on it, one more per floor above. */
export function floorRiseSteps(floor: number, fromFloor: number): number {
  return Math.max(0, floor - fromFloor + 1);
}

/** The GST rate: the affordable-housing rate only for a small, cheap flat (carpet and value both within limits). */
export function gstPercent(carpetSqft: number, agreementValue: number, gst: Prices["gst"]): number {
  const affordable =
    carpetSqft * SQM_PER_SQFT <= gst.affordableMaxCarpetSqm && agreementValue <= gst.affordableMaxValue;
  return affordable ? gst.affordablePercent : gst.percent;
}

const percentOf = (base: number, percent: number) => Math.round((base * percent) / 100);

export function buildCostSheet(
  flat: Pick<Flat, "floor" | "facing" | "corner">,
  plan: { details: Pick<FloorPlan["details"], "carpetArea"> },
  prices: Prices,
): CostSheet {
  const area = plan.details.carpetArea;
  const charges = prices.builderCharges;
  const steps = floorRiseSteps(flat.floor, charges.floorRise.fromFloor);
  const perSqft = (id: BuilderLineId, rate: number, taxable = true): CostLine<BuilderLineId> => ({
    id,
    kind: "builder",
    amount: area * rate,
    basis: { area, rate },
    taxable,
  });
  const fixed = (id: BuilderLineId, amount: number): CostLine<BuilderLineId> => ({
    id,
    kind: "builder",
    amount,
    basis: {},
    taxable: true,
  });
  const builder: CostLine<BuilderLineId>[] = [
    perSqft("basePrice", charges.basePrice.perSqft),
    {
      id: "floorRise",
      kind: "builder",
      amount: area * charges.floorRise.perSqftPerFloor * steps,
      basis: { area, rate: charges.floorRise.perSqftPerFloor, steps, first: charges.floorRise.fromFloor },
      taxable: true,
    },
    ...(flat.facing === "east" ? [perSqft("eastFacing", charges.eastFacing.perSqft)] : []),
    ...(flat.corner ? [perSqft("corner", charges.corner.perSqft)] : []),
    fixed("carPark", charges.carPark.amount),
    fixed("clubhouse", charges.clubhouse.amount),
    fixed("legal", charges.legal.amount),
    perSqft("corpusFund", charges.corpusFund.perSqft, false),
  ];
  const builderTotal = sum(builder);
  const agreementValue = sum(builder.filter((line) => line.taxable));
  const rate = gstPercent(area, agreementValue, prices.gst);
  const gst: CostLine<"gst"> = {
    id: "gst",
    kind: "builder",
    amount: percentOf(agreementValue, rate),
    basis: { percent: rate, base: agreementValue },
    taxable: false,
  };
  const levies = (Object.keys(prices.governmentLevies) as LevyId[]).map((id): CostLine<LevyId> => ({
    id,
    kind: "government",
    amount: percentOf(agreementValue, prices.governmentLevies[id].percent),
    basis: { percent: prices.governmentLevies[id].percent, base: agreementValue },
    taxable: false,
  }));
  const leviesTotal = sum(levies);
  return {
    builder,
    builderTotal,
    agreementValue,
    gst,
    levies,
    leviesTotal,
    loanableCost: builderTotal + gst.amount,
    total: builderTotal + gst.amount + leviesTotal,
  };
}

function sum(lines: CostLine[]): number {
  return lines.reduce((total, line) => total + line.amount, 0);
}
