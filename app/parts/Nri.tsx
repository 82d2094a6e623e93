import { NriPage } from "#app/pages/nri.tsx";
import { withWords } from "./with-words";

export const Nri = withWords(NriPage, "Nri");
