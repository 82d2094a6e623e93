import { Defs, polygon, rect, svgDoc } from "#scripts/placeholders/media/core/svg.ts";
import { type Camera, camera, project } from "#scripts/placeholders/media/motifs/camera.ts";
import {
  type Item,
  bench,
  compoundWithGate,
  hedgeRow,
  lamp,
  lounger,
  paint,
  paving,
  plant,
  pool,
  umbrella,
} from "#scripts/placeholders/media/motifs/grounds.ts";
import {
  cloudField,
  clouds,
  ground,
  horizonBand,
  lightWash,
  sky,
  sun,
} from "#scripts/placeholders/media/motifs/sky.ts";
import { climbingFrame, clubhouse, pergola, slide, swings } from "#scripts/placeholders/media/motifs/structures.ts";
import { type Light, tower } from "#scripts/placeholders/media/motifs/towers.ts";
import { palette } from "#scripts/placeholders/media/palette.ts";

/**
 * Eye-level views of the two towers across the landscaped court. One composer
 * serves the hero, the banners, the about and post images and the dusk view;
 * each picks a frame, a camera and a light.
 */

export type Size = { w: number; h: number };

type CourtOptions = {
  /** Design frame; the document is rendered at `out`. */
  view: Size;
  out: Size;
  cam: Camera;
  light: Light;
  sunAt: readonly [number, number];
  /** Loop time 0..1 for the animated layers. */
  t?: number;
  seed: number;
  towers: { x: number; z: number; width: number; depth: number }[];
  /** Share of lit windows. */
  lit?: number;
  pool?: { x0: number; x1: number; z0: number; z1: number };
  /** Extra items (planting, furniture) in world coordinates. */
  extras?: (defs: Defs, c: Camera) => Item[];
  cloudCount?: number;
  cloudBand?: readonly [number, number];
  stillClouds?: boolean;
};

function courtScene(o: CourtOptions): string {
  const defs = new Defs();
  const { w, h } = o.view;
  const c = o.cam;
  const t = o.t ?? 0;
  const dusk = o.light === "dusk";
  const mood = o.light === "dusk" ? "dusk" : o.light === "day" ? "day" : "golden";
  const body: string[] = [];
  body.push(sky(defs, w, h, mood, c.hy));
  body.push(sun(defs, o.sunAt[0], o.sunAt[1], w * 0.022, mood, Math.sin(t * Math.PI * 2)));
  const field = cloudField(o.seed, w, h, o.cloudCount ?? 9, o.cloudBand?.[0], o.cloudBand?.[1]);
  body.push(clouds(defs, field, mood, t, w * 0.07, o.stillClouds));
  body.push(horizonBand(defs, o.seed + 1, w, c.hy + 2, h * 0.035, dusk ? "#5d6b6a" : "#8fa892"));
  body.push(ground(defs, w, h, c.hy, mood));
  body.push(lawnStripes(c, w));

  const items: Item[] = [];
  o.towers.forEach((tw, i) => {
    items.push({
      z: tw.z + tw.depth / 2,
      svg: tower(defs, c, { ...tw, seed: o.seed + i * 31, light: o.light, lit: o.lit }),
    });
  });
  if (o.pool) {
    const p = o.pool;
    items.push({
      z: p.z1 + 12,
      svg: paving(defs, c, p.x0 - 12, p.x1 + 12, p.z0 - 10, p.z1 + 12, dusk ? "#b7a88f" : palette.stone),
    });
    items.push({ z: p.z1 + 11, svg: pool(defs, c, p.x0, p.x1, p.z0, p.z1, t, dusk) });
  }
  if (o.extras) items.push(...o.extras(defs, c));
  body.push(paint(items));
  body.push(lightWash(defs, w, h, mood, o.sunAt[0]));
  return svgDoc(o.out, body.join(""), defs, o.view);
}

/** Mowing stripes that give the lawn its depth. */
function lawnStripes(c: Camera, w: number): string {
  let s = "";
  for (let z = 40, k = 0; z < 900; z *= 1.16, k++) {
    if (k % 2) continue;
    const far = z * 1.16;
    const spread = (w * z) / c.f + 400;
    s += polygon(
      [
        project(c, c.x - spread, 0, z),
        project(c, c.x + spread, 0, z),
        project(c, c.x + spread, 0, far),
        project(c, c.x - spread, 0, far),
      ],
      `fill="#f4f1c8" opacity="0.05"`,
    );
  }
  return s;
}

