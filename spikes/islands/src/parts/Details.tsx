import { FlatDetails } from "~/features/flats/flat-details";
import { withWords } from "../with-words";

export const Details = await withWords(FlatDetails, ["flatTexts", "floorPlans", "visitTexts", "progressTexts"]);
