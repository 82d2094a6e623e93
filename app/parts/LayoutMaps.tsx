import { LayoutMapsSection } from "#app/features/home/layout-maps-section.tsx";
import { withWords } from "./with-words";

export const LayoutMaps = withWords(LayoutMapsSection, "LayoutMaps");
