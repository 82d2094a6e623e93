import { facts } from "./facts";
import type { FloorPlan } from "./schema";

/**
 * Floor plans (#floor-plans), in the order of the plans table the builder supplied. `area` and
 * `details.supBuiltUpArea` are the super built-up area; carpet areas are what is
 * inside the walls of the apartment.
 */
export const floorPlans = [
  {
    id: "3bhk-1772-east",
    image: "floor-plans/3bhk-1772-east.png",
    type: "3 BHK",
    facing: "East Facing",
    area: 1772,
    category: ["3bhk", "east"],
    highlights: [
      "Corner home with three balconies",
      "Master bedroom with walk-in wardrobe",
      "Separate utility beside the kitchen",
    ],
    details: {
      bedrooms: 3,
      bathrooms: 3,
      balconies: 3,
      supBuiltUpArea: 1772,
      carpetArea: 1340,
      floorRise: facts.floorRisePerSqft,
    },
  },
  {
    id: "3bhk-1470-east",
    image: "floor-plans/3bhk-1470-east.png",
    type: "3 BHK",
    facing: "East Facing",
    area: 1470,
    category: ["3bhk", "east"],
    highlights: [
      "Compact 3 BHK with no wasted corridor",
      "East-facing main door and living room",
      "Kitchen opening to the dining area",
    ],
    details: {
      bedrooms: 3,
      bathrooms: 3,
      balconies: 2,
      supBuiltUpArea: 1470,
      carpetArea: 1150,
      floorRise: facts.floorRisePerSqft,
    },
  },
  {
    id: "3bhk-1719-west",
    image: "floor-plans/3bhk-1719-west.png",
    type: "3 BHK",
    facing: "West Facing",
    area: 1719,
    category: ["3bhk", "west"],
    highlights: [
      "Living room with evening light",
      "Three balconies, one off the kitchen",
      "Pooja alcove near the entrance",
    ],
    details: {
      bedrooms: 3,
      bathrooms: 3,
      balconies: 3,
      supBuiltUpArea: 1719,
      carpetArea: 1300,
      floorRise: facts.floorRisePerSqft,
    },
  },
  {
    id: "3bhk-1490-east",
    image: "floor-plans/3bhk-1490-east.png",
    type: "3 BHK",
    facing: "East Facing",
    area: 1490,
    category: ["3bhk", "east"],
    highlights: [
      "Two bedrooms with attached baths",
      "Dining space between living and kitchen",
      "South-west master bedroom per Vastu",
    ],
    details: {
      bedrooms: 3,
      bathrooms: 3,
      balconies: 2,
      supBuiltUpArea: 1490,
      carpetArea: 1165,
      floorRise: facts.floorRisePerSqft,
    },
  },
  {
    id: "2bhk-1470-east",
    image: "floor-plans/2bhk-1470-east.png",
    type: "2 BHK",
    facing: "East Facing",
    area: 1470,
    category: ["2bhk", "east"],
    highlights: [
      "Generous 2 BHK with a study nook",
      "Balconies off living and master bedroom",
      "Kitchen with a separate utility area",
    ],
    details: {
      bedrooms: 2,
      bathrooms: 2,
      balconies: 2,
      supBuiltUpArea: 1470,
      carpetArea: 1165,
      floorRise: facts.floorRisePerSqft,
    },
  },
  {
    id: "2bhk-1490-east",
    image: "floor-plans/2bhk-1490-east.png",
    type: "2 BHK",
    facing: "East Facing",
    area: 1490,
    category: ["2bhk", "east"],
    highlights: [
      "Wide living room with a balcony",
      "Pooja room beside the dining area",
      "Master bedroom with dressing area",
    ],
    details: {
      bedrooms: 2,
      bathrooms: 2,
      balconies: 2,
      supBuiltUpArea: 1490,
      carpetArea: 1180,
      floorRise: facts.floorRisePerSqft,
    },
  },
] satisfies FloorPlan[];

export const floorPlanFilters = [
  { value: "all", label: "All Plans" },
  { value: "2 BHK", label: "2 BHK" },
  { value: "3 BHK", label: "3 BHK" },
] as const satisfies readonly { value: "all" | FloorPlan["type"]; label: string }[];
