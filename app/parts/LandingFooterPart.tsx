// The footer's e-mail copies itself: an island.
import { LandingFooter } from "#app/features/landing/landing-footer.tsx";
import { withWords } from "./with-words";

export const LandingFooterPart = withWords(LandingFooter, "LandingFooterPart");
