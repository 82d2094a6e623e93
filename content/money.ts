/**
 * Amounts as Indian buyers read them: digits grouped in thousands, then in twos (lakhs and crores),
 * and amounts in lakhs. Words and symbols come from content/en/flat-texts.yaml (`units`); this module only
 * makes the digits, so the same output comes from Node at build time and from every browser.
 */

import { fillValues } from "./values";

/** "34,713", "1,23,45,678": the last three digits, then groups of two. Rounds to whole rupees. */
export function groupIndian(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded));
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ",")},${last}` : last;
  return rounded < 0 ? `-${grouped}` : grouped;
}

/** The amount in lakhs (1 lakh = 1,00,000) with two decimals: 6152100 → "61.52". */
export function toLakhs(value: number): string {
  return (Math.round(value / 1000) / 100).toFixed(2);
}

/** Fills {placeholders} in a text of content/en/flat-texts.yaml; an unknown one is left as written. */
export const fill = fillValues;

export type Units = { rupees: string; lakhs: string; sqft: string; sqm: string; percent: string };

/** The formatters of one language's units: "₹34,713", "₹61.52 lakh", "1,165 sq ft", "5%". */
export function formatters(units: Units) {
  return {
    rupees: (amount: number) => fill(units.rupees, { amount: groupIndian(amount) }),
    lakhs: (amount: number) => fill(units.lakhs, { amount: toLakhs(amount) }),
    sqft: (area: number) => fill(units.sqft, { area: groupIndian(area) }),
    sqm: (area: number) => fill(units.sqm, { area: Number(area.toFixed(1)) }),
    percent: (value: number) => fill(units.percent, { value: Number(value.toFixed(2)) }),
  };
}

export type Formatters = ReturnType<typeof formatters>;
