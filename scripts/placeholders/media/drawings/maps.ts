import { createRandom } from "#scripts/placeholders/media/core/random.ts";
import { Defs, circle, ellipse, escapeXml, line, mix, n, rect, svgDoc } from "#scripts/placeholders/media/core/svg.ts";
import { palette } from "#scripts/placeholders/media/palette.ts";
import { type Area, SITE } from "#scripts/placeholders/media/site.ts";
import { northArrow } from "./floor-plans";

/**
 * Plans at the scale of the building and the region: typical floors of both
 * towers, the stilt parking level, the site layout, the illustrated master plan
 * and the location map. Labels are facts of the building, never the project name.
 */

type Size = { w: number; h: number };
const FONT = `font-family="sans-serif"`;
const INK = "#26302f";
const PAPER = "#fbf8f1";
const HALO = `stroke="${PAPER}" stroke-width="5" stroke-linejoin="round" paint-order="stroke"`;

const text = (x: number, y: number, s: string, size: number, attrs = ""): string =>
  `<text x="${n(x)}" y="${n(y)}" ${FONT} font-size="${size}" ${/(^|\s)fill=/.test(attrs) ? "" : `fill="${INK}"`} ${attrs}>${escapeXml(s)}</text>`;

function frame(view: Size, title: string, subtitle: string): string {
  return (
    rect(0, 0, view.w, view.h, `fill="${PAPER}"`) +
    rect(0, 0, view.w, 92, `fill="#f2eadb"`) +
    rect(0, 92, view.w, 3, `fill="${palette.teal}"`) +
    text(48, 52, title, 32, `font-weight="700" fill="${palette.deepTeal}" letter-spacing="1"`) +
    text(48, 80, subtitle, 17, `fill="#5b6463"`) +
    northArrow(view.w - 70, 50, 26).replace(/y="[\d.]+" font-size="18"/, `y="20" font-size="14"`)
  );
}

function legendRow(x: number, y: number, items: [string, string][]): string {
  let dx = 0;
  return items
    .map(([swatch, label]) => {
      const s = rect(x + dx, y - 13, 24, 16, swatch) + text(x + dx + 32, y, label, 15, `fill="#4d5756"`);
      dx += 44 + label.length * 8.2;
      return s;
    })
    .join("");
}

/** A home on a typical floor: its flat number on the floor and its plan's type, area, facing and balconies. */
export type FloorFlat = {
  no: string;
  type: "2 BHK" | "3 BHK";
  area: number;
  facing: "East" | "West";
  balconies: number;
};

/** A tower's typical floor (media/content.ts, from content/flats.yaml): the floors that repeat it, its flats in order. */
export type TypicalFloor = { floors: [number, number]; flats: FloorFlat[] };

const FLAT_FILL: Record<FloorFlat["type"], string> = { "2 BHK": "#d9ebe6", "3 BHK": "#f3e2c4" };

/**
 * A typical floor: its homes either side of a corridor, the first half west to east along the north row,
 * the rest along the south; lifts and stairs at the core.
 */
