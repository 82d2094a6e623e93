import { AmenitiesSection } from "#app/features/home/amenities-section.tsx";
import { withWords } from "./with-words";

export const Amenities = withWords(AmenitiesSection, "Amenities");
