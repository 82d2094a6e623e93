import { SkipLink } from "~/components/layout/skip-link";
import { withWords } from "./with-words";

export const Skip = withWords(SkipLink, "Skip");
