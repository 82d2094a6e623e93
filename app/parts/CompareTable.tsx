// Up to three flats side by side, chosen in the page's query: an island.
import { CompareFlats } from "~/features/flats/compare-flats";
import { withWords } from "./with-words";

export const CompareTable = withWords(CompareFlats, "CompareTable");
