import { HeroMedia as Media } from "~/features/home/hero-section";
import { withWords } from "../with-words";

export const HeroMedia = await withWords(Media, ["home"]);
