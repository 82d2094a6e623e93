import type { z } from "zod";
import type { AmenitiesFileSchema } from "./schema";
import type { Words } from "./words";

/** Amenities (#amenities), from content/en/amenities.yaml: the amenity cards and the specification list. */
export function amenitiesContent(words: Words) {
  const file: z.output<typeof AmenitiesFileSchema> = words.amenities;
  return { amenitiesSection: file.section, amenities: file.amenities, specifications: file.specifications };
}
