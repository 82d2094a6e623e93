/**
 * Home-loan arithmetic of the EMI calculator (docs/decisions/0016-flats-and-prices.md): the monthly
 * instalment and RBI's loan-to-value caps for housing loans, which depend on the loan amount.
 */

const LAKH = 100_000;

/** RBI's caps, by loan amount: up to ₹30 lakh 90% of the cost, up to ₹75 lakh 80%, above that 75%. */
const LTV_TIERS = [
  { maxLoan: 30 * LAKH, share: 0.9 },
  { maxLoan: 75 * LAKH, share: 0.8 },
  { maxLoan: Infinity, share: 0.75 },
] as const;

/**
 * The largest loan the caps allow on a property of this cost, in whole rupees. Each tier offers
 * min(share × cost, its limit); each such loan is allowed (a smaller loan is held to a looser share), so the
 * largest offer is the answer: a ₹35 lakh flat may borrow ₹30 lakh (not 80% of it, ₹28 lakh).
 */
export function maxLoan(cost: number): number {
  return Math.max(0, ...LTV_TIERS.map((tier) => Math.min(Math.floor(cost * tier.share), tier.maxLoan)));
}

/** The largest whole percentage of the cost that may be borrowed: 90 for a ₹30 lakh flat, 80 for ₹60 lakh. */
export function maxLoanPercent(cost: number): number {
  return cost > 0 ? Math.floor((maxLoan(cost) / cost) * 100) : 0;
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
};

export type EmiResult = {
  loan: number;
  downPayment: number;
  emi: number;
  totalInterest: number;
  maxPercent: number;
};

export function calculateEmi(input: EmiInput): EmiResult {
  const maxPercent = maxLoanPercent(input.loanableCost);
  const percent = Math.min(Math.max(input.loanPercent, 0), maxPercent);
  const loan = Math.min(Math.round((input.loanableCost * percent) / 100), maxLoan(input.loanableCost));
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