export function typicalFloor(tower: "A" | "B", floor: TypicalFloor, out: Size): string {
  const defs = new Defs();
  const view = { w: 1600, h: 1000 };
  const { flats } = floor;
  const [lowest, highest] = floor.floors;
  const b: string[] = [
    frame(
      view,
      `TOWER ${tower}  ·  TYPICAL FLOOR PLAN`,
      `Floors ${lowest} to ${highest} repeat this layout  ·  flat numbers are floor + flat, e.g. 301 is flat 01 on the third floor`,
    ),
  ];
  const x0 = 110;
  const x1 = 1490;
  const yTop = 210;
  const rowH = 250;
  const corr = 70;
  const north = flats.slice(0, Math.ceil(flats.length / 2));
  const south = flats.slice(north.length);
  const coreW = 150;
  const coreAt = tower === "A" ? 0.5 : 0.42;
  const coreX = x0 + (x1 - x0) * coreAt - coreW / 2;
  // the floor plate
  b.push(rect(x0 - 8, yTop - 8, x1 - x0 + 16, rowH * 2 + corr + 16, `fill="${INK}"`));
  b.push(rect(x0, yTop + rowH, x1 - x0, corr, `fill="#efe9dc"`));
  b.push(
    text(
      (x0 + coreX) / 2,
      yTop + rowH + corr / 2 + 6,
      "CORRIDOR",
      15,
      `text-anchor="middle" letter-spacing="3" fill="#7b8483"`,
    ),
  );
  b.push(
    text(
      (coreX + coreW + x1) / 2,
      yTop + rowH + corr / 2 + 6,
      "CORRIDOR",
      15,
      `text-anchor="middle" letter-spacing="3" fill="#7b8483"`,
    ),
  );
  const drawRow = (row: FloorFlat[], y: number, facingUp: boolean): void => {
    const total = row.reduce((s, f) => s + f.area, 0);
    let x = x0;
    row.forEach((f, i) => {
      const w = ((x1 - x0) * f.area) / total;
      const inset = 4;
      b.push(rect(x + inset, y + inset, w - inset * 2, rowH - inset * 2, `fill="${FLAT_FILL[f.type]}"`));
      // its plan's balconies project out of the outer wall
      const by = facingUp ? y - 34 : y + rowH + 8;
      const count = Math.min(f.balconies, 3);
      const gap = w * 0.08;
      const bw = (w * 0.8 - gap * (count - 1)) / count;
      for (let k = 0; k < count; k++)
        b.push(rect(x + w * 0.1 + k * (bw + gap), by, bw, 26, `fill="#fbf7ef" stroke="${INK}" stroke-width="2"`));
      // internal partitions, light
      const midY = y + rowH / 2;
      b.push(line(x + w * 0.36, y + 8, x + w * 0.36, y + rowH - 8, `stroke="#b9ad97" stroke-width="2"`));
      b.push(line(x + 8, midY, x + w * 0.36, midY, `stroke="#b9ad97" stroke-width="2"`));
      b.push(
        line(
          x + w * 0.68,
          facingUp ? y + 8 : y + rowH / 2,
          x + w * 0.68,
          facingUp ? y + rowH / 2 : y + rowH - 8,
          `stroke="#b9ad97" stroke-width="2"`,
        ),
      );
      // entrance door from the corridor
      const dy = facingUp ? y + rowH - 6 : y + 2;
      b.push(rect(x + w * 0.5 - 14, dy, 28, 4, `fill="${palette.terracotta}"`));
      const cx = x + w / 2;
      const cy = y + rowH / 2;
      b.push(
        text(
          cx,
          cy - 8,
          `${tower}-${f.no}`,
          34,
          `font-weight="700" text-anchor="middle" fill="${palette.deepTeal}" ${HALO}`,
        ),
      );
      b.push(text(cx, cy + 22, `${f.type} · ${f.area} sq ft`, 17, `text-anchor="middle" ${HALO}`));
      b.push(text(cx, cy + 44, `${f.facing} facing`, 15, `text-anchor="middle" fill="#5b6463" ${HALO}`));
      if (i > 0) b.push(rect(x - 4, y, 8, rowH, `fill="${INK}"`));
      x += w;
    });
  };
  drawRow(north, yTop, true);
  drawRow(south, yTop + rowH + corr, false);
  // core: two lifts, the main stair, and a second stair at the far end
  const cy = yTop + rowH - 40;
  b.push(rect(coreX, cy, coreW, corr + 80, `fill="#dcd6ca" stroke="${INK}" stroke-width="4"`));
  for (const i of [0, 1]) {
    const lx = coreX + 14 + i * 62;
    b.push(rect(lx, cy + 14, 54, 54, `fill="#ffffff" stroke="${INK}" stroke-width="2"`));
    b.push(
      `<path d="M${lx} ${cy + 14} L${lx + 54} ${cy + 68} M${lx + 54} ${cy + 14} L${lx} ${cy + 68}" stroke="${INK}" stroke-width="1.5"/>`,
    );
  }
  b.push(text(coreX + coreW / 2, cy + 92, "LIFTS", 14, `text-anchor="middle" font-weight="700"`));
  const stair = (sx: number, sy: number, w: number, h: number): string => {
    let s = rect(sx, sy, w, h, `fill="#ffffff" stroke="${INK}" stroke-width="3"`);
    for (let i = 1; i < 10; i++)
      s +=
        line(sx + (w * i) / 10, sy, sx + (w * i) / 10, sy + h / 2 - 3, `stroke="${INK}" stroke-width="1.2"`) +
        line(sx + (w * i) / 10, sy + h / 2 + 3, sx + (w * i) / 10, sy + h, `stroke="${INK}" stroke-width="1.2"`);
    s += line(sx, sy + h / 2, sx + w, sy + h / 2, `stroke="${INK}" stroke-width="2"`);
    return s;
  };
  b.push(stair(coreX + 10, cy + 104, coreW - 20, 44));
  b.push(text(coreX + coreW / 2, cy + 168, "STAIRCASE", 14, `text-anchor="middle" font-weight="700" ${HALO}`));
  const endX = tower === "A" ? x1 - 100 : x0 + 10;
  b.push(stair(endX, yTop + rowH + 8, 90, corr - 16));
  b.push(text(endX + 45, yTop + rowH + corr + 22, "FIRE STAIR", 13, `text-anchor="middle" font-weight="700" ${HALO}`));
  b.push(
    legendRow(110, 900, [
      [`fill="${FLAT_FILL["2 BHK"]}"`, "2 BHK"],
      [`fill="${FLAT_FILL["3 BHK"]}"`, "3 BHK"],
      [`fill="#fbf7ef" stroke="${INK}" stroke-width="2"`, "Balcony"],
      [`fill="${palette.terracotta}"`, "Entrance door"],
      [`fill="#dcd6ca" stroke="${INK}" stroke-width="2"`, "Lift and stair core"],
    ]),
  );
  b.push(text(1490, 900, "Illustrative layout, not to scale", 15, `text-anchor="end" fill="#7b8483"`));
  return svgDoc(out, b.join(""), defs, view);
}

