import { ProgressTeaser } from "~/features/progress/progress-teaser";
import { withWords } from "./with-words";

export const Teaser = await withWords(ProgressTeaser, "Teaser");
