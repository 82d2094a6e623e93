import { AboutSection } from "#app/features/home/about-section.tsx";
import { withWords } from "./with-words";

export const About = withWords(AboutSection, "About");
