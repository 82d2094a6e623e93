import type { Direction } from "#content/schema.ts";

/**
 * Apartment layouts in feet, x to the east and y to the south, each drawn east-facing (north up, the
 * entrance on the east wall); a west-facing plan is drawn as the mirror image of its layout. Rectangles
 * snap to a 3-inch grid after scaling. Rooms name the rooms they open into; the drawing finds the shared
 * wall and places the door there. Before a plan is drawn, `layoutProblems` checks its layout against the
 * plan's content: its bedrooms, baths and balconies (content/en/floor-plans.yaml) and where its kitchen,
 * master bedroom and pooja space sit (content/vastu.yaml).
 */

type RoomKind =
  | "bed"
  | "toilet"
  | "kitchen"
  | "living"
  | "dining"
  | "foyer"
  | "utility"
  | "balcony"
  | "passage"
  | "dress"
  | "study"
  | "pooja";
export type Side = "n" | "s" | "e" | "w";

export type PlanRoom = {
  id: string;
  label: string;
  kind: RoomKind;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Rooms this one has a door into; the door swings into this room. */
  doors?: string[];
  /** Wall the bed head (or sofa back, or counter) stands against; the dining table keeps to it ("w" or "e"). */
  against?: Side;
  /** The second counter run of an L-shaped kitchen. */
  counter2?: Side;
};

export type PlanLayout = {
  rooms: PlanRoom[];
  /** Pairs of room ids with no wall between them. */
  open: [string, string][];
  /** Room that holds the main door, on its east wall (on its west wall once a west-facing plan is mirrored). */
  entry: string;
};

/** The master bedroom's id in every layout (content/vastu.yaml places it). */
const MASTER_BEDROOM = "mbed";

/**
 * The generous 3 BHK (3bhk-1772-east): the entrance and the pooja room in the north-east, the living room
 * along the north, the kitchen in the south-east with its utility beside it, the master bedroom in the
 * south-west with a walk-in wardrobe; a bath with every bedroom; balconies off the living room, the master
 * bedroom and bedroom 2, on three sides of the corner home.
 */
const LAYOUT_3A: PlanLayout = {
  entry: "foyer",
  rooms: [
    { id: "bed2", label: "BEDROOM 2", kind: "bed", x: 0, y: 0, w: 13, h: 13, doors: ["passage"], against: "n" },
    { id: "t2", label: "TOILET", kind: "toilet", x: 13, y: 0, w: 5, h: 8, doors: ["bed2"] },
    { id: "living", label: "LIVING", kind: "living", x: 18, y: 0, w: 24, h: 13, against: "w" },
    { id: "pooja", label: "POOJA", kind: "pooja", x: 42, y: 0, w: 6, h: 6, doors: ["living"] },
    { id: "foyer", label: "FOYER", kind: "foyer", x: 42, y: 6, w: 6, h: 7 },
    { id: "passage", label: "PASSAGE", kind: "passage", x: 13, y: 8, w: 5, h: 17 },
    { id: "wiw", label: "WALK-IN", kind: "dress", x: 0, y: 13, w: 6, h: 7, doors: [MASTER_BEDROOM] },
    { id: "mt", label: "TOILET", kind: "toilet", x: 6, y: 13, w: 7, h: 7, doors: [MASTER_BEDROOM] },
    { id: "dining", label: "DINING", kind: "dining", x: 18, y: 13, w: 30, h: 8 },
    {
      id: MASTER_BEDROOM,
      label: "MASTER BEDROOM",
      kind: "bed",
      x: 0,
      y: 20,
      w: 13,
      h: 14,
      doors: ["passage"],
      against: "w",
    },
    { id: "t3", label: "TOILET", kind: "toilet", x: 13, y: 25, w: 5, h: 9, doors: ["bed3"] },
    { id: "bed3", label: "BEDROOM 3", kind: "bed", x: 18, y: 21, w: 13, h: 13, doors: ["dining"], against: "s" },
    {
      id: "kitchen",
      label: "KITCHEN",
      kind: "kitchen",
      x: 31,
      y: 21,
      w: 12,
      h: 13,
      doors: ["dining"],
      against: "s",
      counter2: "w",
    },
    { id: "utility", label: "UTILITY", kind: "utility", x: 43, y: 21, w: 5, h: 13, doors: ["kitchen"] },
    { id: "bal1", label: "BALCONY", kind: "balcony", x: 23, y: -5, w: 14, h: 5, doors: ["living"] },
    { id: "bal2", label: "BALCONY", kind: "balcony", x: 0, y: 34, w: 13, h: 5, doors: [MASTER_BEDROOM] },
    { id: "bal3", label: "BALCONY", kind: "balcony", x: -5, y: 1, w: 5, h: 10, doors: ["bed2"] },
  ],
  open: [
    ["living", "foyer"],
    ["living", "dining"],
    ["living", "passage"],
    ["dining", "foyer"],
    ["dining", "passage"],
  ],
};

