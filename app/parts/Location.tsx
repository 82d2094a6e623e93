import { LocationSection } from "~/features/location/location-section";
import { withWords } from "./with-words";

export const Location = withWords(LocationSection, "Location");
