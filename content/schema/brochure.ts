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
    prices: withValues("priceList").describe(
      "On the floor plan pages: the prices the plans start from, with {priceList}, the price list's name and date",
    ),
    quotation: z
      .object({
        title: withValues("unit").describe("The heading of a flat's quotation, e.g. 'Quotation for flat {unit}'"),
        madeOn: withValues("date").describe("The day the quotation was made (the site's build)"),
        notAnOffer: text.describe(
          "At its foot: that it is for information, not an offer or an agreement, and that the agreement for sale prevails",
        ),
        contact: text.describe("Who to ask, with the phone and e-mail as tokens"),
      })
      .strict()
      .describe("A flat's quotation (/flats/A-302/quotation.pdf): its cost sheet and payment schedule, dated"),
  })
  .strict();
