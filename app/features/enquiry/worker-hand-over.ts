/**
 * The hand-over of an enquiry between the page and the service worker (docs/decisions/0020): an
 * enquiry the worker could not send is queued by the worker (Workbox background sync), which answers
 * the page with this header; the page then keeps nothing in its own queue (enquiry-queue.ts). Each
 * enquiry lives in one queue only, so the two never both deliver it.
 *
 * No imports: the service worker (app/service-worker/) bundles this module.
 */

/** Set on the worker's answer (status 202) when it has queued the enquiry; its value is the queue's name. */
export const HANDED_OVER_HEADER = "X-Enquiry-Queued";

/** The name of the worker's queue (an IndexedDB store of workbox-background-sync) and of its sync tag. */
export const ENQUIRY_QUEUE = "enquiries";

/** HubSpot's answers worth sending again later: its server failed or asked to slow down. A 4xx refuses the data. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 429;
}
