import { describe, expect, it } from "vitest";
import { calculateEmi, maxLoan, maxLoanPercent, monthlyEmi } from "./emi";

const LAKH = 100_000;
/** RBI's caps as the issue states them (content/prices.yaml holds the ones the site uses). */
const RBI = [{ upToLoan: 30 * LAKH, percent: 90 }, { upToLoan: 75 * LAKH, percent: 80 }, { percent: 75 }];

describe("EMI", () => {
  it("₹40,00,000 at 8.5% for 20 years is ₹34,713 a month", () => {
    expect(monthlyEmi(40 * LAKH, 8.5, 20)).toBe(34713);
  });

  it("other known instalments, and the edges", () => {
    expect(monthlyEmi(10 * LAKH, 9, 10)).toBe(12668);
    expect(monthlyEmi(12 * LAKH, 0, 10)).toBe(10000);
    expect(monthlyEmi(0, 8.5, 20)).toBe(0);
    expect(monthlyEmi(40 * LAKH, 8.5, 0)).toBe(0);
  });

  it("gives the down payment and the total interest", () => {
    const result = calculateEmi({
      loanableCost: 50 * LAKH,
      allInTotal: 53 * LAKH,
      loanPercent: 80,
      annualRatePercent: 8.5,
      years: 20,
      tiers: RBI,
    });
    expect(result.loan).toBe(40 * LAKH);
    expect(result.downPayment).toBe(13 * LAKH);
    expect(result.emi).toBe(34713);
    expect(result.totalInterest).toBe(34713 * 240 - 40 * LAKH);
  });

  it("holds the share to the cap", () => {
    const result = calculateEmi({
      loanableCost: 50 * LAKH,
      allInTotal: 53 * LAKH,
      loanPercent: 95,
      annualRatePercent: 8.5,
      years: 20,
      tiers: RBI,
    });
    expect(result.maxPercent).toBe(80);
    expect(result.loan).toBe(40 * LAKH);
  });
});

describe("RBI's loan-to-value caps, at their edges", () => {
  it("90% while the loan is at most ₹30 lakh", () => {
    expect(maxLoan(20 * LAKH, RBI)).toBe(18 * LAKH);
    // 90% of ₹33,33,333 is just under ₹30 lakh; of ₹33,33,334, just over, so ₹30 lakh itself.
    expect(maxLoan(3_333_333, RBI)).toBe(2_999_999);
    expect(maxLoan(3_333_334, RBI)).toBe(30 * LAKH);
    expect(maxLoanPercent(30 * LAKH, RBI)).toBe(90);
  });

  it("between the tiers the loan stays at ₹30 lakh until 80% of the cost passes it", () => {
    expect(maxLoan(35 * LAKH, RBI)).toBe(30 * LAKH);
    expect(maxLoan(37.5 * LAKH, RBI)).toBe(30 * LAKH);
    expect(maxLoan(37.5 * LAKH + 10, RBI)).toBe(30 * LAKH + 8);
  });

  it("80% while the loan is at most ₹75 lakh", () => {
    expect(maxLoan(60 * LAKH, RBI)).toBe(48 * LAKH);
    expect(maxLoanPercent(60 * LAKH, RBI)).toBe(80);
    expect(maxLoan(93.75 * LAKH, RBI)).toBe(75 * LAKH);
  });

  it("75% above ₹75 lakh of loan; between, the loan stays at ₹75 lakh", () => {
    expect(maxLoan(95 * LAKH, RBI)).toBe(75 * LAKH);
    expect(maxLoan(100 * LAKH, RBI)).toBe(75 * LAKH);
    expect(maxLoan(100 * LAKH + 100, RBI)).toBe(75 * LAKH + 75);
    expect(maxLoan(200 * LAKH, RBI)).toBe(150 * LAKH);
    expect(maxLoanPercent(200 * LAKH, RBI)).toBe(75);
  });
});
