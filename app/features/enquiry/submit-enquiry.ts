import { readAttribution } from "./attribution";
import { enqueue } from "./enquiry-queue";
import type { EnquiryInput } from "./enquiry-validation";
import { buildSubmissionPayload, type FlatInterest, readHubspotCookie, sendSubmission } from "./hubspot-api";

export type SubmitOutcome = "sent" | "saved" | "rejected";

/**
 * Sends the site's own form to HubSpot. Offline or on a failing endpoint, the enquiry is
 * kept instead of being lost: by the service worker, which sends it when the connection returns
 * even with the site closed (it answers "queued"), or else in the device's queue, sent by
 * EnquiryBackgroundSync on the next visit or when the page sees the connection return.
 */
export async function submitEnquiry(input: EnquiryInput, landing: string, flat?: FlatInterest): Promise<SubmitOutcome> {
  const payload = buildSubmissionPayload(input, {
    pageUri: window.location.href,
    pageName: document.title,
    hutk: readHubspotCookie(document.cookie),
    landing,
    attribution: readAttribution(sessionStorage),
    now: new Date(),
    flat,
  });
  // Offline, only a service worker can take it (it answers at once); without one, the fetch would only fail.
  const result = navigator.onLine || navigator.serviceWorker?.controller ? await sendSubmission(payload) : "retry";
  if (result === "retry") {
    enqueue(localStorage, { id: crypto.randomUUID(), payload, queuedAt: new Date().toISOString() });
    return "saved";
  }
  return result === "queued" ? "saved" : result;
}
