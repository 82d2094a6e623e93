import { cn } from "#app/utils/cn.ts";
import { fill } from "#content/money.ts";
import { useFlatTexts } from "./texts";

/**
 * "Price list of 15 November 2026": which price list a cost sheet, a payment schedule or the comparison is worked
 * out from, and since when (content/prices.yaml, `date`).
 */
export function PriceListLine({ date, className }: { date: string; className?: string }) {
  const { t, formatLongDate } = useFlatTexts();
  return (
    <p className={cn("text-sm font-semibold text-brand-800", className)} data-price-list={date}>
      {fill(t.costSheet.priceList, { date: formatLongDate(date) })}
    </p>
  );
}
