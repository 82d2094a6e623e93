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

/**
 * The words of holding a flat (content/en/hold.yaml): the link on a flat's page, and the dialog the link opens, which
 * loads them with its code (app/features/hold/). {hours} is content/holds.yaml's; {unit} the flat's.
 */
export const HoldTextsFileSchema = z
  .object({
    link: withValues("hours").describe("The link on an available flat's page that opens the hold's form"),
    title: withValues("unit").describe("The dialog's heading"),
    intro: withValues("hours"),
    terms: z
      .object({
        heading: text,
        length: withValues("hours").describe("How long a hold lasts"),
        next: text.describe("What happens next: the sales desk's call"),
        free: text.describe("That a hold is not a booking and costs nothing"),
        ends: text.describe("That it ends by itself"),
      })
      .strict(),
    form: z
      .object({
        name: text,
        phone: text,
        phonePlaceholder: text.describe("The example shown in the empty phone field"),
        agree: text.describe("The checkbox agreeing to the terms above it"),
        send: text,
        sending: text.describe("The button while the hold is being made"),
        notice: withValues("link").describe(
          "Under the form: what is done with the details; {link} is where the link to the privacy policy goes",
        ),
        privacyLink: text,
      })
      .strict(),
    errors: z
      .object({
        name: text,
        phone: text,
        agreed: text,
        checkFailed: text.describe("When the bot check failed: the buyer may try again"),
        rateLimited: withValues("minutes").describe("When too many holds were asked from one place"),
        tryAgain: text,
      })
      .strict(),
    held: z
      .object({
        heading: withValues("unit"),
        until: withValues("time").describe("When the hold ends, India time: {time}"),
        yourTime: withValues("time", "zone").describe("For a buyer in another time zone: the same end in their time"),
        next: text,
        token: z
          .object({
            text: withValues("amount").describe("The token offered with the hold, when one is taken online: ₹{amount}"),
            pay: withValues("amount").describe("The button that opens Razorpay's payment page"),
            opening: text.describe("The button while the payment page is being opened"),
            failed: text.describe("When the payment page could not be opened: the hold stands"),
            refund: text.describe("The link to the token's refund terms"),
          })
          .strict(),
      })
      .strict(),
    taken: z
      .object({
        heading: withValues("unit"),
        similar: text.describe("Above up to three flats like it that are still free"),
        none: text.describe("When no flat like it is free"),
      })
      .strict(),
    phoneLimit: z
      .object({
        heading: withValues("units").describe("{units}: the flats this mobile number holds"),
        text: text,
      })
      .strict(),
    fallback: z
      .object({
        heading: text.describe("When the hold could not be made online and was sent as an enquiry"),
        sent: withValues("unit").describe("Once the sales desk has the request"),
        saved: withValues("unit").describe("When it is kept on the device, offline, until the connection returns"),
        unreachable: withValues("unit").describe("When it is kept on the device though online (HubSpot blocked)"),
        rejected: text.describe("When HubSpot refused it too"),
        call: text,
      })
      .strict(),
  })
  .strict();
