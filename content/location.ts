import type { z } from "zod";
import { landmarks as places } from "./generated/landmarks";
import {
  directions,
  directionsHint,
  distance,
  driveTime,
  kinds,
  map,
  landmarks as names,
  section,
  siteDirections,
  siteDirectionsHint,
} from "./generated/location";
import type { GeoPoint } from "./geo";
import type { LandmarkFacts, LandmarksFileSchema, LocationFileSchema } from "./schema";
import { site } from "./site";
import { fillValues } from "./values";

type Location = z.output<typeof LocationFileSchema>;

/** A place around the site: its facts (content/landmarks.yaml) and its name (content/en/location.yaml). */
export type Landmark = LandmarkFacts & { name: string };

/**
 * The places around the site, in the order of content/landmarks.yaml. content/compile.ts has checked that each
 * has a name, so the lookup cannot miss.
 */
export const landmarks: Landmark[] = (places as z.output<typeof LandmarksFileSchema>["landmarks"]).map((place) => ({
  ...place,
  name: (names as Location["landmarks"]).find((entry) => entry.id === place.id)?.name ?? place.id,
}));

/** The site's own position (content/site.yaml, address.geo): the centre of the map and where routes start. */
export const sitePosition: GeoPoint = site.address.geo;

/** The words of the location section, the map and the list. */
export const locationTexts = {
  section: section satisfies Location["section"],
  siteDirections,
  siteDirectionsHint,
  directions,
  directionsHint: (name: string) => fillValues(directionsHint, { name }),
  distance: (km: number) => fillValues(distance, { km }),
  driveTime: (minutes: number) => fillValues(driveTime, { minutes }),
  kinds: kinds satisfies Location["kinds"],
  map: {
    ...(map satisfies Location["map"]),
    marker: (number: number, name: string) => fillValues(map.marker, { number, name }),
  },
};
