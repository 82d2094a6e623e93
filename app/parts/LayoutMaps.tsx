import { LayoutMapsSection } from "~/features/home/layout-maps-section";
import { withWords } from "./with-words";

export const LayoutMaps = withWords(LayoutMapsSection, "LayoutMaps");
