import type { z } from "zod";
import type { GalleryFileSchema } from "./schema";
import type { Words } from "./words";

type Gallery = z.output<typeof GalleryFileSchema>;

/**
 * Gallery (#gallery), from content/en/gallery.yaml. Descriptions double as alt text, so each says what the picture
 * shows. The JSON types a photo's category as a string, hence the casts.
 */
export function galleryContent({ gallery }: Words) {
  return {
    galleryItems: gallery.photos as Gallery["photos"],
    galleryFilters: gallery.filters as Gallery["filters"],
    /** The section's heading and the hidden names of its filters, photo list and enlarged view. */
    gallerySection: gallery.section satisfies Gallery["section"],
  };
}
