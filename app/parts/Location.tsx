import { LocationSection } from "#app/features/location/location-section.tsx";
import { withWords } from "./with-words";

export const Location = withWords(LocationSection, "Location");
