import { groupIndian } from "./money";

/**
 * The RERA Act 2016, section 13(1): a promoter takes no more than ten per cent of the cost of a flat as an advance
 * before an agreement for sale is registered. A hold's token (content/holds.yaml) is such an advance, so it may be no
 * more than a tenth of the all-in cost (content/cost-sheet.ts, `total`) of any flat a buyer could hold.
 */
const MOST_ADVANCE_PERCENT = 10;

/**
 * Why the token is too large for one of the flats, naming the flat with the smallest all-in cost it is over; null
 * when it is within 10% of every flat's. In whole rupees, so "right at 10%" is allowed and a rupee more is not.
 */
export function tokenOverCap(token: number, flats: readonly { unit: string; total: number }[]): string | null {
  const over = flats
    .filter((flat) => token * 100 > flat.total * MOST_ADVANCE_PERCENT)
    .sort((a, b) => a.total - b.total)[0];
  if (!over) return null;
  const cap = Math.floor((over.total * MOST_ADVANCE_PERCENT) / 100);
  return (
    `₹${groupIndian(token)} is more than ${MOST_ADVANCE_PERCENT}% of flat ${over.unit}'s all-in cost, ` +
    `₹${groupIndian(over.total)} (at most ₹${groupIndian(cap)}): the RERA Act 2016, section 13(1), allows no more ` +
    `than ${MOST_ADVANCE_PERCENT}% as an advance before the agreement for sale`
  );
}
