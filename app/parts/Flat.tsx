import { FlatNotFound } from "#app/features/flats/flat-not-found.tsx";
import { FlatPage } from "#app/pages/flat.tsx";
import { withWords } from "./with-words";

export const Flat = withWords(FlatPage, "Flat");
export const NoFlat = withWords(FlatNotFound, "NoFlat");
