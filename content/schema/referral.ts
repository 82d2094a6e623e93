import { z } from "zod";
import { eyebrow, pageMeta, spoken, text, withValues } from "./blocks";

/**
 * Refer a friend (content/en/referral.yaml, /refer): a short form that sends the visitor's name and number and
 * their friend's through the same path as every enquiry, and the reward, if the builder offers one.
 */
export const ReferralFileSchema = z
  .object({
    sample: z.boolean().describe("On while the reward below is a sample: the build says so. Off once it is real"),
    meta: pageMeta,
    eyebrow,
    heading: text,
    intro: text,
    reward: text
      .optional()
      .describe("What the builder gives for a referral that books, and when; leave empty if there is no reward"),
    form: z
      .object({
        label: spoken("The form's name"),
        you: text.describe("Above the visitor's own name and number"),
        yourName: text,
        yourPhone: text,
        friend: text.describe("Above the friend's name and number"),
        friendName: text,
        friendPhone: text,
        send: text,
        sending: text.describe("The button while the referral is being sent"),
        notice: withValues("link").describe(
          "Under the form: what is done with both sets of details; {link} is where the link to the privacy policy goes",
        ),
      })
      .strict(),
    errors: z
      .object({
        friendName: text,
        samePhone: text.describe("When the friend's number is the visitor's own"),
      })
      .strict()
      .describe("The name and number errors are the enquiry form's; these are the referral's own"),
    sent: withValues("friend").describe("Once the referral is sent; {friend} is the friend's name"),
    another: text.describe("The button that clears the form for one more referral"),
    noScript: z
      .object({
        text: text.describe("Before the form loads, or where it cannot: refer by WhatsApp or a call instead"),
        whatsappMessage: text.describe("The WhatsApp message that button starts"),
      })
      .strict(),
    unreachableMessage: withValues("name", "phone", "friendName", "friendPhone").describe(
      "When the referral could not reach us from this browser: the WhatsApp message that sends it, written out",
    ),
  })
  .strict();
