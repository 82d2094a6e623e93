import { z } from "zod";
import { FeatureSchema, itemList, pageMeta, spoken, text, withValues } from "./blocks";

/**
 * The enquiry form and the thank-you page after it (content/en/enquiry.yaml, content/en/thank-you.yaml).
 */

export const ThankYouFileSchema = z
  .object({
    meta: pageMeta,
    heading: text,
    greeting: text
      .regex(/\{firstName\}/, "Must contain {firstName}, where the visitor's first name goes")
      .describe("Shown above the heading when the visitor gave a name; {firstName} is replaced by it"),
    text,
    nextStepsHeading: text,
    nextSteps: itemList(FeatureSchema.extend({ description: text }).strict()).min(1),
    contactHeading: text,
    returnLabel: text,
    flatLine: text
      .regex(/\{unit\}/, "Must contain {unit}, where the flat's number goes")
      .describe("Shown when the enquiry was about one flat; {unit} and {price} are replaced by its number and price"),
  })
  .strict();

export const EnquiryFileSchema = z
  .object({
    waiting: text.describe("Above the call, WhatsApp and e-mail buttons, before the form has loaded"),
    loading: text.describe("Above the same buttons while the form loads"),
    form: z
      .object({
        label: spoken("Names the form"),
        name: text,
        phone: text,
        phonePlaceholder: text.describe("The example shown in the empty phone field"),
        email: text,
        flatType: text.describe("The question above the flat type buttons"),
        twoBhk: text,
        threeBhk: text,
        optional: text.describe("After the marketing consent, which the visitor may leave unticked"),
        send: text,
        sending: text.describe("The send button while the enquiry is being sent"),
      })
      .strict()
      .describe("The site's own form, shown when HubSpot's form cannot load"),
    errors: z
      .object({
        name: text,
        phone: text,
        email: text,
        notSent: text.describe("When HubSpot refuses the enquiry"),
      })
      .strict(),
    consent: z
      .object({
        processing: text.describe(
          "Not shown: stored with each enquiry in HubSpot as what the visitor agreed to by sending the form",
        ),
        marketing: text.describe("The tick box for offers and updates; stored with each enquiry in HubSpot"),
        notice: withValues("link").describe(
          "Under every form: what is collected and why; {link} is where the link to the privacy policy goes",
        ),
        privacyLink: text.describe("The link to the privacy policy in the notice"),
      })
      .strict(),
    thanks: text.describe("Shown in place of the form on the home page once the enquiry is sent"),
    saved: z
      .object({ heading: text, text })
      .strict()
      .describe("Shown when the enquiry could not be sent yet and is kept on the visitor's device"),
    unreachable: z
      .object({
        heading: text,
        text: text.describe("Above the buttons that send the enquiry by WhatsApp or e-mail"),
        whatsapp: text,
        email: text,
        message: withValues("name", "phone", "email", "flatType").describe(
          "The enquiry as the visitor sends it by WhatsApp or e-mail, with what they typed in the form",
        ),
        flat: withValues("unit", "price").describe("Added to the message when the enquiry is about one flat"),
        emailSubject: withValues("name"),
      })
      .strict()
      .describe(
        "Shown when the device is online but the enquiry could not reach HubSpot (an ad blocker, a firewall): it is kept on the device, and the visitor can send it by WhatsApp or e-mail at once",
      ),
  })
  .strict();
