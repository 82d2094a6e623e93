import { LandingVideo } from "#app/features/landing/landing-video.tsx";
import { withWords } from "./with-words";

export const LandingVideoPart = withWords(LandingVideo, "LandingVideoPart");
