import { BannerSection } from "~/features/home/banner-section";
import { withWords } from "./with-words";

export const Banner = withWords(BannerSection, "Banner");