/** A path of paving between points on the ground, (x, z) in feet. */
function walkway(c: Camera, points: readonly (readonly [number, number])[], color: string): string {
  return polygon(
    points.map(([x, z]) => project(c, x, 0, z)),
    `fill="${color}"`,
  );
}

/** The court between the towers: one layout that every eye-level view looks at. */
const COURT = {
  towers: [
    { x: -150, z: 285, width: 138, depth: 62 },
    { x: 34, z: 340, width: 146, depth: 62 },
  ],
  pool: { x0: -24, x1: 24, z0: 118, z1: 196 },
} as const;

/** Planting, paths and furniture of the central court. */
function courtPlanting(light: Light, poolBox: { x0: number; x1: number; z0: number; z1: number } = COURT.pool) {
  return (defs: Defs, c: Camera): Item[] => {
    const dusk = light === "dusk";
    const items: Item[] = [];
    let seed = 100;
    const add = (kind: Parameters<typeof plant>[2], x: number, z: number, size: number): void => {
      items.push(plant(defs, c, kind, x, z, size, seed++, dusk));
    };
    const pave = dusk ? "#b9aa90" : palette.sandLight;
    items.push({
      z: 900,
      svg:
        walkway(
          c,
          [
            [-7, 40],
            [7, 40],
            [7, 106],
            [-7, 106],
          ],
          pave,
        ) +
        walkway(
          c,
          [
            [-6, 206],
            [6, 206],
            [6, 240],
            [-6, 240],
          ],
          pave,
        ) +
        walkway(
          c,
          [
            [-90, 240],
            [120, 240],
            [120, 250],
            [-90, 250],
          ],
          pave,
        ) +
        walkway(
          c,
          [
            [-88, 250],
            [-74, 250],
            [-74, 285],
            [-88, 285],
          ],
          pave,
        ) +
        walkway(
          c,
          [
            [100, 250],
            [114, 250],
            [114, 340],
            [100, 340],
          ],
          pave,
        ),
    });
    // palms and shade trees along the tower fronts
    for (const x of [-150, -120, -58, -28]) add("palm", x, 268, 30 + (Math.abs(x) % 7));
    for (const x of [44, 74, 140, 170]) add("palm", x, 322, 31 + (x % 5));
    for (const x of [-135, -44]) add("tree", x, 276, 20);
    for (const x of [60, 156]) add("tree", x, 330, 21);
    add("ashoka", 8, 372, 34);
    add("ashoka", 20, 390, 36);
    add("ashoka", -4, 398, 33);
    items.push(hedgeRow(defs, c, -170, -96, 262, 3, dusk));
    items.push(hedgeRow(defs, c, -66, -10, 262, 3, dusk));
    items.push(hedgeRow(defs, c, 34, 92, 316, 3, dusk));
    items.push(hedgeRow(defs, c, 122, 190, 316, 3, dusk));
    const { x0, x1, z0, z1 } = poolBox;
    add("palm", x0 - 18, z0 + 6, 28);
    add("palm", x1 + 18, z0 + 12, 30);
    add("palm", x0 - 16, z1 + 6, 26);
    add("palm", x1 + 16, z1 + 2, 27);
    add("flowers", x0 - 13, z1 - 10, 6);
    add("flowers", x1 + 13, z1 - 20, 6);
    for (let i = 0; i < 3; i++) items.push(lounger(defs, c, x1 + 7, z0 + 14 + i * 9));
    items.push(umbrella(c, x1 + 8, z0 + 44, palette.terracotta));
    items.push(umbrella(c, x0 - 7, z0 + 34, palette.teal));
    for (let i = 0; i < 2; i++) items.push(lounger(defs, c, x0 - 6, z0 + 18 + i * 9));
    items.push(lamp(defs, c, x0 - 11, z0 - 8, dusk));
    items.push(lamp(defs, c, x1 + 11, z0 - 8, dusk));
    items.push(lamp(defs, c, -12, 238, dusk));
    items.push(lamp(defs, c, 14, 238, dusk));
    items.push(bench(c, -60, 170));
    items.push(bench(c, 64, 180));
    add("tree", -75, 170, 24);
    add("tree", 82, 200, 25);
    add("tree", -110, 210, 23);
    add("tree", 120, 230, 24);
    // foreground beds that frame the view
    for (let i = 0; i < 6; i++) {
      add(i % 2 ? "flowers" : "shrub", -16 - i * 5, 76 + (i % 3) * 4, 7 + (i % 3));
      add(i % 2 ? "shrub" : "flowers", 16 + i * 5, 78 + (i % 3) * 4, 7 + ((i + 1) % 3));
    }
    add("palm", -34, 92, 30);
    add("palm", 36, 96, 29);
    add("tree", -52, 120, 26);
    add("tree", 56, 126, 26);
    return items;
  };
}

