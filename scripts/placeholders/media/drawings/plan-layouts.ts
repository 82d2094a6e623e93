/**
 * Apartment layouts in feet, drawn east-facing (north up, the entrance on the
 * east wall); west-facing plans are their mirror images. Rectangles snap to a
 * 3-inch grid after scaling. Rooms name the rooms they open into; the drawing
 * finds the shared wall and places the door there.
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
  /** Wall the bed head (or sofa back, or counter) stands against. */
  against?: Side;
  /** The second counter run of an L-shaped kitchen. */
  counter2?: Side;
};

export type PlanLayout = {
  rooms: PlanRoom[];
  /** Pairs of room ids with no wall between them. */
  open: [string, string][];
  /** Room that holds the main door, on its east wall. */
  entry: string;
};

/** The generous 3 BHK: walk-in wardrobe, utility beside the kitchen, three balconies. */
export const LAYOUT_3A: PlanLayout = {
  entry: "foyer",
  rooms: [
    { id: "bed2", label: "BEDROOM 2", kind: "bed", x: 0, y: 0, w: 13, h: 12, doors: ["passage"], against: "w" },
    { id: "t2", label: "TOILET", kind: "toilet", x: 13, y: 0, w: 5, h: 8, doors: ["passage"] },
    {
      id: "kitchen",
      label: "KITCHEN",
      kind: "kitchen",
      x: 18,
      y: 0,
      w: 12,
      h: 12,
      doors: ["dining"],
      against: "n",
      counter2: "w",
    },
    { id: "utility", label: "UTILITY", kind: "utility", x: 30, y: 0, w: 6, h: 5, doors: ["kitchen"] },
    { id: "t3", label: "TOILET", kind: "toilet", x: 30, y: 5, w: 6, h: 7, doors: ["bed3"] },
    { id: "bed3", label: "BEDROOM 3", kind: "bed", x: 36, y: 0, w: 12, h: 12, doors: ["foyer"], against: "n" },
    { id: "wiw", label: "WALK-IN", kind: "dress", x: 0, y: 12, w: 6, h: 8, doors: ["mbed"] },
    { id: "mt", label: "TOILET", kind: "toilet", x: 6, y: 12, w: 7, h: 8, doors: ["mbed"] },
    { id: "passage", label: "PASSAGE", kind: "passage", x: 13, y: 8, w: 5, h: 13 },
    { id: "dining", label: "DINING", kind: "dining", x: 18, y: 12, w: 18, h: 9 },
    { id: "foyer", label: "FOYER", kind: "foyer", x: 36, y: 12, w: 12, h: 9 },
    { id: "mbed", label: "MASTER BEDROOM", kind: "bed", x: 0, y: 20, w: 13, h: 14, doors: ["living"], against: "w" },
    { id: "living", label: "LIVING", kind: "living", x: 13, y: 21, w: 25, h: 13, against: "s" },
    { id: "bal1", label: "BALCONY", kind: "balcony", x: 38, y: 21, w: 10, h: 13, doors: ["living"] },
    { id: "bal2", label: "BALCONY", kind: "balcony", x: 0, y: 34, w: 13, h: 5, doors: ["mbed"] },
    { id: "bal3", label: "BALCONY", kind: "balcony", x: 0, y: -5, w: 10, h: 5, doors: ["bed2"] },
  ],
  open: [
    ["dining", "passage"],
    ["dining", "foyer"],
    ["dining", "living"],
    ["living", "passage"],
    ["living", "foyer"],
  ],
};

/** The west-facing variant: a pooja alcove by the entrance and a balcony off the kitchen. */
export const LAYOUT_3A_POOJA: PlanLayout = {
  ...LAYOUT_3A,
  rooms: LAYOUT_3A.rooms.flatMap((r): PlanRoom[] => {
    if (r.id === "utility") return [{ ...r, id: "kbal", label: "BALCONY", kind: "balcony", doors: ["kitchen"] }];
    if (r.id === "foyer")
      return [
        { ...r, x: 40, w: 8 },
        { id: "pooja", label: "POOJA", kind: "pooja", x: 36, y: 12, w: 4, h: 4, doors: ["lobby"] },
        { id: "lobby", label: "", kind: "passage", x: 36, y: 16, w: 4, h: 5 },
      ];
    return [r];
  }),
  open: [...LAYOUT_3A.open, ["foyer", "lobby"], ["lobby", "dining"], ["lobby", "living"]],
};

