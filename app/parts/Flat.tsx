import { FlatNotFound } from "~/features/flats/flat-not-found";
import { FlatPage } from "~/pages/flat";
import { withWords } from "./with-words";

export const Flat = await withWords(FlatPage, "Flat");
export const NoFlat = await withWords(FlatNotFound, "NoFlat");