/** Site-to-drawing transform shared by the site plans. */
function sitePlacement(view: Size, box: { x: number; y: number; w: number; h: number }, depth: number = SITE.d + 40) {
  const s = Math.min(box.w / SITE.w, box.h / depth);
  const ox = box.x + (box.w - SITE.w * s) / 2;
  const oy = box.y + (box.h - depth * s) / 2;
  return {
    s,
    X: (v: number): number => ox + v * s,
    Y: (v: number): number => oy + v * s,
    R: (a: Area, attrs: string): string => rect(ox + a.x * s, oy + a.z * s, a.w * s, a.d * s, attrs),
  };
}

/** The stilt level of both towers: numbered car bays either side of an aisle, two-wheeler bays, lift lobbies. */
export function stiltParking(out: Size): string {
  const defs = new Defs();
  const view = { w: 1600, h: 1000 };
  const b: string[] = [
    frame(
      view,
      "STILT PARKING  ·  GROUND LEVEL",
      "Covered parking under both towers, lift lobbies at the core, driveway along the front",
    ),
  ];
  const { s, X, Y, R } = sitePlacement(view, { x: 40, y: 140, w: 1520, h: 760 }, 116);
  // show only the northern half of the site, larger
  b.push(R({ x: 0, z: 0, w: SITE.w, d: 106 }, `fill="#e9e4d8"`));
  for (const road of SITE.roads.slice(1, 2))
    b.push(R({ x: road.x, z: road.z, w: road.w, d: road.d }, `fill="#bfbab0"`));
  for (let x = 20; x < SITE.w - 20; x += 30)
    b.push(
      `<path d="M${n(X(x))} ${n(Y(90))} l${n(14 * s * 0.5)} 0 m-6 -5 l6 5 l-6 5" stroke="#ffffff" stroke-width="2" fill="none"/>`,
    );
  let bayNo = 1;
  for (const t of SITE.towers) {
    b.push(R({ x: t.x, z: t.z, w: t.w, d: t.d }, `fill="#f5f1e8" stroke="${INK}" stroke-width="5"`));
    // columns
    for (let cx = t.x + 2; cx <= t.x + t.w - 1; cx += 18)
      for (const cz of [t.z + 2, t.z + t.d / 2, t.z + t.d - 2])
        b.push(rect(X(cx) - 5, Y(cz) - 5, 10, 10, `fill="${INK}"`));
    // aisle through the middle
    b.push(R({ x: t.x + 2, z: t.z + t.d / 2 - 6, w: t.w - 4, d: 12 }, `fill="#dcd7cc"`));
    // bays on both sides, clear of the lift lobby
    const lobbyX = t.x + t.w / 2 - 14;
    for (const [z0, dz] of [
      [t.z + 3, 17],
      [t.z + t.d / 2 + 6, 17],
    ] as const) {
      for (let x = t.x + 4; x + 9 <= t.x + t.w - 4; x += 9) {
        if (x + 9 > lobbyX - 1 && x < lobbyX + 21) continue;
        b.push(R({ x, z: z0, w: 9, d: dz }, `fill="#ffffff" stroke="#8d9695" stroke-width="1.5"`));
        b.push(
          text(
            X(x + 4.5),
            Y(z0 + dz / 2) + 5,
            `${t.id}${String(bayNo).padStart(2, "0")}`,
            12,
            `text-anchor="middle" fill="#5b6463"`,
          ),
        );
        bayNo++;
      }
    }
    bayNo = 1;
    // lift lobby at the core
    const lx = t.x + t.w / 2 - 14;
    b.push(R({ x: lx, z: t.z + 3, w: 20, d: 17 }, `fill="#dcd6ca" stroke="${INK}" stroke-width="3"`));
    b.push(text(X(lx + 10), Y(t.z + 12) + 5, "LIFT LOBBY", 13, `text-anchor="middle" font-weight="700"`));
    // two-wheeler bays
    b.push(R({ x: lx, z: t.z + t.d / 2 + 6, w: 20, d: 17 }, `fill="${palette.tealLight}" opacity="0.6"`));
    for (let i = 0; i < 8; i++)
      b.push(
        line(
          X(lx + 1.5 + i * 2.4),
          Y(t.z + t.d / 2 + 7),
          X(lx + 1.5 + i * 2.4),
          Y(t.z + t.d / 2 + 22),
          `stroke="${palette.deepTeal}" stroke-width="2"`,
        ),
      );
    b.push(
      text(X(lx + 10), Y(t.z + t.d - 2) + 5, "TWO-WHEELERS", 12, `text-anchor="middle" font-weight="700" ${HALO}`),
    );
    b.push(
      text(
        X(t.x + t.w / 2),
        Y(t.z) - 12,
        `TOWER ${t.id}  ·  STILT LEVEL`,
        22,
        `text-anchor="middle" font-weight="700" fill="${palette.deepTeal}"`,
      ),
    );
  }
  b.push(
    text(
      X(SITE.w / 2),
      Y(92) + 6,
      "DRIVEWAY",
      16,
      `text-anchor="middle" letter-spacing="4" fill="#ffffff" font-weight="700"`,
    ),
  );
  b.push(R({ x: SITE.gate.x, z: 100, w: SITE.gate.w, d: 6 }, `fill="#bfbab0"`));
  b.push(
    text(
      X(SITE.gate.x + SITE.gate.w / 2),
      Y(106) + 26,
      "↓ TO MAIN GATE",
      15,
      `text-anchor="middle" font-weight="700" fill="${palette.terracotta}"`,
    ),
  );
  b.push(
    legendRow(80, 960, [
      [`fill="#ffffff" stroke="#8d9695" stroke-width="1.5"`, "Car bay"],
      [`fill="${palette.tealLight}"`, "Two-wheeler parking"],
      [`fill="${INK}"`, "Column"],
      [`fill="#dcd6ca" stroke="${INK}" stroke-width="2"`, "Lift lobby"],
    ]),
  );
  return svgDoc(out, b.join(""), defs, view);
}