/** The compact 3 BHK: two bedrooms with attached toilets and a common one, two balconies. */
export const LAYOUT_3B: PlanLayout = {
  entry: "foyer",
  rooms: [
    { id: "bed2", label: "BEDROOM 2", kind: "bed", x: 0, y: 0, w: 13, h: 12, doors: ["passage"], against: "w" },
    { id: "t2", label: "TOILET", kind: "toilet", x: 13, y: 0, w: 5, h: 8, doors: ["bed2"] },
    {
      id: "kitchen",
      label: "KITCHEN",
      kind: "kitchen",
      x: 18,
      y: 0,
      w: 11,
      h: 11,
      doors: ["dining"],
      against: "n",
      counter2: "e",
    },
    { id: "utility", label: "UTILITY", kind: "utility", x: 29, y: 0, w: 4, h: 6, doors: ["kitchen"] },
    { id: "t3", label: "TOILET", kind: "toilet", x: 29, y: 6, w: 4, h: 5, doors: ["dining"] },
    { id: "bed3", label: "BEDROOM 3", kind: "bed", x: 33, y: 0, w: 11, h: 12, doors: ["foyer"], against: "n" },
    { id: "mt", label: "TOILET", kind: "toilet", x: 0, y: 12, w: 8, h: 6, doors: ["mbed"] },
    { id: "dress", label: "DRESS", kind: "dress", x: 8, y: 12, w: 5, h: 6, doors: ["mbed"] },
    { id: "passage", label: "PASSAGE", kind: "passage", x: 13, y: 8, w: 5, h: 10 },
    { id: "dining", label: "DINING", kind: "dining", x: 18, y: 11, w: 15, h: 7 },
    { id: "foyer", label: "FOYER", kind: "foyer", x: 33, y: 12, w: 11, h: 6 },
    { id: "mbed", label: "MASTER BEDROOM", kind: "bed", x: 0, y: 18, w: 13, h: 12, doors: ["living"], against: "w" },
    { id: "living", label: "LIVING", kind: "living", x: 13, y: 18, w: 24, h: 12, against: "s" },
    { id: "bal1", label: "BALCONY", kind: "balcony", x: 37, y: 18, w: 7, h: 12, doors: ["living"] },
    { id: "bal2", label: "BALCONY", kind: "balcony", x: 0, y: 30, w: 13, h: 5, doors: ["mbed"] },
  ],
  open: [
    ["dining", "passage"],
    ["dining", "foyer"],
    ["dining", "living"],
    ["living", "passage"],
    ["living", "foyer"],
  ],
};

/** The compact 3 BHK with its kitchen open to the dining area. */
export const LAYOUT_3B_OPEN: PlanLayout = { ...LAYOUT_3B, open: [...LAYOUT_3B.open, ["kitchen", "dining"]] };

