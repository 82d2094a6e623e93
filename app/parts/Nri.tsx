import { NriPage } from "~/pages/nri";
import { withWords } from "./with-words";

export const Nri = withWords(NriPage, "Nri");
