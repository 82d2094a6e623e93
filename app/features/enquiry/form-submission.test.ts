import { describe, expect, it, vi } from "vitest";
import { enquiryContent } from "#content/enquiry.ts";
import { siteSettings } from "#content/site.ts";
import { trackingSettings } from "#content/tracking.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { buildSubmissionPayload, readHubspotCookie, sendSubmission, submissionUrl } from "./form-submission";
import { ENQUIRY_QUEUE, HANDED_OVER_HEADER } from "./worker-hand-over";

const input = {
  name: "Priya Reddy",
  phone: "98765 43210",
  email: " priya@example.com ",
  flatType: "3BHK" as const,
  marketingConsent: false,
};
const { enquiry } = enquiryContent(wordsIn("en"));
const context = {
  pageUri: "https://example.com/apartment-guntur?utm_source=google",
  pageName: "Apartment Guntur",
  hutk: "abc",
  landing: "apartment-guntur",
  attribution: { utm_source: "google", gclid: "g1" },
  now: new Date("2025-06-01T10:00:00Z"),
  language: "te",
  consent: enquiry.consent,
};

describe("buildSubmissionPayload", () => {
  const payload = buildSubmissionPayload(input, context);
  const fields = Object.fromEntries(payload.fields.map((field) => [field.name, field.value]));

  it("sends the form's fields, normalised, with the page, its language and the campaign parameters", () => {
    expect(fields).toEqual({
      firstname: "Priya",
      lastname: "Reddy",
      phone: "+919876543210",
      email: "priya@example.com",
      flat_type: "3BHK",
      landing: "apartment-guntur",
      page_language: "te",
      // Under the HubSpot properties content/tracking.yaml names for them.
      [trackingSettings.hubspotProperties.utm_source]: "google",
      [trackingSettings.hubspotProperties.gclid]: "g1",
    });
    expect(payload.context).toEqual({ pageUri: context.pageUri, pageName: context.pageName, hutk: "abc" });
  });

  it("sends conversion tracking's event id, which the enquiry's Meta Pixel Lead also carries", () => {
    const tracked = buildSubmissionPayload(input, { ...context, eventId: "e-1" });
    expect(tracked.fields).toContainEqual({
      objectTypeId: "0-1",
      name: trackingSettings.hubspotProperties.eventId,
      value: "e-1",
    });
    expect(fields).not.toHaveProperty(trackingSettings.hubspotProperties.eventId);
  });

  it("marks a request to hold a flat that the holds' function could not take, with the flat", () => {
    const flat = { unit: "A-302", price: "₹75,00,000 (75 lakh)", total: 7_500_000 };
    const held = buildSubmissionPayload(input, { ...context, flat, hold: true });
    const sent = Object.fromEntries(held.fields.map((field) => [field.name, field.value]));
    expect(sent).toMatchObject({ hold_request: "Hold request for A-302", flat_unit: "A-302", flat_price: flat.price });
    // An enquiry about the flat is no hold.
    const asked = buildSubmissionPayload(input, { ...context, flat });
    expect(asked.fields.map((field) => field.name)).not.toContain("hold_request");
    expect(fields).not.toHaveProperty("hold_request");
  });

  it("sends a site visit's day and slot, and leaves out what a booking does not ask", () => {
    const visit = {
      mode: "site",
      date: "2026-11-28",
      start: "11:30",
      end: "12:30",
      visitors: 3,
      pickup: true,
    } as const;
    const booking = buildSubmissionPayload(
      { name: "Ravi", phone: "9123456789", email: "", marketingConsent: false },
      { ...context, visit },
    );
    const sent = Object.fromEntries(booking.fields.map((field) => [field.name, field.value]));
    expect(sent).toMatchObject({
      firstname: "Ravi",
      phone: "+919123456789",
      visit_mode: "site",
      visit_date: "2026-11-28",
      visit_slot: "11:30-12:30",
      visit_visitors: "3",
      visit_pickup: "true",
    });
    expect(sent).not.toHaveProperty("visitor_time_zone");
    expect(sent).not.toHaveProperty("email");
    expect(sent).not.toHaveProperty("flat_type");
    expect(fields).not.toHaveProperty("visit_date");
  });

  it("sends a video-call visit with the visitor's zone, and no party or pickup", () => {
    const visit = {
      mode: "video",
      date: "2026-11-28",
      start: "18:00",
      end: "19:00",
      visitors: 1,
      pickup: false,
      timeZone: "America/New_York",
    } as const;
    const booking = buildSubmissionPayload(
      { name: "Ravi", phone: "9123456789", email: "", marketingConsent: false },
      { ...context, visit },
    );
    const sent = Object.fromEntries(booking.fields.map((field) => [field.name, field.value]));
    expect(sent).toMatchObject({
      visit_mode: "video",
      visit_slot: "18:00-19:00",
      visitor_time_zone: "America/New_York",
    });
    expect(sent).not.toHaveProperty("visit_visitors");
    expect(sent).not.toHaveProperty("visit_pickup");
  });

  it("records consent to process and the separate marketing choice", () => {
    expect(payload.legalConsentOptions.consent.consentToProcess).toBe(true);
    expect(payload.legalConsentOptions.consent.communications[0]?.value).toBe(false);
  });
});

describe("sendSubmission", () => {
  it("posts to the portal's and form's endpoint", async () => {
    const fetchImpl = vi.fn(async () => new Response("{}", { status: 200 }));
    expect(await sendSubmission(buildSubmissionPayload(input, context), fetchImpl)).toBe("sent");
    expect(submissionUrl()).toBe(
      `https://api.hsforms.com/submissions/v3/integration/submit/${siteSettings.hubspot.portalId}/${siteSettings.hubspot.formId}`,
    );
    expect(fetchImpl).toHaveBeenCalledWith(submissionUrl(), expect.objectContaining({ method: "POST" }));
  });

  it("retries network errors and server errors, not a refusal", async () => {
    const payload = buildSubmissionPayload(input, context);
    expect(await sendSubmission(payload, async () => Promise.reject(new TypeError("offline")))).toBe("retry");
    expect(await sendSubmission(payload, async () => new Response("", { status: 503 }))).toBe("retry");
    expect(await sendSubmission(payload, async () => new Response("", { status: 400 }))).toBe("rejected");
  });

  it("knows an enquiry the service worker has queued from one HubSpot accepted", async () => {
    const payload = buildSubmissionPayload(input, context);
    const queued = new Response(null, { status: 202, headers: { [HANDED_OVER_HEADER]: ENQUIRY_QUEUE } });
    expect(await sendSubmission(payload, async () => queued)).toBe("queued");
    expect(await sendSubmission(payload, async () => new Response(null, { status: 202 }))).toBe("sent");
  });
});

describe("readHubspotCookie", () => {
  it("finds hubspotutk among other cookies", () => {
    expect(readHubspotCookie("a=1; hubspotutk=xyz; b=2")).toBe("xyz");
    expect(readHubspotCookie("a=1")).toBeUndefined();
  });
});
