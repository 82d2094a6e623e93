import type { z } from "zod";
import { filters, photos, section } from "./generated/gallery";
import type { GalleryFileSchema } from "./schema";

type Gallery = z.output<typeof GalleryFileSchema>;

/**
 * Gallery (#gallery), from content/en/gallery.yaml. Descriptions double as alt text, so each says
 * what the picture shows.
 */
export const galleryItems = photos as Gallery["photos"];
export const galleryFilters = filters as Gallery["filters"];
/** The section's heading and the hidden names of its filters, photo list and enlarged view. */
export const gallerySection: Gallery["section"] = section;
