import { facts, floorsShortText } from "./facts";
import type { GalleryItem } from "./schema";
import { site } from "./site";

/**
 * Gallery (#gallery). Ids are the image base names. Descriptions double as alt
 * text, so each says what the picture shows; until the builder's photos arrive
 * they are artist's impressions.
 */
export const galleryItems = [
  {
    id: "exterior-towers-dusk",
    image: "gallery/exterior-towers-dusk.jpg",
    title: "The Towers at Dusk",
    description: `Artist's impression of the ${facts.towers} ${floorsShortText} towers of ${site.projectName} at dusk, with lit windows and balconies above the landscaped court.`,
    category: "exterior",
    size: "wide",
    aspectRatio: "4/3",
  },
  {
    id: "exterior-entrance-gate",
    image: "gallery/exterior-entrance-gate.jpg",
    title: "Entrance Gate",
    description:
      "Artist's impression of the gated entrance with its security cabin, boom barrier and palm-lined driveway leading to the towers.",
    category: "exterior",
    size: "tall",
    aspectRatio: "3/4",
  },
  {
    id: "exterior-aerial-view",
    image: "gallery/exterior-aerial-view.jpg",
    title: "Aerial View",
    description: `Artist's impression of the ${facts.landAcres}-acre site from above, showing both towers, the pool, the clubhouse and the gardens inside the boundary wall.`,
    category: "exterior",
    size: "wide",
    aspectRatio: "16/9",
  },
  {
    id: "interior-living-room",
    image: "gallery/interior-living-room.jpg",
    title: "Living Room",
    description:
      "Artist's impression of a furnished living and dining room with vitrified tile flooring and a wide sliding door to the balcony.",
    category: "interior",
    size: "regular",
    aspectRatio: "4/3",
  },
  {
    id: "interior-kitchen",
    image: "gallery/interior-kitchen.jpg",
    title: "Kitchen",
    description:
      "Artist's impression of a kitchen with a granite counter, stainless steel sink, modular cabinets and a window over the platform.",
    category: "interior",
    size: "regular",
    aspectRatio: "4/3",
  },
  {
    id: "interior-master-bedroom",
    image: "gallery/interior-master-bedroom.jpg",
    title: "Master Bedroom",
    description:
      "Artist's impression of a master bedroom with a double bed, a full-height wardrobe and a door opening to its own balcony.",
    category: "interior",
    size: "tall",
    aspectRatio: "3/4",
  },
  {
    id: "amenities-swimming-pool",
    image: "gallery/amenities-swimming-pool.jpg",
    title: "Swimming Pool",
    description:
      "Artist's impression of the swimming pool between the towers, with a shallow children's section, a paved deck and loungers.",
    category: "amenities",
    size: "wide",
    aspectRatio: "16/9",
  },
  {
    id: "amenities-clubhouse",
    image: "gallery/amenities-clubhouse.jpg",
    title: "Clubhouse",
    description:
      "Artist's impression of the clubhouse, home to the gym, the multipurpose hall and the indoor games room, facing the pool deck.",
    category: "amenities",
    size: "regular",
    aspectRatio: "4/3",
  },
  {
    id: "amenities-landscaped-garden",
    image: "gallery/amenities-landscaped-garden.jpg",
    title: "Landscaped Garden",
    description: "Artist's impression of the landscaped garden with a walking path, lawns, shade trees and benches.",
    category: "amenities",
    size: "regular",
    aspectRatio: "1/1",
  },
  {
    id: "construction-tower-progress",
    image: "gallery/construction-tower-progress.jpg",
    title: "Tower Construction",
    description:
      "Illustration of a tower rising floor by floor, with its RCC frame, formwork and scaffolding in place.",
    category: "construction",
    size: "tall",
    aspectRatio: "3/4",
  },
  {
    id: "construction-foundation",
    image: "gallery/construction-foundation.jpg",
    title: "Foundation Work",
    description:
      "Illustration of foundation work on site, with reinforcement cages for the footings and columns being tied before the concrete pour.",
    category: "construction",
    size: "regular",
    aspectRatio: "4/3",
  },
] satisfies GalleryItem[];

export const galleryFilters = [
  { value: "all", label: "All" },
  { value: "exterior", label: "Exterior" },
  { value: "interior", label: "Interior" },
  { value: "amenities", label: "Amenities" },
  { value: "construction", label: "Construction" },
] as const satisfies readonly { value: "all" | GalleryItem["category"]; label: string }[];