/** The hero: both towers at golden hour across the pool court; t animates clouds and water. */
export function heroScene(out: Size, t = 0): string {
  const view = { w: 1920, h: 1080 };
  return courtScene({
    view,
    out,
    cam: camera({ f: 1750, cx: 960, hy: 540, eye: 20 }),
    light: "golden",
    sunAt: [1010, 470],
    t,
    seed: 11,
    lit: 0.18,
    towers: [...COURT.towers],
    pool: COURT.pool,
    extras: courtPlanting("golden"),
  });
}

type TowerPlace = { x: number; z: number; width: number; depth: number };

/** Palms, shade trees and a hedge along the front of each tower. */
function frontPlanting(towers: readonly TowerPlace[], light: Light, seedBase = 500) {
  return (defs: Defs, c: Camera): Item[] => {
    const dusk = light === "dusk";
    const items: Item[] = [];
    let seed = seedBase;
    for (const t of towers) {
      items.push(hedgeRow(defs, c, t.x - 8, t.x + t.width + 8, t.z - 22, 3, dusk));
      for (let x = t.x + 6; x < t.x + t.width; x += 34) {
        items.push(plant(defs, c, "palm", x, t.z - 16, 29 + (seed % 5), seed++, dusk));
        items.push(plant(defs, c, "tree", x + 17, t.z - 10, 19 + (seed % 4), seed++, dusk));
      }
    }
    return items;
  };
}

/** Scattered planting: `kind` at each (x, z, size). */
const scatter =
  (light: Light, list: readonly (readonly [Parameters<typeof plant>[2], number, number, number])[], seedBase = 900) =>
  (defs: Defs, c: Camera): Item[] =>
    list.map(([kind, x, z, size], i) => plant(defs, c, kind, x, z, size, seedBase + i, light === "dusk"));

const combine =
  (...parts: ((defs: Defs, c: Camera) => Item[])[]) =>
  (defs: Defs, c: Camera): Item[] =>
    parts.flatMap((p) => p(defs, c));

