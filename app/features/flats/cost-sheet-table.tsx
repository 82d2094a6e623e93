import type { CostLine, CostSheet } from "#content/cost-sheet.ts";
import { fill } from "#content/money.ts";
import { basisText, lineLabel, useFlatTexts } from "./texts";

function Line({ line }: { line: CostLine }) {
  const { t, format } = useFlatTexts();
  return (
    <tr className="border-b border-sand-200 align-top">
      <th scope="row" className="py-2 pr-3 text-left font-semibold text-ink">
        {lineLabel(line.id, t.costSheet)}
        <span className="block text-xs font-normal text-muted sm:text-sm">{basisText(line, t.costSheet, format)}</span>
      </th>
      <td className="py-2 text-right whitespace-nowrap tabular-nums">{format.rupees(line.amount)}</td>
    </tr>
  );
}

/** A row that heads a group of the table's rows (a <tbody>): the builder's charges, the instalments due now. */
export function GroupHeading({ children, id, columns = 2 }: { children: string; id?: string; columns?: number }) {
  return (
    <tr>
      <th
        id={id}
        scope="colgroup"
        colSpan={columns}
        className="bg-sand-100 px-2 py-1.5 text-left text-xs font-bold tracking-wider text-brand-900 uppercase"
      >
        {children}
      </th>
    </tr>
  );
}

/** The itemised cost sheet of one flat: every line, how it was computed, the subtotal, GST, the levies and the total. */
export function CostSheetTable({ sheet, unit }: { sheet: CostSheet; unit: string }) {
  const { t, format } = useFlatTexts();
  const texts = t.costSheet;
  return (
    <div>
      <table className="w-full border-collapse text-left print:**:py-0.5 print:**:text-[10px]" data-cost-sheet={unit}>
        <caption className="sr-only">{`${texts.heading}: ${unit}`}</caption>
        <thead>
          <tr className="border-b-2 border-brand-900 text-sm">
            <th scope="col" className="py-2 pr-3">
              {texts.itemColumn}
            </th>
            <th scope="col" className="py-2 text-right">
              {texts.amountColumn}
            </th>
          </tr>
        </thead>
        <tbody>
          <GroupHeading id={`${unit}-builder`}>{texts.builderHeading}</GroupHeading>
          {sheet.builder.map((line) => (
            <Line key={line.id} line={line} />
          ))}
          <tr className="border-b border-sand-200 font-bold">
            <th scope="row" className="py-2 pr-3 text-left">
              {texts.subtotal}
            </th>
            <td className="py-2 text-right whitespace-nowrap tabular-nums" data-subtotal>
              {format.rupees(sheet.builderTotal)}
            </td>
          </tr>
          <Line line={sheet.gst} />
        </tbody>
        <tbody>
          <GroupHeading id={`${unit}-levies`}>{texts.leviesHeading}</GroupHeading>
          {sheet.levies.map((line) => (
            <Line key={line.id} line={line} />
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-brand-900 text-lg font-bold text-brand-900">
            <th scope="row" className="pt-3 text-left">
              {texts.total}
            </th>
            <td className="pt-3 text-right whitespace-nowrap tabular-nums" data-total>
              {format.rupees(sheet.total)}
            </td>
          </tr>
          <tr className="text-brand-900">
            <th scope="row" className="pb-2 text-left text-sm font-semibold">
              {texts.totalInLakhs}
            </th>
            <td className="pb-2 text-right font-bold whitespace-nowrap tabular-nums">{format.lakhs(sheet.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Why GST is what it is, and what the levies are computed on. */
export function CostSheetNotes({
  gst,
}: {
  gst: { percent: number; affordablePercent: number; affordableMaxCarpetSqm: number; affordableMaxValue: number };
}) {
  const { t, format } = useFlatTexts();
  const texts = t.costSheet;
  return (
    <div className="mt-4 space-y-2 text-sm leading-relaxed text-muted print:mt-1 print:space-y-0.5 print:text-[9px] print:leading-snug">
      <p>
        {fill(texts.gstNote, {
          percent: format.percent(gst.percent),
          affordable: format.percent(gst.affordablePercent),
          carpet: format.sqm(gst.affordableMaxCarpetSqm),
          value: format.lakhs(gst.affordableMaxValue),
        })}
      </p>
      <p>{texts.leviesNote}</p>
    </div>
  );
}
