import type { CostLine, CostSheet } from "#content/cost-sheet.ts";
import { INSTALMENT_DUES, type InstalmentDue, type ProgressStage } from "#content/progress-stages.ts";
import type { PaymentPlan } from "#content/schema.ts";

/**
 * A flat's payment schedule: the payment plan (content/payment-plan.yaml) in the rupees of its cost sheet
 * (./cost-sheet.ts), and which instalments are due already, given the stage its tower has reached in the newest
 * progress update (content/progress/). Pure arithmetic in whole rupees; the words are added by the page.
 *
 * Each instalment is its share of the agreement value (the builder's charges GST is charged on) with GST on that
 * share; the corpus fund (no GST) and the government levies go with the instalments the plan names. Rounding is
 * settled in the last instalment, so the instalments add up to the cost sheet's total to the rupee.
 */

export type Instalment = {
  due: InstalmentDue;
  percent: number;
  /** Whether it has fallen due by the tower's stage: booking and agreement always have. */
  isDue: boolean;
  /** null when prices are not shown ("Price on request"): the stages and shares stay. */
  amounts: {
    /** Its share of the agreement value. */
    price: number;
    gst: number;
    /** The cost sheet's lines paid with it besides: the corpus fund, the levies. */
    with: CostLine[];
    total: number;
  } | null;
};

export type PaymentSchedule = {
  instalments: Instalment[];
  dueNow: { count: number; amount: number | null };
  /** What the instalments add up to: the cost sheet's total. null without prices. */
  total: number | null;
};

type Plan = Omit<PaymentPlan, "sample">;

/** Whether an instalment due at `due` has fallen due once the tower has reached `stage`. */
export function hasFallenDue(due: InstalmentDue, stage: ProgressStage): boolean {
  return INSTALMENT_DUES.indexOf(due) <= INSTALMENT_DUES.indexOf(stage);
}

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

/** Splits `total` by the shares, in whole rupees; the last share takes what rounding left, so they add up to it. */
export function splitByShares(total: number, percents: readonly number[]): number[] {
  const parts = percents.map((percent) => Math.round((total * percent) / 100));
  parts[parts.length - 1] = total - sum(parts.slice(0, -1));
  return parts;
}

export function buildPaymentSchedule(plan: Plan, stage: ProgressStage, sheet: CostSheet | null): PaymentSchedule {
  const percents = plan.instalments.map((instalment) => instalment.percent);
  const prices = sheet ? splitByShares(sheet.agreementValue, percents) : [];
  const gst = sheet ? splitByShares(sheet.gst.amount, percents) : [];
  const untaxed = sheet ? sheet.builder.filter((line) => !line.taxable) : [];
  const instalments = plan.instalments.map(({ due, percent }, index): Instalment => {
    const paidWith = [
      ...(due === plan.corpusFundWith ? untaxed : []),
      ...(due === plan.leviesWith && sheet ? sheet.levies : []),
    ];
    return {
      due,
      percent,
      isDue: hasFallenDue(due, stage),
      amounts: sheet
        ? {
            price: prices[index]!,
            gst: gst[index]!,
            with: paidWith,
            total: prices[index]! + gst[index]! + sum(paidWith.map((line) => line.amount)),
          }
        : null,
    };
  });
  const totalOf = (some: Instalment[]) => (sheet ? sum(some.map((instalment) => instalment.amounts!.total)) : null);
  const due = instalments.filter((instalment) => instalment.isDue);
  return { instalments, dueNow: { count: due.length, amount: totalOf(due) }, total: totalOf(instalments) };
}
