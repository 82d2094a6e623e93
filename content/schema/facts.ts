import { z } from "zod";
import { text, withValues } from "./blocks";

/**
 * The project's figures (content/facts.yaml), which texts quote through tokens (content/tokens.ts), and the words
 * each language writes them in (content/en/figure-words.yaml).
 */

export const FactsSchema = z
  .object({
    landAcres: z.number().positive().describe("The site's land area in acres"),
    capitalName: text,
    driveMinutesHome: z.number().int().positive().describe("Drive time quoted on the home page"),
    driveMinutesLanding: z.number().int().positive().describe("Drive time quoted on the campaign page"),
    experienceYears: z.number().int().positive().describe("The builder's years of experience"),
  })
  .strict()
  .describe(
    "Only what no other file holds: counts come from the flats, sizes from the floor plans, prices from the price list",
  );
export type Facts = z.input<typeof FactsSchema>;

/**
 * The words the {{tokens}} put around the project's figures and names (content/tokens.ts): each language writes
 * "1.6 acres" or "₹57 lakhs" in its own words from the same figures of content/facts.yaml.
 */
export const FigureWordsFileSchema = z
  .object({
    landArea: withValues("acres").describe('The land area, e.g. "{acres} acres"'),
    sizeRange: withValues("min", "max").describe('A range of flat sizes in running text, e.g. "{min} to {max} sq ft"'),
    towers: withValues("count").describe('The number of towers in running text, e.g. "{count} towers"'),
    oneTower: withValues("count").describe('The same for a single tower, e.g. "{count} tower"'),
    numberWords: z
      .array(text)
      .length(10)
      .describe("Zero to nine as running text writes a small count: zero, one, two, …"),
    towersAndFloors: withValues("towers", "floors").describe('e.g. "{towers} towers, ground + {floors} floors"'),
    lakhs: withValues("lakhs").describe('A price in lakhs, e.g. "₹{lakhs} lakhs"'),
    floorRise: withValues("rupees").describe('The floor rise, e.g. "₹{rupees} per sq ft per floor"'),
    oblique: z
      .object({
        landArea: withValues("acres"),
        towers: withValues("count"),
        oneTower: withValues("count"),
        towersAndFloors: withValues("towers", "floors"),
        lakhs: withValues("lakhs"),
      })
      .strict()
      .describe(
        "The same figures in the form a text writes them before a postposition or a noun, where the language has " +
          'one: in Telugu "రెండు టవర్లు" becomes "రెండు టవర్ల" in "రెండు టవర్లలో". A text asks for it with .oblique: ' +
          "{{towersText.oblique}}. English has none: its texts here are the plain ones",
      ),
    trackedData: z
      .object({
        pages: text,
        events: text,
        flat: text,
        price: text,
        countedOnce: text,
        hashedEmail: text,
        hashedPhone: text,
        and: z.string().describe('Joins the last two items of a list ("and"); left empty, the list takes commas only'),
      })
      .strict()
      .describe(
        "What the site's code sends each measurement and advertising tool, one kind of data each, as the consent " +
          "panel and the privacy policy list them ({{receivedByGoogleAds}} and the like)",
      ),
    places: z
      .array(
        z
          .object({
            place: text.describe("The name as content/site.yaml or content/facts.yaml writes it"),
            words: text.describe("The name as this language writes it"),
          })
          .strict(),
      )
      .describe(
        "The names the texts quote as this language writes them: the city, the state, the capital, the street, the " +
          "RERA authority, and the project's and the builder's names where the builder gives them in this language. " +
          "A name not listed is written as content/site.yaml and content/facts.yaml write it",
      ),
  })
  .strict();
