import { z } from "zod";
import { httpsUrl, text } from "./blocks";

/**
 * The project's settings (content/site.yaml): its names, phone numbers, address, RERA registration and HubSpot
 * form, the same in every language; and the words that go with them (content/en/site-texts.yaml).
 */

const phone = z
  .object({
    display: z.string().regex(/^\+91 \d{5} \d{5}$/, "Expected +91 followed by 5 and 5 digits"),
    tel: z.string().regex(/^\+91[6-9]\d{9}$/, "Expected +91 and a 10-digit mobile number"),
  })
  .strict();

export const SiteSchema = z
  .object({
    projectName: text.describe("The project's name, shown in every title"),
    shortName: text
      .max(12, "Keep within 12 characters: a phone's home screen cuts longer names")
      .describe("The name under the site's icon on a phone's home screen"),
    builderName: text.describe("The developer's registered name"),
    url: httpsUrl.describe("The site's public address, used for canonical URLs and the sitemap"),
    phones: z.tuple([phone, phone], { error: "Expected exactly two phone numbers" }),
    whatsapp: z
      .object({
        number: z.string().regex(/^91[6-9]\d{9}$/, "Expected 91 and a 10-digit mobile number, no plus"),
        display: z.string().regex(/^\+91 \d{5} \d{5}$/),
      })
      .strict(),
    email: z.email(),
    address: z
      .object({
        street: text,
        locality: text,
        region: text,
        postalCode: z.string().regex(/^\d{6}$/, "Expected a 6-digit pincode"),
        country: z.literal("IN"),
        geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).strict(),
        mapsUrl: httpsUrl,
      })
      .strict(),
    rera: z
      .object({
        number: text,
        authority: text,
        url: httpsUrl.describe("The authority's website"),
        registrationUrl: httpsUrl.describe(
          "The authority's page for this registration: the QR code beside the RERA number, in every footer, on the progress page and in the brochure, opens it",
        ),
      })
      .strict(),
    hubspot: z
      .object({
        region: z.enum(["na1", "na2", "eu1"]),
        portalId: z.string().regex(/^\d+$/, "Expected the numeric HubSpot portal id"),
        formId: z.uuid("Expected the HubSpot form's GUID"),
        marketingSubscriptionTypeId: z
          .number()
          .int()
          .positive()
          .describe("The subscription type that the marketing consent box opts into"),
      })
      .strict(),
    social: z.array(z.object({ network: text, url: httpsUrl }).strict()).min(1),
    brochurePath: z.string().startsWith("/"),
    foundedYear: z.number().int().min(1950).max(2100),
  })
  .strict();
export type SiteConfig = z.input<typeof SiteSchema>;

/** The words that go with content/site.yaml, kept apart so that each language has its own. */
export const SiteTextsFileSchema = z
  .object({
    tagline: text.describe("One line on the project: in the site footer, the brochure's cover and for search engines"),
    phoneLabels: z
      .tuple([text, text], { error: "Expected a name for each of the two phone numbers" })
      .describe("What each phone number of Site settings is for, in the same order, e.g. Sales and Site office"),
    whatsappMessage: text.describe("The message a WhatsApp button starts, ready for the visitor to send"),
  })
  .strict();
export type SiteTexts = z.infer<typeof SiteTextsFileSchema>;
