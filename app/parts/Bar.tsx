import { FloatingBar } from "#app/features/home/floating-bar.tsx";
import { withWords } from "./with-words";

export const Bar = withWords(FloatingBar, "Bar");
