import type { z } from "zod";
import { amenities as amenitiesData, section, specifications as specificationsData } from "./generated/amenities";
import type { AmenitiesFileSchema } from "./schema";

type Amenities = z.output<typeof AmenitiesFileSchema>;

/** Amenities (#amenities), from content/en/amenities.yaml: the amenity cards and the specification list. */
export const amenitiesSection: Amenities["section"] = section;
export const amenities: Amenities["amenities"] = amenitiesData;
export const specifications: Amenities["specifications"] = specificationsData;
