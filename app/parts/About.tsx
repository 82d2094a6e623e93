import { AboutSection } from "~/features/home/about-section";
import { withWords } from "./with-words";

export const About = withWords(AboutSection, "About");
