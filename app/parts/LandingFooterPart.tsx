// The footer's e-mail copies itself: an island.
import { LandingFooter } from "~/features/landing/landing-footer";
import { withWords } from "./with-words";

export const LandingFooterPart = withWords(LandingFooter, "LandingFooterPart");
