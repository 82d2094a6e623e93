// Up to three flats side by side, chosen in the page's query: an island.
import { CompareFlats } from "#app/features/flats/compare-flats.tsx";
import { withWords } from "./with-words";

export const CompareTable = withWords(CompareFlats, "CompareTable");
