import type { z } from "zod";
import { landmarks as places } from "./generated/landmarks";
import type { GeoPoint } from "./geo";
import type { LandmarkFacts, LocationFileSchema } from "./schema";
import { siteSettings } from "./site";
import { fillValues } from "./values";
import type { Words } from "./words";

type Location = z.output<typeof LocationFileSchema>;

/** A place around the site: its facts (content/landmarks.yaml) and its name (content/en/location.yaml). */
export type Landmark = LandmarkFacts & { name: string };

/** The site's own position (content/site.yaml, address.geo): the centre of the map and where routes start. */
export const sitePosition: GeoPoint = siteSettings.address.geo;

export function locationContent(words: Words) {
  const texts: Location = words.location;
  /**
   * The places around the site, in the order of content/landmarks.yaml. content/compile.ts has checked that each
   * has a name, so the lookup cannot miss.
   */
  const landmarks: Landmark[] = places.map((place) => ({
    ...place,
    name: texts.landmarks.find((entry) => entry.id === place.id)?.name ?? place.id,
  }));
  /** The words of the location section, the map and the list. */
  const locationTexts = {
    section: texts.section,
    siteDirections: texts.siteDirections,
    siteDirectionsHint: texts.siteDirectionsHint,
    directions: texts.directions,
    directionsHint: (name: string) => fillValues(texts.directionsHint, { name }),
    distance: (km: number) => fillValues(texts.distance, { km }),
    driveTime: (minutes: number) => fillValues(texts.driveTime, { minutes }),
    kinds: texts.kinds,
    map: {
      ...texts.map,
      marker: (number: number, name: string) => fillValues(texts.map.marker, { number, name }),
    },
  };
  return { landmarks, locationTexts };
}
