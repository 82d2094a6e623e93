import { LandingVideo } from "~/features/landing/landing-video";
import { landingWords } from "./landing-words";
import { withWords } from "./with-words";

export const LandingVideoPart = await withWords(LandingVideo, landingWords);
