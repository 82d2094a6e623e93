import { z } from "zod";
import { LANDMARK_KINDS } from "#content/landmark-kinds.ts";
import { id, refuseRepeats, sectionHeading, spoken, text, withValues } from "./blocks";

/**
 * Location: the places around the site (content/landmarks.yaml: kind, coordinates, road distance, drive time)
 * and their names and the section's words (content/en/location.yaml). docs/decisions/0019-location-map.md.
 */

const LandmarkSchema = z
  .object({
    id: id.describe(
      "A short name in lower case with dashes, e.g. guntur-railway-junction; its name is in Location texts",
    ),
    kind: z
      .enum(LANDMARK_KINDS)
      .describe("school, hospital, transport, work, shopping or capital: the group it is listed in"),
    latitude: z
      .number()
      .min(-90)
      .max(90)
      .describe(
        "Degrees north, e.g. 16.2996: in Google Maps, right-click the place and click the numbers to copy them",
      ),
    longitude: z.number().min(-180).max(180).describe("Degrees east, e.g. 80.454: the second of the two numbers"),
    km: z.number().positive().max(500).describe("Distance by road from the site, in km, as a map app gives it"),
    minutes: z.number().int().positive().max(600).describe("Drive time from the site, in minutes, outside rush hour"),
  })
  .strict();
export type LandmarkFacts = z.output<typeof LandmarkSchema>;

/** Lists the ids that appear twice in a list of items with ids. */
function duplicateIds(items: readonly { id: string }[], context: z.RefinementCtx, path: string, file: string) {
  refuseRepeats(context, path, items, "id", (item) => `${item.id} is listed twice in ${file}`);
}

export const LandmarksFileSchema = z
  .object({
    landmarks: z
      .array(LandmarkSchema)
      .min(1)
      .describe(
        "The places around the site, on the map and in the list; a capital place's minutes must be a drive time of Project figures",
      ),
  })
  .strict()
  .superRefine((file, context) => duplicateIds(file.landmarks, context, "landmarks", "this file"));

export const LocationFileSchema = z
  .object({
    section: sectionHeading.describe("The home page's section (#location); the campaign page has its own heading"),
    siteDirections: text.describe("The button that opens the route to the site in the visitor's map app"),
    siteDirectionsHint: spoken("Said after that button"),
    directions: text.describe("The link beside each place that opens the route from the site in the visitor's map app"),
    directionsHint: withValues("name").describe(
      "Said after each Directions link; {name} is the place's name. Not shown",
    ),
    distance: withValues("km").describe("A road distance; {km} is the number"),
    driveTime: withValues("minutes").describe("A drive time; {minutes} is the number"),
    kinds: z
      .object({ school: text, hospital: text, transport: text, work: text, shopping: text, capital: text })
      .strict()
      .describe("The heading of each group of places"),
    map: z
      .object({
        label: spoken("Names the map"),
        marker: withValues("number", "name").describe(
          "Said for each numbered marker: {number} and the place's {name}. Not shown",
        ),
        near: text.describe("The heading of the close-up map"),
        region: text.describe("The heading of the region map"),
        site: text.describe("The label beside the site's marker"),
        north: text.describe("The letter on the north arrow"),
        note: text.describe("Under the maps: how they are drawn"),
      })
      .strict(),
    landmarks: z
      .array(z.object({ id, name: text }).strict())
      .min(1)
      .describe("The name of each place of content/landmarks.yaml, by its id"),
  })
  .strict()
  .superRefine((file, context) => duplicateIds(file.landmarks, context, "landmarks", "this file"));
