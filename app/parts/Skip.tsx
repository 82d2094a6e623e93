import { SkipLink } from "~/components/layout/skip-link";
import { withWords } from "./with-words";

export const Skip = await withWords(SkipLink, "Skip");
