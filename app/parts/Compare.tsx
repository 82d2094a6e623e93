import { ComparePage } from "#app/pages/flats-compare.tsx";
import { withWords } from "./with-words";

export const Compare = withWords(ComparePage, "Compare");
