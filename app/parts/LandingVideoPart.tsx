import { LandingVideo } from "~/features/landing/landing-video";
import { withWords } from "./with-words";

export const LandingVideoPart = withWords(LandingVideo, "LandingVideoPart");
