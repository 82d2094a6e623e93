import type { z } from "zod";
import { maps, section } from "./generated/layout-maps";
import type { LayoutMapsFileSchema, TitledImage } from "./schema";

/** Floor layout maps (content/en/layout-maps.yaml): the images of the layout carousel, each opening in a modal. */
export const layoutMaps: TitledImage[] = maps;
export const layoutMapsSection: z.output<typeof LayoutMapsFileSchema>["section"] = section;
