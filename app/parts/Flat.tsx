import { FlatNotFound } from "~/features/flats/flat-not-found";
import { FlatPage } from "~/pages/flat";
import { withWords } from "./with-words";

const flatWords = [
  "enquiry",
  "flatTexts",
  "floorPlans",
  "navigation",
  "possessionTexts",
  "progressTexts",
  "visitTexts",
] as const;
export const Flat = await withWords(FlatPage, [...flatWords]);
export const NoFlat = await withWords(FlatNotFound, [...flatWords]);
