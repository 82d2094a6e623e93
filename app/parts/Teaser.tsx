import { ProgressTeaser } from "#app/features/progress/progress-teaser.tsx";
import { withWords } from "./with-words";

export const Teaser = withWords(ProgressTeaser, "Teaser");
