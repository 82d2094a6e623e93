/**
 * Home-loan arithmetic of the EMI calculator (docs/decisions/0016-flats-and-prices.md): the monthly
 * instalment and RBI's loan-to-value caps for housing loans, which depend on the loan amount. The caps
 * are content (content/prices.yaml, `homeLoan.loanToValue`): the RBI revises them.
 */

/** The calculator's starting rate and tenure, and the caps (content/prices.yaml, `homeLoan`). */
export type HomeLoan = { ratePercent: number; years: number; loanToValue: readonly LoanToValueTier[] };

/** The calculator's inputs before the buyer changes any: content's rate, tenure and caps. */
export function loanDefaults(homeLoan: HomeLoan): Pick<EmiInput, "annualRatePercent" | "years" | "tiers"> {
  return { annualRatePercent: homeLoan.ratePercent, years: homeLoan.years, tiers: homeLoan.loanToValue };
}

/** A tier of the caps: loans up to `upToLoan` rupees (no limit on the last tier) may be `percent` of the cost. */
export type LoanToValueTier = { upToLoan?: number; percent: number };

/**
 * The largest loan the caps allow on a property of this cost, in whole rupees. Each tier offers
 * min(share × cost, its limit); each such loan is allowed (a smaller loan is held to a looser share), so the
 * largest offer is the answer: a ₹35 lakh flat may borrow ₹30 lakh (not 80% of it, ₹28 lakh).
 */
export function maxLoan(cost: number, tiers: readonly LoanToValueTier[]): number {
  return Math.max(
    0,
    ...tiers.map((tier) => Math.min(Math.floor((cost * tier.percent) / 100), tier.upToLoan ?? Infinity)),
  );
}

/** The largest whole percentage of the cost that may be borrowed: 90 for a ₹30 lakh flat, 80 for ₹60 lakh. */
export function maxLoanPercent(cost: number, tiers: readonly LoanToValueTier[]): number {
  return cost > 0 ? Math.floor((maxLoan(cost, tiers) / cost) * 100) : 0;
}

/** The equated monthly instalment, in whole rupees: P·r·(1+r)^n / ((1+r)^n − 1), r monthly. */
export function monthlyEmi(principal: number, annualRatePercent: number, years: number): number {
  const months = Math.round(years * 12);
  if (principal <= 0 || months <= 0) return 0;
  const rate = annualRatePercent / 12 / 100;
  if (rate === 0) return Math.round(principal / months);
  const growth = (1 + rate) ** months;
  return Math.round((principal * rate * growth) / (growth - 1));
}

export type EmiInput = {
  /** What the bank counts as the cost: the price paid to the builder, GST included, without the levies. */
  loanableCost: number;
  /** Everything the buyer pays, levies included. */
  allInTotal: number;
  /** The share of the loanable cost borrowed, in percent; held to the cap. */
  loanPercent: number;
  annualRatePercent: number;
  years: number;
  /** The loan-to-value caps the loan is held to. */
  tiers: readonly LoanToValueTier[];
};

export type EmiResult = {
  loan: number;
  downPayment: number;
  emi: number;
  totalInterest: number;
  maxPercent: number;
};

export function calculateEmi(input: EmiInput): EmiResult {
  const maxPercent = maxLoanPercent(input.loanableCost, input.tiers);
  const percent = Math.min(Math.max(input.loanPercent, 0), maxPercent);
  const loan = Math.min(Math.round((input.loanableCost * percent) / 100), maxLoan(input.loanableCost, input.tiers));
  const emi = monthlyEmi(loan, input.annualRatePercent, input.years);
  const months = Math.round(input.years * 12);
  return {
    loan,
    downPayment: input.allInTotal - loan,
    emi,
    totalInterest: loan > 0 ? Math.max(emi * months - loan, 0) : 0,
    maxPercent,
  };
}
