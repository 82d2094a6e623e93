import { planOf, similarAvailable } from "#app/features/flats/flat-model.ts";
import { buildPaymentSchedule } from "#app/features/flats/payment-schedule.ts";
import { holdAlternatives } from "#app/features/hold/hold-alternatives.ts";
import { buildCostSheet } from "#content/cost-sheet.ts";
import { flats, inventoryUpdated, priceList } from "#content/flats.ts";
import { holdRules } from "#content/holds.ts";
import type { Language } from "#content/languages.ts";
import { paymentPlan } from "#content/payment-plan.ts";
import { possessionOf } from "#content/possession.ts";
import { getLatestProgressUpdate } from "#content/progress.server.ts";
import type { Flat, FloorPlan } from "#content/schema.ts";

/**
 * What a flat's page shows, worked out at build time from content (the cost sheet, the payment schedule as the
 * tower stands, similar flats if it is taken), in a language (its plans' words and progress update); `flat: null`
 * for a unit content/flats.yaml does not have.
 */
export function flatPageData(unit: string, floorPlans: FloorPlan[], language: Language) {
  const flat = flats.find((each) => each.unit === unit);
  if (!flat) return { flat: null } as const;
  const plan = planOf(flat, floorPlans);
  const progress = getLatestProgressUpdate(language);
  const tower = progress.towers.find((each) => each.tower === flat.tower)!;
  const sheet = priceList.showPrices ? buildCostSheet(flat, plan, priceList) : null;
  return {
    flat,
    plan,
    sheet,
    schedule: buildPaymentSchedule(paymentPlan, tower.stage, sheet),
    gst: priceList.gst,
    priceListDate: priceList.date,
    similar: flat.status === "available" ? [] : similarAvailable(flat, flats, floorPlans),
    // What a buyer holding it is offered should another buyer hold it first; null where holding is not offered.
    holdAlternatives: holdRules.enabled && flat.status === "available" ? alternativesOf(flat, floorPlans) : null,
    similarPlans: floorPlans.filter((each) => flats.some((other) => other.plan === each.id)),
    updated: inventoryUpdated,
    possession: possessionOf(flat.tower),
    towerProgress: {
      tower,
      date: progress.date,
      isoDate: progress.isoDate,
    },
  };
}

/** Available flats of the same type as `flat`, closest in all-in price first (hold-alternatives.ts). */
function alternativesOf(flat: Flat, floorPlans: FloorPlan[]): Flat[] {
  const candidate = (each: Flat) => ({
    ...each,
    type: planOf(each, floorPlans).type,
    total: priceList.showPrices ? buildCostSheet(each, planOf(each, floorPlans), priceList).total : undefined,
  });
  const chosen = holdAlternatives(candidate(flat), flats.map(candidate));
  return chosen.map((each) => flats.find((other) => other.unit === each.unit)!);
}

export type FlatPageData = Exclude<ReturnType<typeof flatPageData>, { flat: null }>;
