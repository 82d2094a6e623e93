/**
 * The site, in feet, with x to the east and z to the south from the north-west
 * corner of the plot (1.6 acres, about 340 ft by 205 ft). The aerial view, the
 * master plan, the site layout and the stilt parking plan all draw from it, so
 * they agree with each other.
 */
export type Area = { x: number; z: number; w: number; d: number };

export const SITE = {
  w: 340,
  d: 205,
  towers: [
    { id: "A", x: 16, z: 16, w: 140, d: 58 },
    { id: "B", x: 184, z: 16, w: 140, d: 58 },
  ],
  /** Driveway from the gate and the internal road in front of the towers. */
  roads: [
    { x: 158, z: 150, w: 24, d: 55 },
    { x: 10, z: 80, w: 320, d: 20 },
    { x: 158, z: 100, w: 24, d: 6 },
  ],
  gate: { x: 158, w: 24 },
  clubhouse: { x: 206, z: 112, w: 56, d: 34 },
  pool: { x: 208, z: 152, w: 50, d: 26 },
  poolDeck: { x: 198, z: 146, w: 72, d: 40 },
  play: { x: 24, z: 116, w: 56, d: 40 },
  gardens: [
    { x: 90, z: 110, w: 60, d: 84 },
    { x: 276, z: 110, w: 52, d: 84 },
    { x: 14, z: 164, w: 130, d: 30 },
  ],
  lawnCentral: { x: 90, z: 110, w: 60, d: 84 },
} as const;
