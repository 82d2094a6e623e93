import { ProgressPage } from "~/pages/progress";
import { withWords } from "./with-words";

export const Progress = withWords(ProgressPage, "Progress");
