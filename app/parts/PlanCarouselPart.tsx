import { PlanCarousel } from "#app/features/landing/plan-carousel.tsx";
import { withWords } from "./with-words";

export const PlanCarouselPart = withWords(PlanCarousel, "PlanCarouselPart");
