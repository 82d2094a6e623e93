import type { Words } from "@content/words";

/** The words every part of the campaign page reads (app/shells/apartment-guntur.astro). */
export const landingWords: (keyof Words)[] = [
  "amenities",
  "enquiry",
  "floorPlans",
  "landing",
  "location",
  "navigation",
  "visitTexts",
];
