import { HeroSection } from "#app/features/home/hero-section.tsx";
import { withWords } from "./with-words";

export const Hero = withWords(HeroSection, "Hero");