/**
 * The west-facing 3 BHK (3bhk-1719-west), written as built: north up, the entrance on the west wall into
 * the living room and its evening light, the kitchen in the north-west with a balcony of its own, the
 * dining hall along the north ending in the pooja alcove in the north-east corner, the master bedroom in
 * the south-west; a bath with every bedroom. Kept mirrored, east-facing, like every layout here: the
 * drawing mirrors a west-facing plan back.
 */
const LAYOUT_3A_WEST: PlanLayout = mirrorLayout({
  entry: "living",
  rooms: [
    {
      id: "kitchen",
      label: "KITCHEN",
      kind: "kitchen",
      x: 0,
      y: 0,
      w: 12,
      h: 12,
      doors: ["dining"],
      against: "w",
      counter2: "s",
    },
    { id: "dining", label: "DINING", kind: "dining", x: 12, y: 0, w: 18, h: 12 },
    { id: "pooja", label: "POOJA", kind: "pooja", x: 36, y: 0, w: 6, h: 6, doors: ["hall"] },
    { id: "hall", label: "", kind: "passage", x: 30, y: 6, w: 12, h: 6 },
    { id: "living", label: "LIVING", kind: "living", x: 0, y: 12, w: 20, h: 12, against: "s" },
    { id: "passage", label: "PASSAGE", kind: "passage", x: 20, y: 12, w: 5, h: 19 },
    { id: "bed2", label: "BEDROOM 2", kind: "bed", x: 30, y: 12, w: 12, h: 12, doors: ["hall"], against: "e" },
    { id: "t2", label: "TOILET", kind: "toilet", x: 25, y: 12, w: 5, h: 8, doors: ["bed2"] },
    { id: "dress2", label: "DRESS", kind: "dress", x: 25, y: 20, w: 5, h: 4, doors: ["bed2"] },
    {
      id: MASTER_BEDROOM,
      label: "MASTER BEDROOM",
      kind: "bed",
      x: 0,
      y: 24,
      w: 13,
      h: 12,
      doors: ["living"],
      against: "w",
    },
    { id: "mt", label: "TOILET", kind: "toilet", x: 13, y: 24, w: 7, h: 7, doors: [MASTER_BEDROOM] },
    { id: "bed3", label: "BEDROOM 3", kind: "bed", x: 25, y: 24, w: 12, h: 12, doors: ["passage"], against: "s" },
    { id: "t3", label: "TOILET", kind: "toilet", x: 37, y: 24, w: 5, h: 7, doors: ["bed3"] },
    { id: "dress3", label: "DRESS", kind: "dress", x: 37, y: 31, w: 5, h: 5, doors: ["bed3"] },
    { id: "kbal", label: "BALCONY", kind: "balcony", x: 1, y: -5, w: 10, h: 5, doors: ["kitchen"] },
    { id: "bal1", label: "BALCONY", kind: "balcony", x: 30, y: 0, w: 6, h: 6, doors: ["dining"] },
    { id: "bal2", label: "BALCONY", kind: "balcony", x: 13, y: 31, w: 12, h: 5, doors: [MASTER_BEDROOM] },
  ],
  open: [
    ["living", "dining"],
    ["living", "passage"],
    ["dining", "passage"],
    ["dining", "hall"],
  ],
});

/**
 * The compact 3 BHK (3bhk-1490-east): the main door into the living room along the north, the dining
 * space between it and the kitchen in the south-east, the master bedroom in the south-west with a
 * dressing area; baths attached to the master bedroom and bedroom 2 and a common one; balconies off the
 * living room and the master bedroom.
 */
