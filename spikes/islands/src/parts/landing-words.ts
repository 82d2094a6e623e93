import type { Words } from "@content/words";

/** The words every part of the campaign page reads (app/routes/apartment-guntur.tsx gives the page these). */
export const landingWords: (keyof Words)[] = ["amenities", "enquiry", "floorPlans", "landing", "location", "navigation", "visitTexts"];
