import { reportEvent } from "#app/utils/site-events.ts";

const REPORTED_KEY = (holdId: string) => `holdTokenReported:${holdId}`;

/**
 * Counts a paid token as a purchase conversion, once per hold on this device (remembered in localStorage), through
 * the site's consent-gated tracking: reportEvent keeps it until the visitor chooses, and nothing is sent without
 * their consent (app/utils/site-events.ts, docs/decisions/0026-consent-first-tracking.md). It sends what the consent
 * panel says the tools receive (content/tracked-data.ts): the flat and the amount, and an event id of its own to
 * count it once; not Razorpay's payment id, which the privacy policy does not list.
 */
export function reportTokenPaid(hold: { id: string; unit: string }, paymentId: string, rupees: number): boolean {
  try {
    if (localStorage.getItem(REPORTED_KEY(hold.id))) return false;
    localStorage.setItem(REPORTED_KEY(hold.id), paymentId);
  } catch {
    // Blocked storage: counted on this page view only, which may count a second view of the page again.
  }
  reportEvent({ name: "purchase", params: { currency: "INR", value: rupees, unit: hold.unit } });
  return true;
}
