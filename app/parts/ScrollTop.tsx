import { ScrollToTopButton } from "~/components/layout/scroll-to-top-button";
import { withWords } from "./with-words";

export const ScrollTop = withWords(ScrollToTopButton, "ScrollTop");
