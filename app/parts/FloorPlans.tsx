import { FloorPlansSection } from "~/features/home/floor-plans-section";
import { withWords } from "./with-words";

export const FloorPlans = withWords(FloorPlansSection, "FloorPlans");