/** The street outside, the compound wall and the gate, in front of the court. */
function entrance(light: Light) {
  return (defs: Defs, c: Camera): Item[] => {
    const dusk = light === "dusk";
    const road = dusk ? "#4a4d52" : "#6d6f70";
    const items: Item[] = [];
    let s = polygon(
      [project(c, -900, 0, -200), project(c, 900, 0, -200), project(c, 900, 0, 16), project(c, -900, 0, 16)],
      `fill="${road}"`,
    );
    for (let x = -900; x < 900; x += 24)
      s += polygon(
        [project(c, x, 0, -6.4), project(c, x + 10, 0, -6.4), project(c, x + 10, 0, -5.6), project(c, x, 0, -5.6)],
        `fill="#f4ead2" opacity="0.8"`,
      );
    s += polygon(
      [project(c, -900, 0, -26), project(c, 900, 0, -26), project(c, 900, 0, -200), project(c, -900, 0, -200)],
      `fill="${dusk ? "#a89d8a" : palette.stone}"`,
    );
    s += polygon(
      [project(c, -900, 0, 16), project(c, 900, 0, 16), project(c, 900, 0, 25), project(c, -900, 0, 25)],
      `fill="${dusk ? "#a89d8a" : palette.stone}"`,
    );
    for (let x = -900; x < 900; x += 6)
      s += polygon(
        [project(c, x, 0, 16.2), project(c, x + 0.15, 0, 16.2), project(c, x + 0.15, 0, 25), project(c, x, 0, 25)],
        `fill="#b9ab90" opacity="0.6"`,
      );
    s += polygon(
      [project(c, -900, 0, 25), project(c, 900, 0, 25), project(c, 900, 0, 39), project(c, -900, 0, 39)],
      `fill="${dusk ? "#3e5a3c" : palette.leaf}"`,
    );
    s += polygon(
      [project(c, -13, 0, 16), project(c, 13, 0, 16), project(c, 11, 0, 120), project(c, -11, 0, 120)],
      `fill="${dusk ? "#9d917e" : "#cdbd9f"}"`,
    );
    items.push({ z: 2000, svg: s });
    items.push(
      ...compoundWithGate(defs, c, {
        wallFrom: -400,
        wallTo: 400,
        z: 40,
        gateFrom: -13,
        gateTo: 13,
        dusk,
        gateOpen: true,
      }),
    );
    // boom barrier in front of the gate
    const [b0] = [project(c, -11, 3.4, 37)];
    const [b1] = [project(c, 9, 3.6, 37)];
    const k = c.f / Math.max(0.5, 37 - c.z);
    let boom = rect(b0[0], b0[1] - 0.2 * k, b1[0] - b0[0], 0.4 * k, `fill="#fbf4e4"`);
    for (let x = -10; x < 9; x += 3) {
      const [p0] = [project(c, x, 3.5, 37)];
      boom += rect(p0[0], p0[1] - 0.2 * k, 1.5 * k, 0.4 * k, `fill="${palette.terracotta}"`);
    }
    const [post] = [project(c, -12, 4.2, 37)];
    boom += rect(post[0] - 0.5 * k, post[1], k, 4.2 * k, `fill="${palette.ink}"`);
    items.push({ z: 37, svg: boom });
    let seed = 300;
    for (let z = 52; z <= 112; z += 15) {
      items.push(plant(defs, c, "palm", -15, z, 27 + (z % 4), seed++, dusk));
      items.push(plant(defs, c, "palm", 15, z + 4, 27 + (z % 3), seed++, dusk));
    }
    for (const x of [-70, -50, -32, 32, 50, 70, 110, -110, 150, -150])
      items.push(plant(defs, c, "ashoka", x, 46, 26 + (Math.abs(x) % 5), seed++, dusk));
    for (const x of [-58, -40, -24, 24, 40, 58, -90, 90])
      items.push(plant(defs, c, "flowers", x, 34.5, 4.5, seed++, dusk));
    items.push(lamp(defs, c, -20, 33, dusk));
    items.push(lamp(defs, c, 20, 33, dusk));
    return items;
  };
}

const court = (light: Light) => combine(courtPlanting(light));

type ViewOpts = { out: Size; t?: number };

export function bannerDesktop({ out }: ViewOpts): string {
  const towers = [
    { x: 10, z: 290, width: 138, depth: 62 },
    { x: 178, z: 360, width: 146, depth: 62 },
  ];
  const poolBox = { x0: 26, x1: 74, z0: 150, z1: 205 };
  return courtScene({
    view: { w: 1920, h: 900 },
    out,
    cam: camera({ f: 1500, cx: 560, hy: 540, eye: 13 }),
    light: "golden",
    sunAt: [330, 420],
    seed: 21,
    lit: 0.12,
    towers,
    pool: poolBox,
    cloudBand: [0.08, 0.36],
    extras: combine(
      frontPlanting(towers, "golden"),
      (_defs, c) => [
        {
          z: 1400,
          svg: walkway(
            c,
            [
              [44, 40],
              [56, 40],
              [56, 140],
              [44, 140],
            ],
            palette.sandLight,
          ),
        },
      ],
      (defs, c) => [
        lounger(defs, c, 80, 165),
        lounger(defs, c, 80, 174),
        lounger(defs, c, 80, 183),
        umbrella(c, 82, 194, palette.terracotta),
        lounger(defs, c, 20, 170),
        umbrella(c, 19, 182, palette.teal),
        lamp(defs, c, 38, 140, false),
        lamp(defs, c, 62, 140, false),
        bench(c, 96, 120),
      ],
      scatter("golden", [
        ["tree", -150, 240, 22],
        ["palm", -110, 200, 28],
        ["tree", -60, 300, 20],
        ["ashoka", -200, 330, 30],
        ["palm", 14, 150, 29],
        ["palm", 88, 150, 30],
        ["palm", 12, 214, 27],
        ["palm", 90, 222, 28],
        ["tree", 110, 140, 24],
        ["tree", 4, 120, 22],
        ["flowers", 36, 74, 6],
        ["shrub", 30, 78, 7],
        ["flowers", 64, 74, 6],
        ["shrub", 70, 79, 8],
        ["shrub", 78, 86, 9],
        ["flowers", 24, 90, 7],
        ["palm", 96, 96, 30],
      ]),
    ),
  });
}

