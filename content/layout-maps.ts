import type { z } from "zod";
import type { LayoutMapsFileSchema } from "./schema";
import type { Words } from "./words";

/** Floor layout maps (content/en/layout-maps.yaml): the images of the layout carousel, each opening in a modal. */
export function layoutMapsContent(words: Words) {
  const file: z.output<typeof LayoutMapsFileSchema> = words.layoutMaps;
  return { layoutMaps: file.maps, layoutMapsSection: file.section };
}