function siteBase(defs: Defs, P: ReturnType<typeof sitePlacement>, illustrated: boolean): string {
  const { s, X, Y, R } = P;
  const b: string[] = [];
  b.push(R({ x: -30, z: SITE.d + 6, w: SITE.w + 60, d: 30 }, `fill="#9d9a94"`));
  b.push(
    R(
      { x: 0, z: 0, w: SITE.w, d: SITE.d },
      `fill="${illustrated ? palette.lawn : "#dfe8cf"}" stroke="${INK}" stroke-width="${illustrated ? 0 : 4}"`,
    ),
  );
  for (const g of SITE.gardens) b.push(R(g, `fill="${illustrated ? palette.lawnLight : "#cfe0b6"}"`));
  for (const r of SITE.roads) b.push(R(r, `fill="${illustrated ? "#a8a49b" : "#d2cdc2"}"`));
  b.push(R({ x: SITE.gate.x, z: SITE.d - 2, w: SITE.gate.w, d: 8 }, `fill="${illustrated ? "#a8a49b" : "#d2cdc2"}"`));
  b.push(R({ x: 118, z: 108, w: 8, d: 92 }, `fill="${palette.sandLight}"`));
  b.push(R({ x: 96, z: 150, w: 52, d: 6 }, `fill="${palette.sandLight}"`));
  b.push(R({ x: 296, z: 108, w: 6, d: 90 }, `fill="${palette.sandLight}"`));
  b.push(R(SITE.poolDeck, `fill="${palette.stone}"`));
  b.push(
    R(
      SITE.pool,
      `fill="${defs.linear(
        [
          [0, palette.waterLight],
          [1, palette.water],
        ],
        [0, 0, 1, 1],
      )}" stroke="${palette.cream}" stroke-width="4"`,
    ),
  );
  b.push(R(SITE.play, `fill="${palette.terracottaLight}"`));
  b.push(R({ x: SITE.play.x + 6, z: SITE.play.z + 6, w: 20, d: 14 }, `fill="${palette.tealLight}"`));
  if (illustrated) {
    for (const t of SITE.towers)
      b.push(
        rect(
          X(t.x) + 14,
          Y(t.z) + 14,
          t.w * s,
          t.d * s,
          `fill="${palette.shadow}" opacity="0.25" filter="${defs.blur(6)}"`,
        ),
      );
    b.push(
      rect(
        X(SITE.clubhouse.x) + 8,
        Y(SITE.clubhouse.z) + 8,
        SITE.clubhouse.w * s,
        SITE.clubhouse.d * s,
        `fill="${palette.shadow}" opacity="0.25" filter="${defs.blur(5)}"`,
      ),
    );
  }
  for (const t of SITE.towers) {
    b.push(R(t, `fill="${illustrated ? "#efe6d4" : "#f3e2c4"}" stroke="${INK}" stroke-width="3"`));
    if (illustrated) {
      for (let u = 8; u < t.w - 10; u += 16) {
        if (Math.abs(u + 6 - t.w / 2) < 14) continue;
        for (const v of [8, 32])
          b.push(rect(X(t.x + u), Y(t.z + v), 11 * s, 14 * s, `fill="#3b5d78" stroke="#9fbad0" stroke-width="1"`));
      }
      b.push(R({ x: t.x + t.w / 2 - 6, z: t.z + t.d / 2 - 8, w: 12, d: 16 }, `fill="${palette.terracotta}"`));
    }
  }
  b.push(
    R(SITE.clubhouse, `fill="${illustrated ? palette.terracottaLight : "#f1d3bf"}" stroke="${INK}" stroke-width="3"`),
  );
  // boundary wall and gate
  b.push(R({ x: 0, z: 0, w: SITE.w, d: SITE.d }, `fill="none" stroke="${palette.sandDark}" stroke-width="7"`));
  b.push(R({ x: SITE.gate.x, z: SITE.d - 2, w: SITE.gate.w, d: 4 }, `fill="${illustrated ? "#a8a49b" : "#d2cdc2"}"`));
  b.push(R({ x: SITE.gate.x - 3, z: SITE.d - 3, w: 3, d: 6 }, `fill="${palette.terracotta}"`));
  b.push(R({ x: SITE.gate.x + SITE.gate.w, z: SITE.d - 3, w: 3, d: 6 }, `fill="${palette.terracotta}"`));
  b.push(
    R(
      { x: SITE.gate.x + SITE.gate.w + 8, z: SITE.d - 14, w: 8, d: 8 },
      `fill="${palette.cream}" stroke="${INK}" stroke-width="2"`,
    ),
  );
  // trees
  const rng = createRandom(12);
  const tree = (x: number, z: number, r: number): string => {
    const cx = X(x);
    const cy = Y(z);
    const rr = r * s;
    return illustrated
      ? ellipse(cx + rr * 0.4, cy + rr * 0.4, rr, rr, `fill="${palette.shadow}" opacity="0.25"`) +
          circle(cx, cy, rr, `fill="${palette.green}"`) +
          circle(cx - rr * 0.25, cy - rr * 0.25, rr * 0.6, `fill="${palette.leaf}"`)
      : circle(cx, cy, rr, `fill="#9fc08a" stroke="#6f9a5e" stroke-width="1.5"`);
  };
  for (let x = 10; x < SITE.w; x += 18) b.push(tree(x, SITE.d - 6, 5 + rng.range(-1, 1)));
  for (let z = 104; z < SITE.d - 12; z += 18) b.push(tree(6, z, 4.5) + tree(SITE.w - 6, z, 4.5));
  for (const [x, z] of [
    [100, 125],
    [138, 135],
    [100, 175],
    [285, 125],
    [318, 150],
    [290, 185],
    [200, 150],
    [266, 150],
    [200, 192],
    [266, 192],
    [40, 174],
    [70, 182],
    [96, 190],
    [30, 96],
    [60, 96],
    [130, 96],
    [210, 96],
    [250, 96],
    [300, 96],
  ] as const)
    b.push(tree(x, z, 5.5));
  return b.join("");
}

