import { SkipLink } from "#app/components/layout/skip-link.tsx";
import { withWords } from "./with-words";

export const Skip = withWords(SkipLink, "Skip");
