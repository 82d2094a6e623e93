import { AboutSection } from "~/features/home/about-section";
import { withWords } from "./with-words";

export const About = await withWords(AboutSection, "About");
