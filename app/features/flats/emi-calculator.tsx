import { useId, useRef, useState } from "react";
import { useInputBeforeHydration } from "#app/utils/use-input-before-hydration.ts";
import type { FlatTexts } from "#content/flats.ts";
import { fill, toLakhs } from "#content/money.ts";
import { calculateEmi, type HomeLoan, loanDefaults, type LoanToValueTier } from "./emi";
import { useFlatTexts } from "./texts";

const RATE = { min: 5, max: 15, step: 0.05 } as const;
const YEARS = { min: 5, max: 30 } as const;

type Props = { loanableCost: number; allInTotal: number; homeLoan: HomeLoan };

/** "RBI caps a home loan at 90% of the cost up to ₹30 lakh of loan, …, 75% above.", from the caps in content. */
function describeCaps(tiers: readonly LoanToValueTier[], t: FlatTexts): string {
  const texts = t.emi;
  const written = tiers.map(({ upToLoan, percent }) =>
    upToLoan === undefined
      ? fill(texts.ltvAbove, { percent })
      : fill(texts.ltvTier, { percent, limit: fill(t.units.lakhs, { amount: Number(toLakhs(upToLoan)) }) }),
  );
  return fill(texts.ltvNote, { tiers: written.join(", ") });
}

/**
 * Down payment, EMI and total interest for the flat's all-in total. Native inputs with labels, so the
 * keyboard and screen readers work as with any form; before hydration the defaults' figures are shown, and what the
 * visitor set meanwhile is worked out once it has hydrated.
 */
export function EmiCalculator({ loanableCost, allInTotal, homeLoan }: Props) {
  const id = useId();
  const { t, format } = useFlatTexts();
  const texts = t.emi;
  const defaults = loanDefaults(homeLoan);
  const { tiers } = defaults;
  const initial = calculateEmi({ loanableCost, allInTotal, loanPercent: 100, ...defaults });
  const [loanPercent, setLoanPercent] = useState(initial.maxPercent);
  const [rate, setRate] = useState<number>(defaults.annualRatePercent);
  const [rateText, setRateText] = useState(String(defaults.annualRatePercent));
  const [years, setYears] = useState<number>(defaults.years);
  const result = calculateEmi({ loanableCost, allInTotal, loanPercent, annualRatePercent: rate, years, tiers });
  const changeRate = (text: string) => {
    setRateText(text);
    const value = Number(text);
    if (text !== "" && value >= RATE.min && value <= RATE.max) setRate(value);
  };
  const shareField = useRef<HTMLInputElement>(null);
  const rateField = useRef<HTMLInputElement>(null);
  const yearsField = useRef<HTMLInputElement>(null);
  useInputBeforeHydration(shareField, (field) => setLoanPercent(Number(field.value)));
  useInputBeforeHydration(rateField, (field) => changeRate(field.value));
  useInputBeforeHydration(yearsField, (field) => setYears(Number(field.value)));

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 md:p-6"
      data-emi-calculator
      // The figures chosen, for conversion tracking's EMI event (app/features/tracking/tracking-script.ts).
      data-loan-percent={loanPercent}
      data-rate={rate}
      data-years={years}
    >
      <h2 id={`${id}-heading`} className="font-display text-2xl text-brand-900">
        {texts.heading}
      </h2>
      <p className="mt-2 text-sm text-muted">{texts.intro}</p>
      <div className="mt-5 space-y-5">
        <div>
          <div className="flex justify-between gap-3 text-sm font-semibold text-ink">
            <label htmlFor={`${id}-share`}>{texts.loanShare}</label>
            <output htmlFor={`${id}-share`} className="tabular-nums">
              {format.percent(loanPercent)}
            </output>
          </div>
          <input
            ref={shareField}
            id={`${id}-share`}
            name="loanShare"
            type="range"
            min={0}
            max={result.maxPercent}
            step={1}
            value={loanPercent}
            aria-describedby={`${id}-share-hint`}
            aria-valuetext={`${format.percent(loanPercent)}, ${format.lakhs(result.loan)}`}
            onChange={(event) => setLoanPercent(Number(event.target.value))}
            className="mt-2 h-11 w-full accent-brand-900"
          />
          <p id={`${id}-share-hint`} className="text-xs text-muted">
            {fill(texts.loanShareHint, { max: format.percent(result.maxPercent) })} {describeCaps(tiers, t)}
          </p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-rate`} className="text-sm font-semibold text-ink">
              {texts.interestRate}
            </label>
            <input
              ref={rateField}
              id={`${id}-rate`}
              name="interestRate"
              type="number"
              inputMode="decimal"
              min={RATE.min}
              max={RATE.max}
              step={RATE.step}
              value={rateText}
              onChange={(event) => changeRate(event.target.value)}
              className="mt-2 block min-h-11 w-full rounded-xl border border-sand-200 px-3 tabular-nums"
            />
          </div>
          <div>
            <div className="flex justify-between gap-3 text-sm font-semibold text-ink">
              <label htmlFor={`${id}-years`}>{texts.tenure}</label>
              <output htmlFor={`${id}-years`} className="tabular-nums">
                {years} {texts.years}
              </output>
            </div>
            <input
              ref={yearsField}
              id={`${id}-years`}
              name="tenure"
              type="range"
              min={YEARS.min}
              max={YEARS.max}
              step={1}
              value={years}
              aria-valuetext={`${years} ${texts.years}`}
              onChange={(event) => setYears(Number(event.target.value))}
              className="mt-2 h-11 w-full accent-brand-900"
            />
          </div>
        </div>
      </div>
      <dl aria-live="polite" className="mt-6 grid grid-cols-2 gap-3 text-sm">
        {(
          [
            [texts.monthlyEmi, result.emi, "emi"],
            [texts.loanAmount, result.loan, "loan"],
            [texts.downPayment, result.downPayment, "down-payment"],
            [texts.totalInterest, result.totalInterest, "interest"],
          ] as const
        ).map(([term, amount, key]) => (
          <div
            key={key}
            className={
              key === "emi" ? "col-span-2 rounded-xl bg-brand-900 p-4 text-white" : "rounded-xl bg-sand-50 p-3"
            }
          >
            <dt className={key === "emi" ? "text-sm text-brand-100" : "text-muted"}>{term}</dt>
            <dd
              data-emi-result={key}
              className={key === "emi" ? "font-display text-3xl tabular-nums" : "font-bold text-brand-900 tabular-nums"}
            >
              {format.rupees(amount)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
