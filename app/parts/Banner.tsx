import { BannerSection } from "#app/features/home/banner-section.tsx";
import { withWords } from "./with-words";

export const Banner = withWords(BannerSection, "Banner");
