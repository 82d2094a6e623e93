import { holdRules } from "./holds";
import { fillValues } from "./values";
import type { Words } from "./words";

/** The draft agreement for sale below content/media, which the refund terms and the hold's receipt link to. */
export const DRAFT_AGREEMENT = "documents/draft-agreement-for-sale.pdf";

/** The words of /hold-token-refund, with the refund's days from content/holds.yaml. */
export function holdTokenRefundContent(words: Words) {
  const terms = words.holdTokenRefund;
  const days = { days: holdRules.agreementDays, workingDays: holdRules.refundWorkingDays };
  return { refundTerms: { ...terms, refund: { ...terms.refund, text: fillValues(terms.refund.text, days) } } };
}

/** The words of /hold, the hold's receipt. */
export function holdReceiptContent(words: Words) {
  return { receipt: words.holdReceipt };
}
