import type { Words } from "./words";

/** Amenities (#amenities), from content/en/amenities.yaml: the amenity cards and the specification list. */
export function amenitiesContent(words: Words) {
  const file = words.amenities;
  return { amenitiesSection: file.section, amenities: file.amenities, specifications: file.specifications };
}
