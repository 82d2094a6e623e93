import { AmenitiesSection } from "~/features/home/amenities-section";
import { withWords } from "./with-words";

export const Amenities = withWords(AmenitiesSection, "Amenities");