const LAYOUT_3B: PlanLayout = {
  entry: "living",
  rooms: [
    { id: "bed2", label: "BEDROOM 2", kind: "bed", x: 0, y: 0, w: 13, h: 12, doors: ["passage"], against: "w" },
    { id: "t2", label: "TOILET", kind: "toilet", x: 13, y: 0, w: 5, h: 8, doors: ["bed2"] },
    { id: "living", label: "LIVING", kind: "living", x: 18, y: 0, w: 26, h: 12, against: "s" },
    { id: "mt", label: "TOILET", kind: "toilet", x: 0, y: 12, w: 8, h: 7, doors: [MASTER_BEDROOM] },
    { id: "dress", label: "DRESS", kind: "dress", x: 8, y: 12, w: 5, h: 7, doors: [MASTER_BEDROOM] },
    { id: "passage", label: "PASSAGE", kind: "passage", x: 13, y: 8, w: 5, h: 16 },
    { id: "dining", label: "DINING", kind: "dining", x: 18, y: 12, w: 26, h: 8 },
    {
      id: MASTER_BEDROOM,
      label: "MASTER BEDROOM",
      kind: "bed",
      x: 0,
      y: 19,
      w: 13,
      h: 13,
      doors: ["passage"],
      against: "w",
    },
    { id: "t3", label: "TOILET", kind: "toilet", x: 13, y: 24, w: 5, h: 8, doors: ["passage"] },
    { id: "bed3", label: "BEDROOM 3", kind: "bed", x: 18, y: 20, w: 13, h: 12, doors: ["dining"], against: "s" },
    {
      id: "kitchen",
      label: "KITCHEN",
      kind: "kitchen",
      x: 31,
      y: 20,
      w: 13,
      h: 12,
      doors: ["dining"],
      against: "s",
      counter2: "e",
    },
    { id: "bal1", label: "BALCONY", kind: "balcony", x: 18, y: -5, w: 12, h: 5, doors: ["living"] },
    { id: "bal2", label: "BALCONY", kind: "balcony", x: 0, y: 32, w: 13, h: 5, doors: [MASTER_BEDROOM] },
  ],
  open: [
    ["living", "dining"],
    ["living", "passage"],
    ["dining", "passage"],
  ],
};

/** The compact 3 BHK with its kitchen open to the dining space (3bhk-1470-east). */
const LAYOUT_3B_OPEN: PlanLayout = { ...LAYOUT_3B, open: [...LAYOUT_3B.open, ["kitchen", "dining"]] };

/**
 * The 2 BHK with a study nook (2bhk-1470-east): the main door into the living room along the north, the
 * kitchen in the south-east with a separate utility, the master bedroom in the south-west with its bath;
 * balconies off the living room and the master bedroom.
 */
const LAYOUT_2A: PlanLayout = {
  entry: "living",
  rooms: [
    { id: "bed2", label: "BEDROOM 2", kind: "bed", x: 0, y: 0, w: 13, h: 12, doors: ["passage"], against: "w" },
    { id: "t2", label: "TOILET", kind: "toilet", x: 13, y: 0, w: 5, h: 8, doors: ["passage"] },
    { id: "living", label: "LIVING", kind: "living", x: 18, y: 0, w: 18, h: 13, against: "s" },
    { id: "study", label: "STUDY", kind: "study", x: 0, y: 12, w: 13, h: 6, doors: ["passage"] },
    { id: "passage", label: "PASSAGE", kind: "passage", x: 13, y: 8, w: 5, h: 16 },
    { id: "dining", label: "DINING", kind: "dining", x: 18, y: 13, w: 18, h: 8 },
    {
      id: MASTER_BEDROOM,
      label: "MASTER BEDROOM",
      kind: "bed",
      x: 0,
      y: 18,
      w: 13,
      h: 14,
      doors: ["passage"],
      against: "w",
    },
    { id: "mt", label: "TOILET", kind: "toilet", x: 13, y: 24, w: 5, h: 8, doors: [MASTER_BEDROOM] },
    { id: "utility", label: "UTILITY", kind: "utility", x: 18, y: 21, w: 6, h: 11, doors: ["kitchen"] },
    {
      id: "kitchen",
      label: "KITCHEN",
      kind: "kitchen",
      x: 24,
      y: 21,
      w: 12,
      h: 11,
      doors: ["dining"],
      against: "s",
      counter2: "e",
    },
    { id: "bal1", label: "BALCONY", kind: "balcony", x: 29, y: -5, w: 7, h: 5, doors: ["living"] },
    { id: "bal2", label: "BALCONY", kind: "balcony", x: 0, y: 32, w: 13, h: 5, doors: [MASTER_BEDROOM] },
  ],
  open: [
    ["living", "dining"],
    ["living", "passage"],
    ["dining", "passage"],
  ],
};

