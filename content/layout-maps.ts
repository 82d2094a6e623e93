import { maps } from "./generated/layout-maps";
import type { TitledImage } from "./schema";

/** Floor layout maps (content/en/layout-maps.yaml): the images of the layout carousel, each opening in a modal. */
export const layoutMaps: TitledImage[] = maps;