export function bannerMobile({ out }: ViewOpts): string {
  return courtScene({
    view: { w: 800, h: 1200 },
    out,
    cam: camera({ f: 1250, cx: 400, hy: 900, eye: 16 }),
    light: "golden",
    sunAt: [430, 840],
    seed: 23,
    lit: 0.12,
    towers: [...COURT.towers],
    pool: COURT.pool,
    cloudCount: 6,
    cloudBand: [0.08, 0.55],
    extras: court("golden"),
  });
}

export function towersDusk({ out }: ViewOpts): string {
  return courtScene({
    view: { w: 1600, h: 1200 },
    out,
    cam: camera({ f: 1400, cx: 800, hy: 700, eye: 18, x: 10 }),
    light: "dusk",
    sunAt: [860, 660],
    seed: 31,
    lit: 0.55,
    towers: [...COURT.towers],
    pool: COURT.pool,
    extras: court("dusk"),
  });
}

export function luxuryApartments({ out }: ViewOpts): string {
  return courtScene({
    view: { w: 1600, h: 1000 },
    out,
    cam: camera({ f: 1150, cx: 800, hy: 500, eye: 12, x: -12, z: 30 }),
    light: "golden",
    sunAt: [1180, 470],
    seed: 41,
    lit: 0.1,
    towers: [...COURT.towers],
    pool: COURT.pool,
    extras: court("golden"),
  });
}

export function ogDefault({ out }: ViewOpts): string {
  return courtScene({
    view: { w: 1200, h: 630 },
    out,
    cam: camera({ f: 1080, cx: 600, hy: 330, eye: 20 }),
    light: "golden",
    sunAt: [630, 290],
    seed: 11,
    lit: 0.15,
    towers: [...COURT.towers],
    pool: COURT.pool,
    cloudCount: 7,
    extras: court("golden"),
  });
}

/** The gate with both towers behind it; `t` and the camera move for the walkthrough. */
function gateScene(o: { out: Size; view: Size; cam: Camera; light?: Light; seed?: number; t?: number }): string {
  const light = o.light ?? "golden";
  return courtScene({
    view: o.view,
    out: o.out,
    cam: o.cam,
    light,
    sunAt: [o.view.w * 0.53, o.cam.hy - o.view.h * 0.09],
    seed: o.seed ?? 51,
    lit: light === "dusk" ? 0.5 : 0.12,
    t: o.t,
    towers: [...COURT.towers],
    pool: COURT.pool,
    cloudBand: [0.06, 0.4],
    extras: combine(court(light), entrance(light)),
  });
}

export function entranceGateTall({ out }: ViewOpts): string {
  return gateScene({ out, view: { w: 1200, h: 1600 }, cam: camera({ f: 1350, cx: 600, hy: 1000, eye: 11, z: -12 }) });
}

export function ogLanding({ out }: ViewOpts): string {
  return gateScene({
    out,
    view: { w: 1200, h: 630 },
    cam: camera({ f: 900, cx: 600, hy: 420, eye: 9, z: -40 }),
    seed: 53,
  });
}

export function postGated({ out }: ViewOpts): string {
  return gateScene({
    out,
    view: { w: 1200, h: 675 },
    cam: camera({ f: 820, cx: 600, hy: 430, eye: 6, z: -20, x: 20 }),
    seed: 55,
  });
}

export function postGunturVijayawada({ out }: ViewOpts): string {
  return gateScene({
    out,
    view: { w: 1200, h: 675 },
    cam: camera({ f: 1300, cx: 520, hy: 430, eye: 16, z: -110, x: 70 }),
    light: "day",
    seed: 57,
  });
}