/**
 * The 2 BHK with a wide living room (2bhk-1490-east): its balcony along the north, the main door into
 * the dining area on the east, the pooja room beside it in the north-east corner, the kitchen in the
 * south-east, the master bedroom in the south-west with a dressing area and its bath; a common bath
 * for bedroom 2.
 */
const LAYOUT_2B: PlanLayout = {
  entry: "dining",
  rooms: [
    { id: "living", label: "LIVING", kind: "living", x: 0, y: 0, w: 26, h: 13, against: "w" },
    { id: "nook", label: "", kind: "passage", x: 26, y: 0, w: 8, h: 6 },
    { id: "pooja", label: "POOJA", kind: "pooja", x: 34, y: 0, w: 6, h: 6, doors: ["dining"] },
    { id: "dining", label: "DINING", kind: "dining", x: 26, y: 6, w: 14, h: 13, against: "w" },
    { id: "mt", label: "TOILET", kind: "toilet", x: 0, y: 13, w: 7, h: 6, doors: [MASTER_BEDROOM] },
    { id: "hall", label: "", kind: "passage", x: 7, y: 13, w: 19, h: 6 },
    {
      id: MASTER_BEDROOM,
      label: "MASTER BEDROOM",
      kind: "bed",
      x: 0,
      y: 19,
      w: 13,
      h: 12,
      doors: ["hall"],
      against: "w",
    },
    { id: "t2", label: "TOILET", kind: "toilet", x: 13, y: 19, w: 5, h: 6, doors: ["hall"] },
    { id: "dress", label: "DRESS", kind: "dress", x: 13, y: 25, w: 5, h: 6, doors: [MASTER_BEDROOM] },
    { id: "bed2", label: "BEDROOM 2", kind: "bed", x: 18, y: 19, w: 11, h: 12, doors: ["hall"], against: "s" },
    {
      id: "kitchen",
      label: "KITCHEN",
      kind: "kitchen",
      x: 29,
      y: 19,
      w: 11,
      h: 12,
      doors: ["dining"],
      against: "s",
      counter2: "e",
    },
    { id: "bal1", label: "BALCONY", kind: "balcony", x: 3, y: -5, w: 20, h: 5, doors: ["living"] },
    { id: "bal2", label: "BALCONY", kind: "balcony", x: 0, y: 31, w: 13, h: 5, doors: [MASTER_BEDROOM] },
  ],
  open: [
    ["living", "nook"],
    ["living", "dining"],
    ["living", "hall"],
    ["nook", "dining"],
    ["dining", "hall"],
  ],
};

/** The layout that draws each plan of content/en/floor-plans.yaml, by the plan's id. */
export const PLAN_LAYOUTS: Readonly<Record<string, PlanLayout>> = {
  "3bhk-1772-east": LAYOUT_3A,
  "3bhk-1470-east": LAYOUT_3B_OPEN,
  "3bhk-1719-west": LAYOUT_3A_WEST,
  "3bhk-1490-east": LAYOUT_3B,
  "2bhk-1470-east": LAYOUT_2A,
  "2bhk-1490-east": LAYOUT_2B,
};

/** Scales a layout so its carpet area (rooms other than balconies) comes close to `carpet`. */
function fitLayout(layout: PlanLayout, carpet: number): PlanLayout {
  const area = layout.rooms.filter((r) => r.kind !== "balcony").reduce((s, r) => s + r.w * r.h, 0);
  const k = Math.sqrt(carpet / area);
  const snap = (v: number): number => Math.round(v * k * 4) / 4;
  return {
    ...layout,
    rooms: layout.rooms.map((r) => {
      const x = snap(r.x);
      const y = snap(r.y);
      return { ...r, x, y, w: snap(r.x + r.w) - x, h: snap(r.y + r.h) - y };
    }),
  };
}

