import { ReferPage } from "#app/pages/refer.tsx";
import { withWords } from "./with-words";

export const Refer = withWords(ReferPage, "Refer");
