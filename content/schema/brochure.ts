import { z } from "zod";
import { text, withValues } from "./blocks";

/**
 * The brochure's own words (content/en/brochure.yaml, /Brochure.pdf).
 */

export const BrochureFileSchema = z
  .object({
    title: text.describe("The PDF's document title"),
    presents: text.describe("On the cover, between the builder's name and the project's"),
    reraNumber: text.describe("On the cover and at the foot of every page"),
    footer: text.describe("At the foot of every page, beside the RERA number and page number"),
    sections: z
      .object({ about: text, floorPlans: text, amenities: text, contact: text })
      .strict()
      .describe("The small headings at the top of the inner pages"),
    floorPlansNote: text.describe("At the foot of the floor plan pages"),
    area: withValues("area").describe("How an area is written; {area} is the number"),
    planDetails: z
      .object({
        supBuiltUpArea: text,
        carpetArea: text,
        bedrooms: text,
        bathrooms: text,
        balconies: text,
        floorRise: text,
        floorRisePrice: withValues("price").describe(
          "{price} is the amount, written Rs. 30: the brochure's fonts have no rupee sign",
        ),
      })
      .strict()
      .describe("The table of each floor plan"),
    contact: z
      .object({ address: text, phones: text, whatsapp: text, email: text, web: text, rera: text })
      .strict()
      .describe("The headings of the contact details on the last page"),
    disclaimer: text.describe("The legal notice at the foot of the last page"),
  })
  .strict();
