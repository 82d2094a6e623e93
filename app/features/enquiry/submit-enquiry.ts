import { readAttribution } from "./attribution";
import { enqueue } from "./enquiry-queue";
import type { EnquiryInput } from "./enquiry-validation";
import { buildSubmissionPayload, type FlatInterest, readHubspotCookie, sendSubmission } from "./hubspot-api";

export type SubmitOutcome = "sent" | "saved" | "rejected";

/**
 * Sends the site's own form to HubSpot. Offline or on a failing endpoint, the enquiry is
 * kept in the device's queue (sent later by EnquiryBackgroundSync) instead of being lost.
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
  const result = navigator.onLine ? await sendSubmission(payload) : "retry";
  if (result === "retry") {
    enqueue(localStorage, { id: crypto.randomUUID(), payload, queuedAt: new Date().toISOString() });
    return "saved";
  }
  return result;
}
