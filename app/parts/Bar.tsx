import { FloatingBar } from "~/features/home/floating-bar";
import { withWords } from "./with-words";

export const Bar = withWords(FloatingBar, "Bar");
