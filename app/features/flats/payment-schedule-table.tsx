import { useContent } from "#app/utils/use-content.tsx";
import { fill } from "#content/money.ts";
import { progressContent } from "#content/progress.ts";
import { GroupHeading } from "./cost-sheet-table";
import type { Instalment, PaymentSchedule } from "./payment-schedule";
import { dueLabel, lineLabel, useFlatTexts } from "./texts";

type Props = {
  schedule: PaymentSchedule;
  tower: string;
  /** The day of the progress update the tower's stage is taken from, in the page's words. */
  asOf: string;
  /** The GST rate of the flat's cost sheet; null without prices. */
  gstPercent: number | null;
};

function Row({ instalment, tower }: { instalment: Instalment; tower: string }) {
  const { t, format } = useFlatTexts();
  const { towerWords } = useContent(progressContent);
  const texts = t.schedule;
  return (
    <tr
      className="border-b border-sand-200 align-top"
      data-instalment={instalment.due}
      data-due={instalment.isDue || undefined}
    >
      <th scope="row" className="py-2 pr-3 font-semibold text-ink">
        {dueLabel(instalment.due, tower, texts, towerWords.stages)}
        {instalment.amounts && (
          <span className="block text-xs font-normal text-muted sm:text-sm">
            {[
              fill(texts.breakdown, {
                price: format.rupees(instalment.amounts.price),
                gst: format.rupees(instalment.amounts.gst),
              }),
              ...instalment.amounts.with.map(
                (line) => `${lineLabel(line.id, t.costSheet)} ${format.rupees(line.amount)}`,
              ),
            ].join(" + ")}
          </span>
        )}
      </th>
      <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">{format.percent(instalment.percent)}</td>
      {instalment.amounts && (
        <td className="py-2 text-right whitespace-nowrap tabular-nums" data-amount={instalment.amounts.total}>
          {format.rupees(instalment.amounts.total)}
        </td>
      )}
    </tr>
  );
}

/**
 * A flat's construction-linked payment schedule (./payment-schedule.ts): each instalment, its share and its amount
 * with what it is made of, the ones already due as the tower stands grouped first, and their sum. Without prices,
 * the stages and shares only. Plain HTML; prints after the cost sheet.
 */
export function PaymentScheduleTable({ schedule, tower, asOf, gstPercent }: Props) {
  const { t, format } = useFlatTexts();
  const texts = t.schedule;
  const { dueNow, instalments, total } = schedule;
  const withPrices = total !== null;
  const summary = withPrices
    ? fill(texts.dueNow, {
        tower,
        date: asOf,
        count: dueNow.count,
        total: instalments.length,
        amount: format.rupees(dueNow.amount!),
      })
    : fill(texts.dueNowNoPrice, { tower, date: asOf, count: dueNow.count, total: instalments.length });
  return (
    <div>
      <p
        className="rounded-xl bg-gold-100 px-4 py-3 font-semibold text-brand-900 ring-1 ring-gold-300 print:p-0 print:ring-0"
        data-due-now
      >
        {summary}
      </p>
      <table
        className="mt-4 w-full border-collapse text-left print:mt-1 print:**:py-0.5 print:**:text-[9px]"
        data-schedule
      >
        <caption className="sr-only">{texts.heading}</caption>
        <thead>
          <tr className="border-b-2 border-brand-900 text-sm">
            <th scope="col" className="py-2 pr-3">
              {texts.dueColumn}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {texts.shareColumn}
            </th>
            {withPrices && (
              <th scope="col" className="py-2 text-right">
                {texts.amountColumn}
              </th>
            )}
          </tr>
        </thead>
        {[
          { heading: texts.dueHeading, rows: instalments.filter((instalment) => instalment.isDue) },
          { heading: texts.laterHeading, rows: instalments.filter((instalment) => !instalment.isDue) },
        ].map(
          ({ heading, rows }) =>
            rows.length > 0 && (
              <tbody key={heading}>
                <GroupHeading columns={withPrices ? 3 : 2}>{heading}</GroupHeading>
                {rows.map((instalment) => (
                  <Row key={instalment.due} instalment={instalment} tower={tower} />
                ))}
              </tbody>
            ),
        )}
        {withPrices && (
          <tfoot>
            <tr className="border-t-2 border-brand-900 font-bold text-brand-900">
              <th scope="row" className="pt-3 text-left">
                {texts.total}
              </th>
              <td className="pt-3 pr-3 text-right tabular-nums">{format.percent(100)}</td>
              <td className="pt-3 text-right whitespace-nowrap tabular-nums" data-schedule-total>
                {format.rupees(total!)}
              </td>
            </tr>
          </tfoot>
        )}
      </table>
      {gstPercent !== null && (
        <p className="mt-4 text-sm leading-relaxed text-muted print:mt-1 print:text-[9px]">
          {fill(texts.note, { percent: format.percent(gstPercent) })}
        </p>
      )}
    </div>
  );
}
