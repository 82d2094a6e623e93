import { z } from "zod";

/**
 * Conversion tracking (content/tracking.yaml): which tools load once a visitor agrees.
 * docs/decisions/0026-consent-first-tracking.md.
 */

/** An id that may be left empty: empty means the tool is not used, and nothing of it loads. */
const optionalId = (id: string, expected: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^(?:${id})?$`), expected)
    .default("");
/** The name of a HubSpot contact property, as HubSpot shows it under "Internal name". */
const hubspotProperty = z
  .string()
  .regex(/^[a-z][a-z0-9_]*$/, "Expected a HubSpot property's internal name: lower-case letters, digits and _");

/**
 * Conversion tracking (docs/decisions/0026-consent-first-tracking.md): which measurement and advertising tools the
 * site loads once a visitor agrees. Nothing loads before the visitor chooses, nothing after "Reject"; an empty id
 * leaves that tool out altogether, its hosts too, and with every id empty the site shows no consent panel.
 */
export const TrackingSchema = z
  .object({
    ga4MeasurementId: optionalId("G-[A-Z0-9]{4,}", "Expected a GA4 measurement id like G-AB12CD34EF, or nothing")
      .meta({ title: "GA4 measurement ID" })
      .describe(
        "Google Analytics 4: Admin › Data streams › the web stream's Measurement ID (G-…). Measurement consent",
      ),
    googleAds: z
      .object({
        conversionId: optionalId(String.raw`AW-\d{6,}`, "Expected a Google Ads tag id like AW-123456789, or nothing")
          .meta({ title: "Google Ads conversion ID (AW-…)" })
          .describe("Google Ads: Goals › Conversions › the conversion's tag setup, the AW-… part. Advertising consent"),
        conversionLabels: z
          .object({
            generate_lead: optionalId(
              String.raw`[\w-]+`,
              "Expected the conversion label, the part after the slash",
            ).meta({ title: "Enquiry (generate_lead)" }),
            site_visit_booked: optionalId(
              String.raw`[\w-]+`,
              "Expected the conversion label, the part after the slash",
            ).meta({ title: "Site visit booked (site_visit_booked)" }),
            call_tap: optionalId(String.raw`[\w-]+`, "Expected the conversion label, the part after the slash").meta({
              title: "Call tapped (call_tap)",
            }),
            whatsapp_tap: optionalId(
              String.raw`[\w-]+`,
              "Expected the conversion label, the part after the slash",
            ).meta({ title: "WhatsApp tapped (whatsapp_tap)" }),
            purchase: optionalId(String.raw`[\w-]+`, "Expected the conversion label, the part after the slash").meta({
              title: "Hold's token paid (purchase)",
            }),
          })
          .strict()
          .describe("The label of the Google Ads conversion each event counts as; empty: not a conversion"),
      })
      .strict(),
    metaPixelId: optionalId(String.raw`\d{10,20}`, "Expected the Meta Pixel's numeric id, or nothing")
      .meta({ title: "Meta Pixel ID" })
      .describe("Meta (Facebook, Instagram) ads: Events Manager › the data set's id. Advertising consent"),
    hubspotTracking: z
      .boolean()
      .meta({ title: "HubSpot tracking code" })
      .describe(
        "Load HubSpot's tracking code (for the portal in Site settings) to attribute leads to campaigns. Measurement consent",
      ),
    hubspotProperties: z
      .object({
        gclid: hubspotProperty
          .meta({ title: "Google click id (gclid)" })
          .describe("Receives the Google Ads click id; HubSpot's own is hs_google_click_id"),
        fbclid: hubspotProperty
          .meta({ title: "Meta click id (fbclid)" })
          .describe("Receives the Meta click id; HubSpot's own is hs_facebook_click_id"),
        utm_source: hubspotProperty.meta({ title: "UTM source" }),
        utm_medium: hubspotProperty.meta({ title: "UTM medium" }),
        utm_campaign: hubspotProperty.meta({ title: "UTM campaign" }),
        utm_term: hubspotProperty.meta({ title: "UTM term" }),
        utm_content: hubspotProperty.meta({ title: "UTM content" }),
        eventId: hubspotProperty
          .meta({ title: "Lead event id" })
          .describe(
            "Receives each enquiry's event id, the one its Meta Pixel Lead event carries, so a later server event can be matched to it",
          ),
      })
      .strict()
      .describe("The HubSpot contact properties each enquiry fills with its campaign parameters"),
  })
  .strict();
export type TrackingSettings = z.output<typeof TrackingSchema>;
