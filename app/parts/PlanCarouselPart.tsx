import { PlanCarousel } from "~/features/landing/plan-carousel";
import { withWords } from "./with-words";

export const PlanCarouselPart = withWords(PlanCarousel, "PlanCarouselPart");
