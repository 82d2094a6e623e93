import { ScrollToTopButton } from "#app/components/layout/scroll-to-top-button.tsx";
import { withWords } from "./with-words";

export const ScrollTop = withWords(ScrollToTopButton, "ScrollTop");
