import { AmenitiesSection } from "~/features/home/amenities-section";
import { withWords } from "./with-words";

export const Amenities = await withWords(AmenitiesSection, "Amenities");
