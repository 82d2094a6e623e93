import { FlatsPage } from "#app/pages/flats.tsx";
import { withWords } from "./with-words";

export const Flats = withWords(FlatsPage, "Flats");
