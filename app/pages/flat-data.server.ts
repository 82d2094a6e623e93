import { buildCostSheet } from "@content/cost-sheet";
import { flats, inventoryUpdated, priceList } from "@content/flats";
import type { Language } from "@content/languages";
import { paymentPlan } from "@content/payment-plan";
import { possessionOf } from "@content/possession";
import { getLatestProgressUpdate } from "@content/progress.server";
import type { FloorPlan } from "@content/schema";
import { planOf, similarAvailable } from "~/features/flats/flat-model";
import { buildPaymentSchedule } from "~/features/flats/payment-schedule";

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

export type FlatPageData = Exclude<ReturnType<typeof flatPageData>, { flat: null }>;