/** The 2 BHK with a study nook, a separate utility and balconies off living and master bedroom. */
export const LAYOUT_2A: PlanLayout = {
  entry: "foyer",
  rooms: [
    { id: "bed2", label: "BEDROOM 2", kind: "bed", x: 0, y: 0, w: 13, h: 12, doors: ["passage"], against: "w" },
    { id: "t2", label: "TOILET", kind: "toilet", x: 13, y: 0, w: 5, h: 8, doors: ["passage"] },
    {
      id: "kitchen",
      label: "KITCHEN",
      kind: "kitchen",
      x: 18,
      y: 0,
      w: 12,
      h: 10,
      doors: ["dining"],
      against: "n",
      counter2: "w",
    },
    { id: "utility", label: "UTILITY", kind: "utility", x: 30, y: 0, w: 10, h: 5, doors: ["kitchen"] },
    { id: "study", label: "STUDY", kind: "study", x: 30, y: 5, w: 10, h: 7, doors: ["foyer"] },
    { id: "passage", label: "PASSAGE", kind: "passage", x: 13, y: 8, w: 5, h: 10 },
    { id: "dining", label: "DINING", kind: "dining", x: 18, y: 10, w: 12, h: 8 },
    { id: "foyer", label: "FOYER", kind: "foyer", x: 30, y: 12, w: 10, h: 6 },
    { id: "mt", label: "TOILET", kind: "toilet", x: 0, y: 12, w: 8, h: 6, doors: ["mbed"] },
    { id: "dress", label: "DRESS", kind: "dress", x: 8, y: 12, w: 5, h: 6, doors: ["mbed"] },
    { id: "mbed", label: "MASTER BEDROOM", kind: "bed", x: 0, y: 18, w: 13, h: 14, doors: ["living"], against: "w" },
    { id: "living", label: "LIVING", kind: "living", x: 13, y: 18, w: 27, h: 14, against: "s" },
    { id: "bal1", label: "BALCONY", kind: "balcony", x: 40, y: 20, w: 5, h: 10, doors: ["living"] },
    { id: "bal2", label: "BALCONY", kind: "balcony", x: 0, y: 32, w: 13, h: 5, doors: ["mbed"] },
  ],
  open: [
    ["dining", "passage"],
    ["dining", "foyer"],
    ["dining", "living"],
    ["living", "passage"],
    ["living", "foyer"],
  ],
};

/** The 2 BHK with a wide living room and balcony, a pooja room by the dining and a dressing area. */
export const LAYOUT_2B: PlanLayout = {
  entry: "foyer",
  rooms: [
    { id: "bed2", label: "BEDROOM 2", kind: "bed", x: 0, y: 0, w: 13, h: 12, doors: ["passage"], against: "w" },
    { id: "t2", label: "TOILET", kind: "toilet", x: 13, y: 0, w: 5, h: 8, doors: ["passage"] },
    {
      id: "kitchen",
      label: "KITCHEN",
      kind: "kitchen",
      x: 18,
      y: 0,
      w: 12,
      h: 10,
      doors: ["dining"],
      against: "n",
      counter2: "w",
    },
    { id: "utility", label: "UTILITY", kind: "utility", x: 30, y: 0, w: 10, h: 5, doors: ["kitchen"] },
    { id: "pooja", label: "POOJA", kind: "pooja", x: 30, y: 5, w: 5, h: 5, doors: ["dining"] },
    { id: "passage", label: "PASSAGE", kind: "passage", x: 13, y: 8, w: 5, h: 10 },
    { id: "dining", label: "DINING", kind: "dining", x: 18, y: 10, w: 17, h: 8 },
    { id: "foyer", label: "FOYER", kind: "foyer", x: 35, y: 5, w: 5, h: 13 },
    { id: "mt", label: "TOILET", kind: "toilet", x: 0, y: 12, w: 7, h: 6, doors: ["dress"] },
    { id: "dress", label: "DRESS", kind: "dress", x: 7, y: 12, w: 6, h: 6, doors: ["mbed"] },
    { id: "mbed", label: "MASTER BEDROOM", kind: "bed", x: 0, y: 18, w: 13, h: 14, doors: ["living"], against: "n" },
    { id: "living", label: "LIVING", kind: "living", x: 13, y: 18, w: 27, h: 14, against: "e" },
    { id: "bal1", label: "BALCONY", kind: "balcony", x: 13, y: 32, w: 27, h: 5, doors: ["living"] },
    { id: "bal2", label: "BALCONY", kind: "balcony", x: -5, y: 20, w: 5, h: 10, doors: ["mbed"] },
  ],
  open: [
    ["dining", "passage"],
    ["dining", "foyer"],
    ["dining", "living"],
    ["living", "passage"],
    ["living", "foyer"],
  ],
};

/** Scales a layout so its carpet area (rooms other than balconies) comes close to `carpet`. */
export function fitLayout(layout: PlanLayout, carpet: number): PlanLayout {
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
export function mirrorLayout(layout: PlanLayout): PlanLayout {
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
