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

/**
 * Sent by a page that is online to the worker that controls it: "send what your queue holds now". The browser's
 * sync event is the usual trigger; this one also empties the queue where that event never comes (background sync
 * blocked for the site after an enquiry was queued, or a sync the browser gave up retrying).
 */
export const SEND_QUEUED_MESSAGE = { type: "send-queued-enquiries" } as const;

export function isSendQueuedMessage(data: unknown): data is typeof SEND_QUEUED_MESSAGE {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === SEND_QUEUED_MESSAGE.type;
}

/** HubSpot's answers worth sending again later: its server failed or asked to slow down. A 4xx refuses the data. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 429;
}
