import { ComparePage } from "~/pages/flats-compare";
import { withWords } from "./with-words";

export const Compare = withWords(ComparePage, "Compare");
