import { reportEvent } from "#app/utils/site-events.ts";

const REPORTED_KEY = (holdId: string) => `holdTokenReported:${holdId}`;

/**
 * Counts a paid token as a purchase conversion, once per hold on this device (remembered in localStorage), through
 * the site's consent-gated tracking: reportEvent keeps it until the visitor chooses, and nothing is sent without
 * their consent (app/utils/site-events.ts, docs/decisions/0026-consent-first-tracking.md). The event's id is the
 * payment's, so a tool that sees it twice (another device) can tell it is the same purchase.
 */
export function reportTokenPaid(hold: { id: string; unit: string }, paymentId: string, rupees: number): boolean {
  try {
    if (localStorage.getItem(REPORTED_KEY(hold.id))) return false;
    localStorage.setItem(REPORTED_KEY(hold.id), paymentId);
  } catch {
    // Blocked storage: counted on this page view only, which may count a second view of the page again.
  }
  reportEvent({
    name: "purchase",
    id: paymentId,
    params: { currency: "INR", value: rupees, transaction_id: paymentId, unit: hold.unit },
  });
  return true;
}
