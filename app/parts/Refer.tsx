import { ReferPage } from "~/pages/refer";
import { withWords } from "./with-words";

export const Refer = withWords(ReferPage, "Refer");
