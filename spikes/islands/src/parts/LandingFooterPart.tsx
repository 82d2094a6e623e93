// The footer's e-mail copies itself: an island.
import { LandingFooter } from "~/features/landing/landing-footer";
import { withWords } from "../with-words";
import { landingWords } from "./landing-words";

export const LandingFooterPart = await withWords(LandingFooter, [...landingWords, "privacyChoices"]);
