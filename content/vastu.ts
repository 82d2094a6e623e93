import { plans } from "./generated/vastu";
import type { Direction, FloorPlan, PlanVastu } from "./schema";
import type { Words } from "./words";

/**
 * Vastu of each floor plan (content/vastu.yaml, checked by VastuFileSchema), in the words of content/en/floor-plans.yaml (`vastu`). The main door faces as the
 * plan does: its facing is the main door's direction (content/schema/flats.ts, FlatSchema).
 */
const vastu: readonly PlanVastu[] = plans;

export function vastuContent(content: Words) {
  const words = content.floorPlans.vastu;

  /** "East", "North-east": a direction in the page's words. */
  const directionWord = (name: Direction): string => words.directions[name];

  /** What a plan's Vastu rows are called, in their order: the main door, the kitchen, the master bedroom, the pooja space. */
  const vastuTerms = [words.mainDoor, words.kitchen, words.masterBedroom, words.pooja] as const;

  /** A plan's Vastu in the page's words, in the order of `vastuTerms`; null for a plan the file leaves out. */
  function vastuValues(plan: Pick<FloorPlan, "id" | "facing">): string[] | null {
    const facts = vastu.find((each) => each.plan === plan.id);
    if (!facts) return null;
    const mainDoor: Direction = plan.facing === "East Facing" ? "east" : "west";
    return [
      directionWord(mainDoor),
      directionWord(facts.kitchen),
      directionWord(facts.masterBedroom),
      facts.pooja ? directionWord(facts.pooja) : words.noPooja,
    ];
  }

  /** A plan's Vastu as rows of term and value; null for a plan the file leaves out. */
  function vastuRows(plan: Pick<FloorPlan, "id" | "facing">): [term: string, value: string][] | null {
    return vastuValues(plan)?.map((value, index) => [vastuTerms[index]!, value]) ?? null;
  }

  return { vastuWords: { heading: words.heading }, directionWord, vastuTerms, vastuValues, vastuRows };
}
