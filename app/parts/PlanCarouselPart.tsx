import { PlanCarousel } from "~/features/landing/plan-carousel";
import { landingWords } from "./landing-words";
import { withWords } from "./with-words";

export const PlanCarouselPart = await withWords(PlanCarousel, landingWords);
