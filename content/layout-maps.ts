import type { Words } from "./words";

/** Floor layout maps (content/en/layout-maps.yaml): the images of the layout carousel, each opening in a modal. */
export function layoutMapsContent(words: Words) {
  const file = words.layoutMaps;
  return { layoutMaps: file.maps, layoutMapsSection: file.section };
}