/** Mirrors a layout east to west, for west-facing plans. */
function mirrorLayout(layout: PlanLayout): PlanLayout {
  const maxX = Math.max(...layout.rooms.map((r) => r.x + r.w));
  const flip: Record<Side, Side> = { n: "n", s: "s", e: "w", w: "e" };
  return {
    ...layout,
    rooms: layout.rooms.map((r) => ({
      ...r,
      x: maxX - r.x - r.w,
      against: r.against ? flip[r.against] : undefined,
      counter2: r.counter2 ? flip[r.counter2] : undefined,
    })),
  };
}

/** A layout as its plan is drawn: scaled to the plan's carpet area and, for a west-facing plan, mirrored. */
export function orientLayout(layout: PlanLayout, facing: "East" | "West", carpet: number): PlanLayout {
  const fitted = fitLayout(layout, carpet);
  return facing === "West" ? mirrorLayout(fitted) : fitted;
}

/**
 * The part of the home a room sits in, as Vastu names it: the home (its rooms, not its balconies) cut in
 * thirds each way, north up, and the third its centre falls in; "centre" for the middle one.
 */
function zoneOf(layout: PlanLayout, room: PlanRoom): Direction | "centre" {
  const home = layout.rooms.filter((r) => r.kind !== "balcony");
  const x0 = Math.min(...home.map((r) => r.x));
  const x1 = Math.max(...home.map((r) => r.x + r.w));
  const y0 = Math.min(...home.map((r) => r.y));
  const y1 = Math.max(...home.map((r) => r.y + r.h));
  const third = (v: number, from: number, to: number): 0 | 1 | 2 =>
    v < from + (to - from) / 3 ? 0 : v > to - (to - from) / 3 ? 2 : 1;
  const ns = (["north", "", "south"] as const)[third(room.y + room.h / 2, y0, y1)];
  const ew = (["west", "", "east"] as const)[third(room.x + room.w / 2, x0, x1)];
  if (ns && ew) return `${ns}-${ew}`;
  return ns || ew || "centre";
}

/** What a plan's content says of its rooms: their counts (content/en/floor-plans.yaml) and its Vastu (content/vastu.yaml). */
export type PlanFacts = {
  bedrooms: number;
  bathrooms: number;
  balconies: number;
  /** Left out for a plan content/vastu.yaml leaves out; `pooja` left out when the plan has no pooja space. */
  vastu?: { kitchen: Direction; masterBedroom: Direction; pooja?: Direction };
};

/** Where a layout, as drawn (orientLayout), says other than its plan's content; empty when they agree. */
export function layoutProblems(layout: PlanLayout, facts: PlanFacts): string[] {
  const problems: string[] = [];
  const ofKind = (kind: RoomKind): PlanRoom[] => layout.rooms.filter((r) => r.kind === kind);
  const counts: [string, RoomKind, number][] = [
    ["bedrooms", "bed", facts.bedrooms],
    ["bathrooms", "toilet", facts.bathrooms],
    ["balconies", "balcony", facts.balconies],
  ];
  for (const [name, kind, want] of counts) {
    const drawn = ofKind(kind).length;
    if (drawn !== want) problems.push(`${drawn} ${name} drawn, the plan has ${want}`);
  }
  const { vastu } = facts;
  if (!vastu) return problems;
  const placed: [string, PlanRoom[], Direction | undefined][] = [
    ["kitchen", ofKind("kitchen"), vastu.kitchen],
    ["master bedroom", layout.rooms.filter((r) => r.id === MASTER_BEDROOM), vastu.masterBedroom],
    ["pooja space", ofKind("pooja"), vastu.pooja],
  ];
  for (const [name, rooms, want] of placed) {
    if (want === undefined) {
      if (rooms.length > 0) problems.push(`a ${name} drawn, content/vastu.yaml gives the plan none`);
      continue;
    }
    if (rooms.length !== 1) {
      problems.push(`${rooms.length} rooms drawn as the ${name}, expected one`);
      continue;
    }
    const zone = zoneOf(layout, rooms[0]!);
    if (zone !== want) problems.push(`the ${name} drawn in the ${zone}, content/vastu.yaml says ${want}`);
  }
  return problems;
}
