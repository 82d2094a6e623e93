import { z } from "zod";
import { filter, id, mediaPath, sectionHeading, spoken, text } from "./blocks";

/**
 * The gallery (content/en/gallery.yaml): its photos, their categories and its filters.
 */

const GalleryCategories = ["exterior", "interior", "amenities", "construction"] as const;

const GalleryItemSchema = z
  .object({
    id,
    image: mediaPath,
    title: text,
    description: text.describe("Says what the photo shows; it is also the photo's alt text"),
    category: z.enum(GalleryCategories),
    size: z.enum(["regular", "wide", "tall"]).describe("How many grid cells the tile spans"),
    aspectRatio: z.enum(["4/3", "3/4", "16/9", "1/1"]),
  })
  .strict();
export type GalleryItem = z.input<typeof GalleryItemSchema>;

export const GalleryFileSchema = z
  .object({
    section: sectionHeading
      .extend({
        filterLabel: spoken("Names the row of filter buttons"),
        listLabel: spoken("Names the list of photos"),
        dialogTitle: spoken("Names the enlarged view when no photo is open"),
      })
      .strict(),
    filters: z.array(filter(["all", ...GalleryCategories])).min(1),
    photos: z.array(GalleryItemSchema).min(1),
  })
  .strict();