/** The site layout: every part of the plot named where it is. */
export function siteLayout(out: Size): string {
  const defs = new Defs();
  const view = { w: 1600, h: 1000 };
  const P = sitePlacement(view, { x: 90, y: 120, w: 1420, h: 810 });
  const { X, Y } = P;
  const b: string[] = [
    frame(view, "SITE LAYOUT", "Two G+5 towers, clubhouse, pool, play area and gardens on a 1.6-acre gated plot"),
  ];
  b.push(siteBase(defs, P, false));
  const label = (x: number, z: number, s: string, size = 18, weight = "700"): string =>
    text(X(x), Y(z), s, size, `text-anchor="middle" font-weight="${weight}" ${HALO}`);
  for (const t of SITE.towers) {
    b.push(label(t.x + t.w / 2, t.z + t.d / 2 - 2, `TOWER ${t.id}`, 30));
    b.push(label(t.x + t.w / 2, t.z + t.d / 2 + 10, "G + 5  ·  50 apartments", 17, "400"));
  }
  b.push(label(SITE.clubhouse.x + SITE.clubhouse.w / 2, SITE.clubhouse.z + SITE.clubhouse.d / 2 + 2, "CLUBHOUSE", 17));
  b.push(
    label(
      SITE.clubhouse.x + SITE.clubhouse.w / 2,
      SITE.clubhouse.z + SITE.clubhouse.d / 2 + 9,
      "gym · hall · indoor games",
      13,
      "400",
    ),
  );
  b.push(label(SITE.pool.x + SITE.pool.w / 2, SITE.pool.z + SITE.pool.d / 2 + 2, "SWIMMING POOL", 15));
  b.push(label(SITE.play.x + SITE.play.w / 2, SITE.play.z + SITE.play.d / 2 + 8, "CHILDREN'S PLAY AREA", 14));
  b.push(label(120, 182, "LANDSCAPED GARDEN", 14));
  b.push(label(302, 135, "GARDEN", 14));
  b.push(label(80, 198, "WALKING PATH", 13));
  b.push(label(SITE.w / 2 - 70, 92, "INTERNAL ROAD", 14));
  b.push(label(SITE.gate.x + SITE.gate.w / 2, SITE.d + 4, "MAIN GATE", 15));
  b.push(label(SITE.gate.x + SITE.gate.w + 26, SITE.d - 16, "SECURITY", 12));
  b.push(label(SITE.w / 2, SITE.d + 26, "AMARAVATHI ROAD", 18));
  b.push(
    legendRow(90, 965, [
      [`fill="#f3e2c4" stroke="${INK}" stroke-width="2"`, "Towers"],
      [`fill="#f1d3bf" stroke="${INK}" stroke-width="2"`, "Clubhouse"],
      [`fill="${palette.water}"`, "Pool"],
      [`fill="#cfe0b6"`, "Gardens"],
      [`fill="#d2cdc2"`, "Roads"],
      [`fill="none" stroke="${palette.sandDark}" stroke-width="4"`, "Boundary wall"],
    ]),
  );
  b.push(scaleBar(1230, 960, P.s));
  return svgDoc(out, b.join(""), defs, view);
}

