import { FactList } from "#app/components/ui/fact-list.tsx";
import { VastuFacts } from "#app/components/ui/vastu-facts.tsx";
import { useContent } from "#app/utils/use-content.tsx";
import { floorPlansContent } from "#content/floor-plans.ts";
import type { FloorPlan } from "#content/schema.ts";

/**
 * The detail rows of a plan (docs/product.md, Home page: floor plans), then its Vastu; `vastuLevel` is the level of
 * the Vastu heading where the details sit: under a card's h3, or the enlarged view's h2.
 */
export function FloorPlanDetails({ plan, vastuLevel }: { plan: FloorPlan; vastuLevel: 3 | 4 }) {
  const { floorPlanDetails: words } = useContent(floorPlansContent);
  const { details } = plan;
  const rows = [
    [words.bedrooms, details.bedrooms],
    [words.bathrooms, details.bathrooms],
    [words.balconies, details.balconies],
    [words.supBuiltUpArea, words.area(details.supBuiltUpArea)],
    [words.carpetArea, words.area(details.carpetArea)],
    [words.floorRise, words.floorRisePrice(details.floorRise)],
  ] as const;
  return (
    <>
      <FactList rows={rows} />
      <VastuFacts plan={plan} level={vastuLevel} className="mt-5" />
    </>
  );
}
