import { z } from "zod";

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
