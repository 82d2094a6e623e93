import { useId } from "react";
import { cn } from "#app/utils/cn.ts";
import { flatPath } from "#app/utils/paths.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { useHydrated } from "#app/utils/use-hydrated.tsx";
import { useSearchParam } from "#app/utils/use-search-param.ts";
import { buildCostSheet, type CostLine, type Prices } from "#content/cost-sheet.ts";
import { fill } from "#content/money.ts";
import { languageContent } from "#content/page-language.ts";
import type { ProgressStage } from "#content/progress-stages.ts";
import type { Flat, FloorPlan, PaymentPlan } from "#content/schema.ts";
import { vastuContent } from "#content/vastu.ts";
import { calculateEmi, type HomeLoan, loanDefaults } from "./emi";
import { parseCompareUnits, planOf } from "./flat-model";
import { buildPaymentSchedule } from "./payment-schedule";
import { PriceListLine } from "./price-list-line";
import { StatusBadge } from "./status-badge";
import { lineLabel, useFlatTexts } from "./texts";
import { useLiveFlats } from "./use-live-statuses";

const SLOTS = 3;

type Props = {
  flats: readonly Flat[];
  /** When the flats' statuses were read for the build (content/flats.ts, inventoryUpdated). */
  updated: string;
  plans: readonly FloorPlan[];
  prices: Prices & { homeLoan: HomeLoan; date: string };
  paymentPlan: Omit<PaymentPlan, "sample">;
  /** Each tower's stage in the newest progress update: what is due now on a flat follows it. */
  towerStages: Record<string, ProgressStage>;
};

/**
 * Up to three flats side by side. The choice lives in the URL (?units=A-302,B-105), so a shared link shows the
 * same flats; it is read once the page has hydrated (the pre-rendered page has no query).
 */
