import { FlatStatusNotice } from "~/features/flats/flat-details";
import { withWords } from "../with-words";

export const StatusNotice = await withWords(FlatStatusNotice, ["flatTexts", "floorPlans", "visitTexts", "progressTexts"]);
