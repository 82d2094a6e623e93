import type { Referral, VisitBooking } from "#app/utils/enquiry-record.ts";
import { reportEvent } from "#app/utils/site-events.ts";
import { readAttribution } from "./attribution";
import { enqueue } from "./enquiry-queue";
import type { EnquiryInput } from "./enquiry-validation";
import {
  buildSubmissionPayload,
  type EnquiryAbout,
  type FlatInterest,
  readHubspotCookie,
  sendSubmission,
  type SubmissionWords,
} from "./form-submission";
import { leadTracking, type LeadTracking, newLeadId, reportLead } from "./lead-event";

/**
 * "saved": kept to send later, the device being offline. "unreachable": kept as well, though the device is online:
 * something between it and HubSpot (an ad blocker, a firewall, a weak signal, HubSpot itself) stopped it, so the
 * visitor is offered to send it another way now (enquiry-outcome.tsx).
 */
export type SubmitOutcome = "sent" | "saved" | "unreachable" | "rejected";

/**
 * Sends the site's own form to HubSpot. Offline or on a failing endpoint, the enquiry is
 * kept instead of being lost: by the service worker, which sends it when the connection returns
 * even with the site closed (it answers "queued"), or else in the device's queue, sent by
 * the enquiry queue (enquiry-background-sync.ts) on the next visit or when the page sees the connection return. `words`: the page's language
 * and the consent texts, from the component that sends it.
 */
export async function submitEnquiry(
  input: EnquiryInput,
  landing: string,
  words: SubmissionWords,
  about: EnquiryAbout = {},
  // How conversion tracking counts it: by default the page's form, thanked in place.
  tracking?: LeadTracking,
): Promise<SubmitOutcome> {
  // Conversion tracking's id for it, where some tracking id is set (app/utils/site-events.ts).
  const eventId = import.meta.env.TRACKING_ON ? newLeadId() : "";
  const payload = buildSubmissionPayload(input, {
    ...(import.meta.env.TRACKING_ON && { eventId }),
    pageUri: window.location.href,
    pageName: document.title,
    hutk: readHubspotCookie(document.cookie),
    landing,
    attribution: readAttribution(sessionStorage),
    now: new Date(),
    ...about,
    language: words.language,
    consent: words.consent,
  });
  // Offline, only a service worker can take it (it answers at once); without one, the fetch would only fail.
  const result = navigator.onLine || navigator.serviceWorker?.controller ? await sendSubmission(payload) : "retry";
  if (result === "retry")
    enqueue(localStorage, { id: crypto.randomUUID(), payload, queuedAt: new Date().toISOString() });
  if (import.meta.env.TRACKING_ON && result !== "rejected")
    reportLead(eventId, tracking ?? leadTracking(landing, false), {
      queued: result !== "sent",
      flat: about.flat,
      email: input.email,
      phone: input.phone,
    });
  if (result === "retry" || result === "queued") return navigator.onLine ? "unreachable" : "saved";
  return result;
}

/**
 * A site visit booked on the site (docs/decisions/0017-site-visits.md): sent as the site's own form is, with
 * its day and slot, and kept in the same queue when it cannot be. It asks no e-mail and no flat type.
 */
export function submitVisitBooking(
  { name, phone, landing, flat, visit }: VisitBooking,
  words: SubmissionWords,
): Promise<SubmitOutcome> {
  const outcome = submitEnquiry(
    { name, phone, email: "", marketingConsent: false },
    landing,
    words,
    { flat, visit },
    // A booking HubSpot has goes on to /thank-you (app/features/site-visit/booking-dialog.tsx).
    import.meta.env.TRACKING_ON ? { form: "site visit", redirects: true } : undefined,
  );
  if (import.meta.env.TRACKING_ON)
    void outcome.then((sent) => {
      if (sent !== "rejected")
        reportEvent({
          name: "site_visit_booked",
          params: { page: location.pathname, visit_mode: visit.mode, ...(flat && { unit: flat.unit }) },
          nextPage: sent === "sent",
        });
    });
  return outcome;
}

/**
 * A request to hold a flat that the holds' function could not take (down, holds off, the device offline:
 * app/features/hold/): sent as the site's own form is, marked as a hold (`hold_request`), and kept in the same queue
 * when it cannot be, so that the sales desk holds the flat by hand. It asks no e-mail and no flat type.
 */
export function submitHoldRequest(
  { name, phone, flat }: { name: string; phone: string; flat: FlatInterest },
  words: SubmissionWords,
): Promise<SubmitOutcome> {
  return submitEnquiry({ name, phone, email: "", marketingConsent: false }, "flat", words, { flat, hold: true });
}

/** A referral (/refer), sent as a booking is: the visitor's name and number, with their friend's. */
export function submitReferral(visitor: Referral, friend: Referral, words: SubmissionWords): Promise<SubmitOutcome> {
  return submitEnquiry({ ...visitor, email: "", marketingConsent: false }, "refer", words, { referral: friend });
}
