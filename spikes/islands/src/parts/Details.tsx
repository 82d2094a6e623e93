import { FlatDetails } from "~/features/flats/flat-details";
import { withWords } from "../with-words";

export const Details = withWords(FlatDetails);