export function postFlatsForSale({ out }: ViewOpts): string {
  return courtScene({
    view: { w: 1200, h: 675 },
    out,
    cam: camera({ f: 900, cx: 640, hy: 330, eye: 26, x: -70, z: 170 }),
    light: "golden",
    sunAt: [1100, 160],
    seed: 61,
    lit: 0.15,
    towers: [...COURT.towers],
    pool: COURT.pool,
    cloudCount: 5,
    extras: court("golden"),
  });
}

/** The pool from its deck, towers behind. */
function poolView(out: Size, view: Size, cam: Camera, seed: number): string {
  return courtScene({
    view,
    out,
    cam,
    light: "golden",
    sunAt: [view.w * 0.56, cam.hy - view.h * 0.12],
    seed,
    lit: 0.1,
    towers: [...COURT.towers],
    pool: COURT.pool,
    extras: court("golden"),
  });
}

export const poolWide = ({ out }: ViewOpts): string =>
  poolView(out, { w: 1920, h: 1080 }, camera({ f: 1300, cx: 960, hy: 500, eye: 6, z: 100 }), 71);
export const poolAmenity = ({ out }: ViewOpts): string =>
  poolView(out, { w: 1200, h: 900 }, camera({ f: 900, cx: 600, hy: 400, eye: 6, z: 100, x: 6 }), 73);

/** The clubhouse facing the pool deck. */
function clubhouseView(out: Size, view: Size, cam: Camera, seed: number): string {
  const towers = [
    { x: -230, z: 330, width: 146, depth: 62 },
    { x: 70, z: 360, width: 146, depth: 62 },
  ];
  const poolBox = { x0: -28, x1: 28, z0: 70, z1: 118 };
  return courtScene({
    view,
    out,
    cam,
    light: "golden",
    sunAt: [view.w * 0.2, cam.hy - view.h * 0.1],
    seed,
    lit: 0.1,
    towers,
    pool: poolBox,
    extras: combine(
      frontPlanting(towers, "golden", 700),
      (defs, c) => [clubhouse(defs, c, -36, 140, 72, 40)],
      (defs, c) => [
        ...[0, 1, 2].map((i) => lounger(defs, c, -18 + i * 9, 126)),
        umbrella(c, 14, 127, palette.terracotta),
        lamp(defs, c, -34, 66, false),
        lamp(defs, c, 34, 66, false),
      ],
      scatter("golden", [
        ["palm", -48, 120, 30],
        ["palm", 48, 124, 31],
        ["palm", -56, 150, 28],
        ["palm", 54, 158, 29],
        ["tree", -80, 180, 24],
        ["tree", 84, 190, 24],
        ["flowers", -40, 58, 7],
        ["shrub", -50, 56, 9],
        ["flowers", 42, 60, 7],
        ["shrub", 52, 57, 8],
      ]),
    ),
  });
}

export const clubhouseGallery = ({ out }: ViewOpts): string =>
  clubhouseView(out, { w: 1600, h: 1200 }, camera({ f: 1150, cx: 800, hy: 560, eye: 8, z: 42 }), 81);
export const clubhouseAmenity = ({ out }: ViewOpts): string =>
  clubhouseView(out, { w: 1200, h: 900 }, camera({ f: 880, cx: 600, hy: 420, eye: 8, z: 46, x: 8 }), 83);

/** A garden walk under a pergola, lawns and benches either side, towers beyond. */
function gardenView(out: Size, view: Size, cam: Camera, seed: number): string {
  const towers = [
    { x: -200, z: 360, width: 146, depth: 62 },
    { x: 40, z: 400, width: 146, depth: 62 },
  ];
  return courtScene({
    view,
    out,
    cam,
    light: "golden",
    sunAt: [view.w * 0.72, cam.hy - view.h * 0.1],
    seed,
    lit: 0.08,
    towers,
    extras: combine(
      frontPlanting(towers, "golden", 800),
      (_defs, c) => [
        {
          z: 1500,
          svg:
            walkway(
              c,
              [
                [-4, 10],
                [4, 10],
                [4, 330],
                [-4, 330],
              ],
              palette.sandLight,
            ) +
            walkway(
              c,
              [
                [-60, 170],
                [60, 170],
                [60, 178],
                [-60, 178],
              ],
              palette.sandLight,
            ),
        },
      ],
      (_defs, c) => pergola(c, -5, 5, 60, 116),
      (_defs, c) => [bench(c, -9, 140), bench(c, 9, 150), bench(c, -30, 176), bench(c, 32, 182)],
      (defs, c) => [
        lamp(defs, c, -7, 40, false),
        lamp(defs, c, 7, 40, false),
        lamp(defs, c, -7, 130, false),
        lamp(defs, c, 7, 130, false),
      ],
      scatter("golden", [
        ["tree", -28, 60, 24],
        ["tree", 30, 66, 25],
        ["tree", -44, 120, 26],
        ["tree", 46, 128, 24],
        ["palm", -20, 200, 30],
        ["palm", 22, 210, 30],
        ["ashoka", -70, 240, 30],
        ["ashoka", 70, 250, 30],
        ["tree", -90, 200, 24],
        ["tree", 96, 214, 24],
        ["flowers", -9, 26, 4],
        ["flowers", 9, 28, 4],
        ["shrub", -12, 34, 5],
        ["shrub", 12, 36, 5],
        ["flowers", -10, 46, 4],
        ["flowers", 10, 48, 4],
        ["flowers", -14, 160, 5],
        ["flowers", 15, 164, 5],
        ["shrub", -22, 30, 6],
        ["shrub", 22, 30, 6],
      ]),
    ),
  });
}

