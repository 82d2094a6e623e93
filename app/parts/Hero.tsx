import { HeroSection } from "~/features/home/hero-section";
import { withWords } from "./with-words";

export const Hero = withWords(HeroSection, "Hero");
