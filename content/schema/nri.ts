import { z } from "zod";
import { eyebrow, headed, httpsUrl, id, isoDate, itemId, itemList, pageMeta, text, withValues } from "./blocks";

/**
 * The NRI buyer's page (content/en/nri.yaml, /nri): what the rules allow and how payment, tax, paperwork and a
 * later sale work from abroad, dated and with its sources, and what a bank asks of an NRI for a home loan.
 */
export const NriFileSchema = z
  .object({
    sample: z
      .boolean()
      .describe("On until the builder's adviser has checked these texts: the build says so. Off once checked"),
    asOf: isoDate.describe("The day these rules were last checked; the page gives it"),
    meta: pageMeta,
    eyebrow,
    heading: text,
    intro: text,
    general: withValues("date").describe(
      "Says this is general information as of {date} (the day above), not legal or tax advice",
    ),
    topics: z
      .array(
        z
          .object({
            id: id.describe("A short name in lower case with dashes, e.g. payment: the topic's #link"),
            heading: text,
            points: z.array(text).min(1).describe("One paragraph each, in plain words"),
          })
          .strict(),
      )
      .min(1)
      .describe("The rules, payment, tax, paperwork and a later sale, each with its heading, in the order shown"),
    loans: z
      .object({
        heading: text,
        text: text.describe("How banks lend to NRIs; leads into the documents"),
        documents: z.array(text).min(1).describe("What a bank asks an NRI for, one item each"),
        banksText: text.describe("Leads into the banks that have approved the project (Approvals and documents)"),
      })
      .strict(),
    sources: z
      .object({
        heading: text,
        items: itemList(
          z.object({ id: itemId, name: text, url: httpsUrl.describe("Where the source can be read") }).strict(),
        ).min(1),
      })
      .strict()
      .describe("The laws and rules the texts above are drawn from"),
    visit: headed.describe("The band that books a visit, by video call first: its heading and text"),
    contact: headed.describe("At the foot, above the call and WhatsApp buttons"),
  })
  .strict();
