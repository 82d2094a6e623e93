import type { Words } from "./words";

/**
 * Gallery (#gallery), from content/en/gallery.yaml. Descriptions double as alt text, so each says what the picture
 * shows.
 */
export function galleryContent({ gallery }: Words) {
  return {
    galleryItems: gallery.photos,
    galleryFilters: gallery.filters,
    /** The section's heading and the hidden names of its filters, photo list and enlarged view. */
    gallerySection: gallery.section,
  };
}
