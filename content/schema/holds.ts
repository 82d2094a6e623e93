import { z } from "zod";
import { text, withValues } from "./blocks";

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
  })
  .strict();

export type HoldRules = z.output<typeof HoldsFileSchema>;

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
