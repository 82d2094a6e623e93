import { GallerySection } from "~/features/home/gallery-section";
import { withWords } from "./with-words";

export const Gallery = withWords(GallerySection, "Gallery");
