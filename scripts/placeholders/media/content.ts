import { readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { FlatsFileSchema, FloorPlansFileSchema, VastuFileSchema } from "#content/schema.ts";
import { YamlSource } from "#content/source.ts";
import type { FloorFlat, TypicalFloor } from "./drawings/maps";
import type { PlanFacts } from "./drawings/plan-layouts";

/**
 * The facts the plans and the typical floors show, read from the content files themselves (not
 * content/generated/, which the content build writes), so the drawings say what the pages say: each
 * plan's type, areas, facing, rooms and Vastu, and the plan of every flat.
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

/**
 * A tower's typical floor from content/flats.yaml: its lowest floor's flats in the order of their unit
 * numbers, each with its plan's type, area, facing and balconies. Throws when a floor above does not repeat
 * it, which the map says they do.
 */
export function readTypicalFloor(tower: "A" | "B"): TypicalFloor {
  const plans = readFloorPlans();
  const flats = read("content/flats.yaml", FlatsFileSchema).flats.filter((flat) => flat.tower === tower);
  const floors = flats.map((flat) => flat.floor);
  const lowest = Math.min(...floors);
  const highest = Math.max(...floors);
  const unitNo = (unit: string): string => unit.slice(-2);
  const typical = new Map(
    flats
      .filter((flat) => flat.floor === lowest)
      .sort((a, b) => a.unit.localeCompare(b.unit))
      .map((flat) => [unitNo(flat.unit), flat.plan]),
  );
  const different = flats.filter((flat) => typical.get(unitNo(flat.unit)) !== flat.plan);
  if (different.length > 0) {
    const list = different.map((flat) => `${flat.unit} (${flat.plan})`).join(", ");
    throw new Error(
      `content/flats.yaml: ${list}: not the plan of the flat of the same number on floor ${lowest}, the typical floor of tower ${tower} its map draws`,
    );
  }
  const homes: FloorFlat[] = [...typical].map(([no, id]) => {
    const plan = plans.find((each) => each.id === id);
    if (!plan) throw new Error(`content/flats.yaml: flat ${tower}-${lowest}${no} has no plan ${id}`);
    return { no, type: plan.type, area: plan.area, facing: plan.facing, balconies: plan.facts.balconies };
  });
  return { floors: [lowest, highest], flats: homes };
}