function scaleBar(x: number, y: number, s: number): string {
  let d = "";
  for (let i = 0; i < 4; i++)
    d += rect(x + i * 20 * s, y - 10, 20 * s, 8, `fill="${i % 2 ? "#ffffff" : INK}" stroke="${INK}" stroke-width="1"`);
  for (const v of [0, 40, 80]) d += text(x + v * s, y + 14, `${v}`, 13, `text-anchor="middle"`);
  return d + text(x + 80 * s + 14, y + 14, "ft", 13);
}

/** The illustrated master plan with a numbered key. */
export function masterPlan(out: Size): string {
  const defs = new Defs();
  const view = { w: 1600, h: 1100 };
  const b: string[] = [rect(0, 0, view.w, view.h, `fill="${mix(palette.lawn, "#ffffff", 0.55)}"`)];
  const P = sitePlacement(view, { x: 30, y: 40, w: 1140, h: 1020 });
  b.push(siteBase(defs, P, true));
  const keys: [number, number, string][] = [
    [SITE.gate.x + SITE.gate.w / 2, SITE.d - 8, "Main gate and security"],
    [SITE.towers[0].x + SITE.towers[0].w / 2, SITE.towers[0].z + SITE.towers[0].d / 2, "Tower A (G + 5)"],
    [SITE.towers[1].x + SITE.towers[1].w / 2, SITE.towers[1].z + SITE.towers[1].d / 2, "Tower B (G + 5)"],
    [
      SITE.clubhouse.x + SITE.clubhouse.w / 2,
      SITE.clubhouse.z + SITE.clubhouse.d / 2,
      "Clubhouse: gym, hall, indoor games",
    ],
    [SITE.pool.x + SITE.pool.w / 2, SITE.pool.z + SITE.pool.d / 2, "Swimming pool and deck"],
    [SITE.play.x + SITE.play.w / 2, SITE.play.z + SITE.play.d / 2, "Children's play area"],
    [120, 130, "Central landscaped garden"],
    [300, 160, "East garden and seating"],
    [60, 190, "Walking path"],
    [60, 90, "Internal road and driveway"],
  ];
  const { X, Y } = P;
  keys.forEach(([x, z], i) => {
    b.push(circle(X(x), Y(z), 19, `fill="${palette.deepTeal}" stroke="#ffffff" stroke-width="3"`));
    b.push(text(X(x), Y(z) + 6, String(i + 1), 17, `text-anchor="middle" font-weight="700" fill="#ffffff"`));
  });
  b.push(rect(1190, 60, 370, 980, `fill="#ffffff" opacity="0.92"`));
  b.push(text(1220, 120, "MASTER PLAN", 28, `font-weight="700" fill="${palette.deepTeal}" letter-spacing="1"`));
  b.push(rect(1220, 138, 60, 4, `fill="${palette.terracotta}"`));
  keys.forEach(([, , label], i) => {
    const y = 200 + i * 62;
    b.push(circle(1238, y - 6, 16, `fill="${palette.deepTeal}"`));
    b.push(text(1238, y, String(i + 1), 15, `text-anchor="middle" font-weight="700" fill="#ffffff"`));
    b.push(text(1268, y, label, 17));
  });
  b.push(northArrow(1375, 900, 40));
  b.push(text(1375, 990, "Illustrative, not to scale", 14, `text-anchor="middle" fill="#7b8483"`));
  return svgDoc(out, b.join(""), defs, view);
}
