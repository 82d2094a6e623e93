import { GallerySection } from "#app/features/home/gallery-section.tsx";
import { withWords } from "./with-words";

export const Gallery = withWords(GallerySection, "Gallery");
