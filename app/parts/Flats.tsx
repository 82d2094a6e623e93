import { FlatsPage } from "~/pages/flats";
import { withWords } from "./with-words";

export const Flats = withWords(FlatsPage, "Flats");
