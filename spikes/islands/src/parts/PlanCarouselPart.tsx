import { PlanCarousel } from "~/features/landing/plan-carousel";
import { withWords } from "../with-words";
import { landingWords } from "./landing-words";

export const PlanCarouselPart = await withWords(PlanCarousel, landingWords);
