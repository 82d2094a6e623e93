import { reportEvent } from "#app/utils/site-events.ts";
import type { FlatInterest } from "./form-submission";

/**
 * How conversion tracking names and counts an enquiry (docs/decisions/0026-consent-first-tracking.md): which form took
 * it (home, campaign, brochure, flat, site visit, nri, refer) and whether the site then moves on to /thank-you.
 */
export type LeadTracking = { form: string; redirects: boolean };

/** The form a page's enquiry slot is, by the page it sends as `landing`: the campaign page's is "campaign". */
export function leadTracking(landing: string, redirects: boolean): LeadTracking {
  return { form: landing === "apartment-guntur" ? "campaign" : landing, redirects };
}

/** A new id for an enquiry's lead event, sent to HubSpot with the enquiry before it is reported. */
export function newLeadId(): string {
  return crypto.randomUUID();
}

/**
 * Reports an enquiry as a lead, once, whichever way it went: to HubSpot now (`queued` false), or kept on the device to
 * send later (`queued` true). With its flat, the lead's value is the flat's all-in price.
 */
export function reportLead(
  id: string,
  { form, redirects }: LeadTracking,
  lead: { queued: boolean; flat?: FlatInterest; email?: string; phone?: string },
) {
  const { flat } = lead;
  reportEvent({
    id,
    name: "generate_lead",
    params: {
      form,
      page: location.pathname,
      queued: lead.queued,
      ...(flat && { unit: flat.unit }),
      ...(flat?.total && { value: flat.total, currency: "INR" }),
    },
    user: { email: lead.email, phone: lead.phone },
    // Sent now, the site goes on to /thank-you, which sends the event instead: a page leaving cuts requests short.
    nextPage: redirects && !lead.queued,
  });
}
