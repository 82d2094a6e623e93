import { ProgressTeaser } from "~/features/progress/progress-teaser";
import { withWords } from "./with-words";

export const Teaser = withWords(ProgressTeaser, "Teaser");
