import { fillValues } from "./values";
import type { Words } from "./words";

/** The brochure's own words (scripts/build/brochure/), from content/en/brochure.yaml. */
export function brochureContent(words: Words) {
  const file = words.brochure;
  return {
    brochure: {
      ...file,
      area: (area: number) => fillValues(file.area, { area }),
      planDetails: {
        ...file.planDetails,
        floorRisePrice: (price: string) => fillValues(file.planDetails.floorRisePrice, { price }),
      },
    },
  };
}
