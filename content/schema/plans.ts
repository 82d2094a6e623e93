import { z } from "zod";
import { filter, id, mediaPath, refuseRepeats, sectionHeading, spoken, text, withValues } from "./blocks";

/**
 * The floor plans (content/en/floor-plans.yaml) and the Vastu of each (content/vastu.yaml).
 */

const FloorPlanSchema = z
  .object({
    id,
    image: mediaPath,
    type: z.enum(["2 BHK", "3 BHK"]),
    facing: z.enum(["East Facing", "West Facing"]),
    area: z.number().int().positive().describe("Super built-up area in sq ft"),
    category: z.array(z.enum(["2bhk", "3bhk", "east", "west"])).min(2),
    highlights: z.array(text).length(3),
    details: z
      .object({
        bedrooms: z.number().int().min(1),
        bathrooms: z.number().int().min(1),
        balconies: z.number().int().min(0),
        supBuiltUpArea: z.number().int().positive().describe("Super built-up area in sq ft, as above"),
        carpetArea: z.number().int().min(1150).max(1350).describe("Inside the walls, in sq ft"),
        balconyArea: z
          .number()
          .int()
          .positive()
          .describe("The balconies' area in sq ft, outside the carpet area (RERA counts them separately)"),
      })
      .strict(),
  })
  .strict();
/** A floor plan as pages read it: the floor rise comes from content/facts.yaml. */
export type FloorPlan = z.input<typeof FloorPlanSchema> & {
  details: z.input<typeof FloorPlanSchema>["details"] & { floorRise: number };
};

/** The eight directions of the compass, as Vastu names the parts of a home. */
const DIRECTIONS = ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"] as const;
export type Direction = (typeof DIRECTIONS)[number];
const direction = z.enum(DIRECTIONS);

/**
 * Vastu of each floor plan (content/vastu.yaml): where its kitchen, master bedroom and pooja space sit. The main
 * door's direction is the plan's facing (content/en/floor-plans.yaml), as each flat's is (content/flats.yaml).
 */
export const VastuFileSchema = z
  .object({
    sample: z
      .boolean()
      .describe("On while these are placeholders: the build says so until the real ones are in. Off once they are"),
    plans: z
      .array(
        z
          .object({
            plan: id.describe("The id of its floor plan in Floor plans, e.g. 3bhk-1772-east"),
            kitchen: direction.describe("The part of the flat the kitchen sits in: north, north-east, east, …"),
            masterBedroom: direction.describe("The part of the flat the master bedroom sits in"),
            pooja: direction
              .optional()
              .describe("The part of the flat the pooja space sits in; leave out when the plan has none"),
          })
          .strict(),
      )
      .describe("Each floor plan once; a plan left out shows no Vastu. The main door faces as the plan does"),
  })
  .strict()
  .superRefine(({ plans }, context) => refuseRepeats(context, "plans", plans, "plan"));
export type PlanVastu = z.output<typeof VastuFileSchema>["plans"][number];

/** In the floor plans' texts, {type}, {area} and {facing} stand for the plan's own. */
export const FloorPlansFileSchema = z
  .object({
    section: sectionHeading
      .extend({
        filterLabel: spoken("Names the row of filter buttons"),
        count: withValues("shown", "total").describe(
          "Under the filter buttons: {shown} is the number of plans shown, {total} the number of all plans",
        ),
        dialogTitle: spoken("Names the enlarged view when no plan is open"),
        askPrice: text.describe("The button in the enlarged view of a plan, leading to the enquiry form"),
      })
      .strict(),
    card: z
      .object({
        name: withValues("type", "area", "facing").describe(
          "A plan's name in the enlarged view's heading; screen readers also read it for its card",
        ),
        drawingAlt: withValues("type", "area", "facing").describe(
          "What a plan's drawing shows, for screen readers; {facing} is written in small letters",
        ),
        facings: z
          .object({ east: text, west: text })
          .strict()
          .describe(
            "How a plan's facing (East Facing or West Facing in its data below) is written on its card and in its name",
          ),
        unit: text.describe("After the area in the card's heading, e.g. sq ft"),
        detailsToggle: text.describe("Opens a card's details on phones"),
        viewDetails: text.describe("The link at the foot of each card, on tablets and larger screens"),
        viewDetailsHint: withValues("name").describe(
          "Said after View details by screen readers; {name} is the plan's name",
        ),
      })
      .strict()
      .describe("The words of each plan's card"),
    vastu: z
      .object({
        heading: text.describe("Above a plan's Vastu (content/vastu.yaml) on its card, each flat's page and compare"),
        mainDoor: text.describe("Names the direction the main door faces"),
        kitchen: text,
        masterBedroom: text,
        pooja: text,
        noPooja: text.describe("Said when the plan has no pooja space"),
        directions: z
          .object(Object.fromEntries(DIRECTIONS.map((name) => [name, text])) as Record<Direction, typeof text>)
          .strict()
          .describe("How each direction is written"),
      })
      .strict(),
    details: z
      .object({
        bedrooms: text,
        bathrooms: text,
        balconies: text,
        supBuiltUpArea: text,
        carpetArea: text,
        floorRise: text,
        area: withValues("area").describe("An area in the table; {area} is the number"),
        floorRisePrice: withValues("amount").describe("The floor rise in the table; {amount} is the number of rupees"),
      })
      .strict()
      .describe("The table of a plan's details: row names and how areas and prices are written"),
    filters: z.array(filter(["all", "2 BHK", "3 BHK"])).min(1),
    plans: z.array(FloorPlanSchema).min(1),
  })
  .strict();
