import { LandingVideo } from "~/features/landing/landing-video";
import { withWords } from "../with-words";
import { landingWords } from "./landing-words";

export const LandingVideoPart = await withWords(LandingVideo, landingWords);
