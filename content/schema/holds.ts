import { z } from "zod";
import { eyebrow, headed, pageMeta, text, withValues } from "./blocks";

/**
 * Holding a flat online (content/holds.yaml, docs/decisions/0040-holding-a-flat.md): whether a buyer may hold an
 * available flat from its page, for how long, and how many flats one mobile number may hold at a time.
 */
export const HoldsFileSchema = z
  .object({
    enabled: z
      .boolean()
      .describe("Whether a flat's page offers to hold it; off, the page offers the enquiry and the visit as before"),
    hours: z
      .number()
      .int()
      .min(1)
      .max(168)
      .describe("How long a hold lasts, in hours (48 is two days); the sales desk can extend one in HubSpot"),
    holdsPerPhone: z.number().int().min(1).max(5).describe("How many flats one mobile number may hold at a time"),
    agreementDays: z
      .number()
      .int()
      .min(1)
      .max(90)
      .describe(
        "How many days after the token the agreement for sale is signed; a buyer who cancels before signing it gets the token back in full",
      ),
    refundWorkingDays: z
      .number()
      .int()
      .min(1)
      .max(45)
      .describe("Within how many working days a cancelled token is back in the account it came from"),
    token: z
      .number()
      .int()
      .min(1000)
      .optional()
      .describe(
        "The token a buyer may pay online once the flat is held, in whole rupees (at least ₹1,000); left out, none is offered. No more than 10% of any flat's all-in cost (RERA Act 2016, section 13(1)): the build checks it",
      ),
  })
  .strict();

export type HoldRules = z.output<typeof HoldsFileSchema>;

const link = text.describe("A link's words");

/** The words of /hold-token-refund, the token's refund terms (content/en/hold-token-refund.yaml). */
export const HoldTokenRefundFileSchema = z
  .object({
    meta: pageMeta,
    eyebrow,
    heading: text,
    intro: text,
    refund: z
      .object({
        heading: text,
        text: withValues("days", "workingDays").describe(
          "When the token comes back in full; {days} and {workingDays} are the figures of Holding a flat online",
        ),
      })
      .strict(),
    deductions: headed.describe("What is taken off a refund: nothing"),
    booking: headed.describe("That the token counts toward the booking amount"),
    ask: headed.describe("How to ask for the refund: the sales desk's phone and e-mail, as tokens"),
    agreement: z
      .object({ heading: text, text, link: link.describe("The link to the draft agreement for sale (PDF)") })
      .strict(),
  })
  .strict();

/** The words of /hold, the hold's receipt after a payment (content/en/hold-receipt.yaml). */
export const HoldReceiptFileSchema = z
  .object({
    meta: pageMeta,
    eyebrow,
    heading: text,
    loading: text.describe("While the page reads the hold"),
    flat: withValues("unit").describe("The flat held, {unit} its number"),
    flatLink: link.describe("The link to the flat's page"),
    endsHeading: text.describe("Above the hold's end"),
    endsIndia: withValues("time").describe("The hold's end in India's time, {time}"),
    endsLocal: withValues("time").describe("The hold's end in the visitor's own time, where it differs, {time}"),
    token: z
      .object({
        heading: text,
        paid: withValues("paymentId").describe("The token is paid, confirmed by Razorpay; {paymentId} is the receipt"),
        confirming: text.describe("Back from paying, while the page waits for Razorpay's confirmation"),
        notConfirmed: text.describe("Razorpay has not confirmed after half a minute"),
        failed: text.describe("The payment did not go through or was left: the hold is as it was"),
        unpaid: text.describe("No token paid on this hold"),
      })
      .strict(),
    notFound: headed.describe("No hold by that id: ended, released, or a wrong link"),
    unreachable: z.object({ text, retry: link }).strict().describe("The hold cannot be read just now"),
    refundLink: link.describe("The link to the token's refund terms"),
    agreementLink: link.describe("The link to the draft agreement for sale (PDF)"),
    contact: text.describe("At the foot: whom to call; the phone and e-mail as tokens"),
  })
  .strict();