export function CompareFlats({ flats: builtFlats, updated, plans, prices, paymentPlan, towerStages }: Props) {
  const id = useId();
  const { flats } = useLiveFlats(builtFlats, updated);
  const hydrated = useHydrated();
  const { t, format, flatFacts } = useFlatTexts();
  const texts = t.compare;
  const { vastuTerms, vastuValues } = useContent(vastuContent);
  const { localePath } = useContent(languageContent);
  const [unitsParam, setUnitsParam] = useSearchParam("units");
  const units = hydrated ? parseCompareUnits(unitsParam, flats, SLOTS) : [];
  const chosen = units.map((unit) => flats.find((flat) => flat.unit === unit)!);

  function choose(slot: number, unit: string) {
    const next = [...units];
    if (unit) next[slot] = unit;
    else next.splice(slot, 1);
    const clean = [...new Set(next.filter(Boolean))];
    setUnitsParam(clean.length ? clean.join(",") : null);
  }

  const columns = chosen.map((flat) => {
    const plan = planOf(flat, plans);
    const sheet = buildCostSheet(flat, plan, prices);
    const emi = calculateEmi({
      loanableCost: sheet.loanableCost,
      allInTotal: sheet.total,
      loanPercent: 100,
      ...loanDefaults(prices.homeLoan),
    });
    const schedule = buildPaymentSchedule(paymentPlan, towerStages[flat.tower]!, sheet);
    return { flat, plan, sheet, emi, schedule };
  });
  // Every line any flat can have (an east-facing corner flat has them all), in the cost sheet's order, and
  // every slot: the table has the same rows and columns before hydration, when it is still empty, as after,
  // so the page does not move when the flats of the URL are filled in.
  const lineIds = buildCostSheet({ floor: 1, facing: "east", corner: true }, plans[0]!, prices).builder.map(
    (line) => line.id,
  );
  const slots = Array.from({ length: SLOTS }, (_, slot) => columns[slot] ?? null);
  const amountOf = (lines: CostLine[], lineId: string) => {
    const line = lines.find((each) => each.id === lineId);
    return line ? format.rupees(line.amount) : "—";
  };

  const rows: [string, (column: (typeof columns)[number]) => React.ReactNode][] = [
    [texts.plan, ({ plan }) => `${plan.type}, ${format.sqft(plan.area)}`],
    [t.flat.facts.carpetArea, ({ plan }) => format.sqft(plan.details.carpetArea)],
    [t.flat.facts.balconyArea, ({ plan }) => format.sqft(plan.details.balconyArea)],
    [t.flat.facts.superBuiltUpArea, ({ plan }) => format.sqft(plan.details.supBuiltUpArea)],
    [t.flat.facts.floor, ({ flat, plan }) => flatFacts(flat, plan).floor],
    [
      t.flat.facts.facing,
      ({ flat, plan }) =>
        flat.corner ? `${flatFacts(flat, plan).facing}, ${t.words.corner}` : flatFacts(flat, plan).facing,
    ],
    // The plan's Vastu, row by row: the main door, the kitchen, the master bedroom, the pooja space.
    ...vastuTerms.map((term, index): [string, (column: (typeof columns)[number]) => string] => [
      term,
      ({ plan }) => vastuValues(plan)?.[index] ?? "—",
    ]),
    [t.flat.facts.status, ({ flat }) => <StatusBadge status={flat.status} />],
    ...(prices.showPrices
      ? ([
          ...lineIds.map(
            (lineId) =>
              [
                lineLabel(lineId, t.costSheet),
                ({ sheet }: (typeof columns)[number]) => amountOf(sheet.builder, lineId),
              ] as const,
          ),
          [t.costSheet.subtotal, ({ sheet }) => format.rupees(sheet.builderTotal)],
          [lineLabel("gst", t.costSheet), ({ sheet }) => format.rupees(sheet.gst.amount)],
          ...(["stampDuty", "transferDuty", "registrationFee"] as const).map(
            (lineId) =>
              [
                lineLabel(lineId, t.costSheet),
                ({ sheet }: (typeof columns)[number]) => amountOf(sheet.levies, lineId),
              ] as const,
          ),
          [
            t.costSheet.total,
            ({ sheet }) => <strong>{`${format.rupees(sheet.total)} (${format.lakhs(sheet.total)})`}</strong>,
          ],
          [texts.dueNowRow, ({ schedule }) => format.rupees(schedule.dueNow.amount!)],
          [
            fill(texts.emiRow, { rate: prices.homeLoan.ratePercent, years: prices.homeLoan.years }),
            ({ emi }) => format.rupees(emi.emi),
          ],
        ] as [string, (column: (typeof columns)[number]) => React.ReactNode][])
      : [[t.costSheet.total, () => t.flat.priceOnRequest] as [string, () => string]]),
  ];

  return (
    // The comparison opened, for conversion tracking (app/features/tracking/tracking-script.ts).
    <div data-track-compare="">
      <div role="group" aria-label={texts.heading} className="grid gap-4 sm:grid-cols-3">
        {Array.from({ length: SLOTS }, (_, slot) => (
          <div key={slot}>
            <label htmlFor={`${id}-${slot}`} className="text-sm font-semibold text-ink">
              {fill(texts.pick, { n: slot + 1 })}
            </label>
            <select
              id={`${id}-${slot}`}
              name="units"
              value={units[slot] ?? ""}
              disabled={!hydrated || slot > units.length}
              onChange={(event) => choose(slot, event.target.value)}
              className="mt-1.5 block min-h-11 w-full rounded-xl border border-sand-200 bg-white px-3"
            >
              <option value="">{texts.none}</option>
              {flats.map((flat) => {
                const plan = planOf(flat, plans);
                return (
                  <option
                    key={flat.unit}
                    value={flat.unit}
                    disabled={units.includes(flat.unit) && units[slot] !== flat.unit}
                  >
                    {`${flat.unit} · ${plan.type} · ${t.words.status[flat.status]}`}
                  </option>
                );
              })}
            </select>
          </div>
        ))}
      </div>
      <p className={cn("mt-8 text-center text-muted", columns.length > 0 && "invisible")}>{texts.empty}</p>
      {prices.showPrices && <PriceListLine date={prices.date} className="mt-4" />}
      {/* A focusable region, so a keyboard can scroll it sideways on a phone even before a flat is chosen. */}
      <section
        aria-label={texts.heading}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-2xl bg-white p-3 shadow-sm ring-1 ring-sand-200"
      >
        <table className="w-full border-collapse text-left text-sm" data-compare-table>
          <caption className="sr-only">{texts.heading}</caption>
          <thead>
            <tr className="border-b-2 border-brand-900">
              <td />
              {slots.map((column, slot) =>
                column ? (
                  <th key={slot} scope="col" className="px-2 py-2 font-display text-lg text-brand-900">
                    <a href={localePath(flatPath(column.flat.unit))} className="underline underline-offset-4">
                      {column.flat.unit}
                    </a>
                  </th>
                ) : (
                  <td key={slot} className="min-w-24 px-2 py-2 text-sm font-semibold text-muted">
                    {fill(texts.pick, { n: slot + 1 })}
                  </td>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, cell]) => (
              <tr key={label} className="border-b border-sand-200">
                <th scope="row" className="sticky left-0 z-10 min-w-28 bg-white py-2 pr-3 font-semibold text-ink">
                  {label}
                </th>
                {slots.map((column, slot) => (
                  <td key={slot} className="px-2 py-2 whitespace-nowrap tabular-nums">
                    {column ? cell(column) : "—"}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="mt-4 text-center text-sm text-muted">{texts.shareHint}</p>
    </div>
  );
}
