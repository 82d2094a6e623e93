import type { z } from "zod";
import data from "./generated/brochure";
import type { BrochureFileSchema } from "./schema";
import { fillValues } from "./values";

const brochureData: z.output<typeof BrochureFileSchema> = data;

/** The brochure's own words (scripts/build/brochure/), from content/en/brochure.yaml. */
export const brochure = {
  ...brochureData,
  area: (area: number) => fillValues(brochureData.area, { area }),
  planDetails: {
    ...brochureData.planDetails,
    floorRisePrice: (price: string) => fillValues(brochureData.planDetails.floorRisePrice, { price }),
  },
};
