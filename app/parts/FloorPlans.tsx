import { FloorPlansSection } from "#app/features/home/floor-plans-section.tsx";
import { withWords } from "./with-words";

export const FloorPlans = withWords(FloorPlansSection, "FloorPlans");
