import type { Referral, VisitRequest } from "#app/utils/enquiry-record.ts";
import { normalizeMobile } from "#app/utils/mobile-number.ts";
import { hubspotProperties } from "#content/generated/tracking.ts";
import { siteSettings } from "#content/site.ts";
import type { Attribution } from "./attribution";
import type { EnquiryInput } from "./enquiry-validation";
import { HUBSPOT_SUBMIT_API } from "./form-hosts";
import { HANDED_OVER_HEADER, isRetryableStatus } from "./worker-hand-over";

/** HubSpot's public form-submission endpoint (Forms API v3), used by the site's own form. */
export function submissionUrl(): string {
  return `${HUBSPOT_SUBMIT_API}/submissions/v3/integration/submit/${siteSettings.hubspot.portalId}/${siteSettings.hubspot.formId}`;
}

export type SubmissionPayload = {
  submittedAt: string;
  fields: { objectTypeId: "0-1"; name: string; value: string }[];
  context: { pageUri: string; pageName: string; hutk?: string };
  legalConsentOptions: {
    consent: {
      consentToProcess: true;
      text: string;
      communications: { value: boolean; subscriptionTypeId: number; text: string }[];
    };
  };
};

/**
 * The flat an enquiry is about: its unit and its all-in price as the page showed it, and as a number of rupees
 * (conversion tracking's lead value; absent where the price is on request).
 */
export type FlatInterest = { unit: string; price: string; total?: number };

/** What an enquiry is about beyond the form's own fields: a flat, a site visit, a hold, or a friend referred. */
export type EnquiryAbout = {
  flat?: FlatInterest;
  /**
   * A request to hold `flat` that the holds' function could not take (app/features/hold/): HubSpot gets it as
   * `hold_request`, "Hold request for A-302", so that the sales desk holds the flat by hand.
   */
  hold?: boolean;
  visit?: VisitRequest;
  referral?: Referral;
  /** Conversion tracking's id for the enquiry (app/utils/site-events.ts), which its Meta Pixel Lead also carries. */
  eventId?: string;
};

/**
 * The words an enquiry is sent with, in the page's language: its code, and the consent texts the visitor agreed to
 * (content/<language>/enquiry.yaml, `consent`). The component that sends it gives them.
 */
export type SubmissionWords = {
  /** The language of the page the enquiry was made on ("en", "te"): sales answers in it. */
  language: string;
  consent: { processing: string; marketing: string };
};

type Context = EnquiryAbout &
  SubmissionWords & {
    pageUri: string;
    pageName: string;
    hutk?: string;
    landing: string;
    attribution: Attribution;
    now: Date;
  };

/**
 * The campaign parameters under the HubSpot properties content/tracking.yaml names for them (the Google click id
 * under HubSpot's own `hs_google_click_id`, which its Google Ads integration reads, unless set otherwise).
 */
export function hubspotAttribution(attribution: Attribution): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attribution).map(([key, value]) => [hubspotProperties[key as keyof Attribution], value]),
  );
}

/** The v3 payload: the form's fields, the campaign parameters and the page context. */
export function buildSubmissionPayload(input: EnquiryInput, context: Context): SubmissionPayload {
  const [firstname = "", ...rest] = input.name.trim().split(/\s+/);
  const values: Record<string, string> = {
    firstname,
    lastname: rest.join(" "),
    phone: normalizeMobile(input.phone) ?? input.phone,
    email: input.email.trim(),
    flat_type: input.flatType ?? "",
    landing: context.landing,
    flat_unit: context.flat?.unit ?? "",
    flat_price: context.flat?.price ?? "",
    page_language: context.language,
    hold_request: context.hold && context.flat ? `Hold request for ${context.flat.unit}` : "",
    ...(context.visit ? visitFields(context.visit) : {}),
    // A referral: the contact is the visitor who refers (they agreed to the notice); their friend rides along.
    referral_name: context.referral?.name.trim() ?? "",
    referral_phone: context.referral ? (normalizeMobile(context.referral.phone) ?? context.referral.phone) : "",
    ...hubspotAttribution(context.attribution),
    ...(context.eventId ? { [hubspotProperties.eventId]: context.eventId } : {}),
  };
  return {
    submittedAt: String(context.now.getTime()),
    fields: Object.entries(values)
      .filter(([, value]) => value !== "")
      .map(([name, value]) => ({ objectTypeId: "0-1", name, value })),
    context: { pageUri: context.pageUri, pageName: context.pageName, ...(context.hutk ? { hutk: context.hutk } : {}) },
    legalConsentOptions: {
      consent: {
        consentToProcess: true,
        text: context.consent.processing,
        communications: [
          {
            value: input.marketingConsent,
            subscriptionTypeId: siteSettings.hubspot.marketingSubscriptionTypeId,
            text: context.consent.marketing,
          },
        ],
      },
    },
  };
}

/**
 * A site visit's HubSpot fields (docs/decisions/0017-site-visits.md): at the site or by video call, the day as
 * YYYY-MM-DD, the time in India time as "11:00-12:00", the visitor's time zone when known, and for a visit at the
 * site the party's size and the pickup as HubSpot's single checkbox writes it.
 */
function visitFields(visit: VisitRequest): Record<string, string> {
  return {
    visit_mode: visit.mode,
    visit_date: visit.date,
    visit_slot: `${visit.start}-${visit.end}`,
    visitor_time_zone: visit.timeZone ?? "",
    ...(visit.mode === "site" ? { visit_visitors: String(visit.visitors), visit_pickup: String(visit.pickup) } : {}),
  };
}

/** HubSpot's visitor cookie, when the embed or tracking code has set it. */
export function readHubspotCookie(cookie: string): string | undefined {
  return /(?:^|;\s*)hubspotutk=([^;]+)/.exec(cookie)?.[1];
}

/** "queued": the service worker could not send it either and keeps it until the connection returns (0020). */
export type SendResult = "sent" | "queued" | "retry" | "rejected";

/** Posts one payload. Network errors and 5xx are worth retrying; a 4xx is not. */
export async function sendSubmission(payload: SubmissionPayload, fetchImpl: typeof fetch = fetch): Promise<SendResult> {
  try {
    const response = await fetchImpl(submissionUrl(), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
      keepalive: true,
    });
    if (response.headers.has(HANDED_OVER_HEADER)) return "queued";
    if (response.ok) return "sent";
    return isRetryableStatus(response.status) ? "retry" : "rejected";
  } catch {
    return "retry";
  }
}
