import { ProgressPage } from "#app/pages/progress.tsx";
import { withWords } from "./with-words";

export const Progress = withWords(ProgressPage, "Progress");
