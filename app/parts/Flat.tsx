import { FlatNotFound } from "~/features/flats/flat-not-found";
import { FlatPage } from "~/pages/flat";
import { withWords } from "./with-words";

export const Flat = withWords(FlatPage, "Flat");
export const NoFlat = withWords(FlatNotFound, "NoFlat");
