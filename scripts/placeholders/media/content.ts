import { readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { FloorPlansFileSchema, VastuFileSchema } from "../../../content/schema";
import { YamlSource } from "../../../content/source";
import type { PlanFacts } from "./drawings/plan-layouts";

/**
 * The facts the plans show, read from the content files themselves (not content/generated/, which the
 * content build writes), so the drawings say what the pages say: each plan's type, areas, facing, rooms
 * and Vastu.
 */

const ROOT = path.resolve(import.meta.dirname, "../../..");

function read<Schema extends z.ZodType>(file: string, schema: Schema): z.output<Schema> {
  return new YamlSource(file, readFileSync(path.join(ROOT, file), "utf8")).parse(schema);
}

/** A floor plan of content/en/floor-plans.yaml with its Vastu (content/vastu.yaml). */
export type PlanContent = {
  id: string;
  /** Its drawing, below content/media. */
  image: string;
  type: "2 BHK" | "3 BHK";
  facing: "East" | "West";
  /** Super built-up area in sq ft. */
  area: number;
  /** Carpet area in sq ft. */
  carpet: number;
  facts: PlanFacts;
};

export function readFloorPlans(): PlanContent[] {
  const { plans } = read("content/en/floor-plans.yaml", FloorPlansFileSchema);
  const vastu = read("content/vastu.yaml", VastuFileSchema).plans;
  return plans.map((plan) => {
    const facts = vastu.find((each) => each.plan === plan.id);
    return {
      id: plan.id,
      image: plan.image,
      type: plan.type,
      facing: plan.facing === "East Facing" ? "East" : "West",
      area: plan.area,
      carpet: plan.details.carpetArea,
      facts: {
        bedrooms: plan.details.bedrooms,
        bathrooms: plan.details.bathrooms,
        balconies: plan.details.balconies,
        vastu: facts && { kitchen: facts.kitchen, masterBedroom: facts.masterBedroom, pooja: facts.pooja },
      },
    };
  });
}