export const gardenGallery = ({ out }: ViewOpts): string =>
  gardenView(out, { w: 1600, h: 1600 }, camera({ f: 1250, cx: 800, hy: 820, eye: 6, z: 8 }), 91);
export const gardenAmenity = ({ out }: ViewOpts): string =>
  gardenView(out, { w: 1200, h: 900 }, camera({ f: 900, cx: 600, hy: 430, eye: 6, x: 3, z: 8 }), 93);
export const postResidential = ({ out }: ViewOpts): string =>
  gardenView(out, { w: 1200, h: 675 }, camera({ f: 760, cx: 600, hy: 330, eye: 9, x: -6, z: 4 }), 95);

/** The children's play area beside a lawn. */
export function childrenPlay({ out }: ViewOpts): string {
  const view = { w: 1200, h: 900 };
  const towers = [
    { x: -180, z: 320, width: 146, depth: 62 },
    { x: 40, z: 360, width: 146, depth: 62 },
  ];
  return courtScene({
    view,
    out,
    cam: camera({ f: 900, cx: 600, hy: 420, eye: 8, z: 14 }),
    light: "golden",
    sunAt: [220, 380],
    seed: 101,
    lit: 0.08,
    towers,
    extras: combine(
      frontPlanting(towers, "golden", 1000),
      (_defs, c) => [
        {
          z: 1200,
          svg:
            walkway(
              c,
              [
                [-34, 48],
                [18, 48],
                [18, 110],
                [-34, 110],
              ],
              palette.terracottaLight,
            ) +
            walkway(
              c,
              [
                [-20, 60],
                [4, 60],
                [4, 92],
                [-20, 92],
              ],
              palette.tealLight,
            ) +
            walkway(
              c,
              [
                [18, 40],
                [24, 40],
                [24, 160],
                [18, 160],
              ],
              palette.sandLight,
            ),
        },
      ],
      (_defs, c) => [slide(c, -20, 80), swings(c, 4, 96), climbingFrame(c, -6, 64), bench(c, 32, 70), bench(c, 32, 92)],
      scatter("golden", [
        ["tree", -50, 80, 24],
        ["tree", 44, 120, 26],
        ["palm", -40, 140, 30],
        ["palm", 60, 150, 30],
        ["tree", -80, 180, 24],
        ["shrub", -38, 44, 6],
        ["flowers", -30, 42, 5],
        ["flowers", 28, 44, 5],
        ["shrub", 36, 46, 6],
      ]),
    ),
  });
}

const ease = (p: number): number => 0.5 - 0.5 * Math.cos(Math.PI * p);

/**
 * The walkthrough film at progress p (0..1): it opens on the entrance gate with
 * both towers behind it, then the camera drifts forward and rises over the wall
 * to look across the court.
 */
export function walkthroughFrame(out: Size, p: number): string {
  const e = ease(p);
  const view = { w: 1280, h: 720 };
  const cam = camera({ f: 900, cx: 640, hy: 430 - e * 40, eye: 7 + e * 38, z: -34 + e * 44, x: -6 + e * 14 });
  return gateScene({ out, view, cam, seed: 59, t: p * 0.35 });
}
