import { createRandom } from "#scripts/placeholders/media/core/random.ts";
import { Defs, mix, n, polygon, rect, svgDoc } from "#scripts/placeholders/media/core/svg.ts";
import {
  box,
  type Camera,
  camera,
  frontTransform,
  groundQuad,
  project,
  sideQuad,
} from "#scripts/placeholders/media/motifs/camera.ts";
import {
  cloudField,
  clouds,
  ground,
  horizonBand,
  lightWash,
  sky,
  sun,
} from "#scripts/placeholders/media/motifs/sky.ts";
import { palette } from "#scripts/placeholders/media/palette.ts";
import { siteHoarding, towerCrane } from "./construction";

/**
 * The photo of a construction update (content/progress/en): both towers seen from the site entrance,
 * each drawn at the stage and share of the work the update gives it, so the placeholder shows what
 * the update says. Stages as in content/progress-stages.ts.
 */

type Size = { w: number; h: number };
export type TowerState = { stage: string; percent: number };

/** What a tower looks like at a stage: storeys of frame, and how many floors above the stilt are bricked, plastered, painted. */
type Look = {
  /** The pit: none, being dug (with the share dug), or dug with footings and column bars. */
  pit: { dug: number; footings: boolean } | null;
  storeys: number;
  formwork: boolean;
  brick: number;
  plaster: number;
  paint: number;
};

const FLOORS = 5;
const STOREYS = FLOORS + 1; // the stilt parking and five floors
const FLOOR_HEIGHT = 10;

/** The share of a stage's work done, read from the tower's percent within the span that stage takes. */
function within(percent: number, from: number, to: number): number {
  return Math.min(1, Math.max(0, (percent - from) / (to - from)));
}

function lookOf({ stage, percent }: TowerState): Look {
  const none = { pit: null, storeys: 0, formwork: false, brick: 0, plaster: 0, paint: 0 };
  const slab = /^slab-(\d)$/.exec(stage);
  if (stage === "excavation") return { ...none, pit: { dug: 0.35 + within(percent, 0, 10) * 0.65, footings: false } };
  if (stage === "foundation") return { ...none, pit: { dug: 1, footings: true } };
  if (slab) return { ...none, storeys: Number(slab[1]), formwork: true };
  if (stage === "roof") return { ...none, storeys: STOREYS, formwork: true };
  const floors = (share: number) => Math.max(1, Math.round(share * FLOORS));
  if (stage === "masonry") return { ...none, storeys: STOREYS, brick: floors(within(percent, 42, 58)) };
  if (stage === "plastering")
    return { ...none, storeys: STOREYS, brick: FLOORS, plaster: floors(within(percent, 55, 74)) };
  if (stage === "finishing")
    return { ...none, storeys: STOREYS, brick: FLOORS, plaster: FLOORS, paint: floors(within(percent, 70, 100)) };
  return { ...none, storeys: STOREYS, brick: FLOORS, plaster: FLOORS, paint: FLOORS };
}

const W = 100;
const D = 50;
const BAYS = 10;

/** A pit being dug or with its footings in, and the column bars rising from it. */
function pit(c: Camera, x0: number, z: number, { dug, footings }: NonNullable<Look["pit"]>): string {
  const depth = 12;
  const x1 = x0 + W * dug;
  let s = polygon(groundQuad(c, x0 - 3, x0 + W + 3, z - 3, z + D + 3), `fill="#b49468"`);
  s += polygon(groundQuad(c, x0, x1, z, z + D), `fill="#7d6445"`);
  const [fx, fy] = project(c, x0, 0, z + D);
  const [gx, gy] = project(c, x1, -depth, z + D);
  s += rect(fx, fy, gx - fx, gy - fy, `fill="#9a7c55"`);
  s += polygon(groundQuad(c, x0, x1, z, z + 2), `fill="#6b5439"`);
  if (footings) {
    for (let i = 0; i <= BAYS; i += 1)
      for (const zz of [z + 8, z + D - 8]) {
        const [bx, by] = project(c, x0 + (i * W) / BAYS, 0, zz);
        const [tx, ty] = project(c, x0 + (i * W) / BAYS, 9, zz);
        s += rect(bx - 3, by - 4, 6, 4, `fill="#b7b3aa"`);
        for (const dx of [-1.2, 1.2]) s += rect(tx + dx - 0.5, ty, 1, by - ty, `fill="#8a4b2b"`);
      }
  } else {
    s += excavator(c, x1 - 6, z + D * 0.4);
  }
  return s;
}

function excavator(c: Camera, x: number, z: number): string {
  let s = box(c, { x0: x - 7, x1: x + 7, y0: 0, y1: 3, z0: z, z1: z + 9 }, { front: "#3a3a38", top: "#4a4a47" });
  s += box(c, { x0: x - 6, x1: x + 6, y0: 3, y1: 8, z0: z + 1, z1: z + 8 }, { front: palette.gold, top: "#f1c768" });
  s += box(c, { x0: x - 6, x1: x - 1, y0: 8, y1: 12, z0: z + 1, z1: z + 5 }, { front: palette.gold, top: "#f1c768" });
  s += rect(...frame(c, x - 5.4, 11.4, x - 1.6, 8.8, z + 1), `fill="#4f7479"`);
  const [j0, j1, j2] = [project(c, x + 3, 8, z), project(c, x + 12, 17, z - 2), project(c, x + 18, 1, z - 4)];
  s += `<path d="M${n(j0[0])} ${n(j0[1])} L${n(j1[0])} ${n(j1[1])} L${n(j2[0])} ${n(j2[1])}" stroke="${palette.gold}" stroke-width="7" fill="none" stroke-linejoin="round"/>`;
  return s;
}

/** A rectangle on the plane z as x, y, width, height on screen. */
function frame(c: Camera, x0: number, y1: number, x1: number, y0: number, z: number): [number, number, number, number] {
  const [ax, ay] = project(c, x0, y1, z);
  const [bx, by] = project(c, x1, y0, z);
  return [ax, ay, bx - ax, by - ay];
}

/** The tower's front in local feet (x right, y down from its top), storey by storey from the ground up. */
function front(look: Look, top: number): string {
  const bw = W / BAYS;
  let fr = "";
  for (let f = 0; f < look.storeys; f++) {
    const y = top + (look.storeys - f - 1) * FLOOR_HEIGHT;
    // Floor f above the stilt storey (f = 0), which is parking: open between its columns, painted with the first floor.
    const finish =
      f === 0
        ? look.paint > 0
          ? "paint"
          : "open"
        : f <= look.paint
          ? "paint"
          : f <= look.plaster
            ? "plaster"
            : f <= look.brick
              ? "brick"
              : "open";
    const open = f === 0 || finish === "open";
    fr += rect(0, y, W, FLOOR_HEIGHT, `fill="${open ? "#3c3f3f" : "#d9d3c6"}"`);
    if (!open) {
      const wall = { brick: "#b36a4b", plaster: "#b9b4aa", paint: palette.sandLight }[finish];
      for (let i = 0; i < BAYS; i++) {
        const bx = i * bw;
        fr += rect(bx, y, bw, FLOOR_HEIGHT, `fill="${wall}"`);
        if (finish === "brick")
          for (let r = 0.8; r < FLOOR_HEIGHT; r += 0.8) fr += rect(bx, y + r, bw, 0.08, `fill="#7f4630" opacity="0.6"`);
        const glass = finish === "paint" ? (i % 2 ? palette.tealMid : palette.teal) : "#2f3434";
        fr += rect(bx + bw * 0.22, y + 2.4, bw * 0.56, 5, `fill="${glass}"`);
        if (finish === "paint") {
          fr += rect(bx + bw * 0.18, y + 7.4, bw * 0.64, 0.5, `fill="${palette.stone}"`);
          if (i % 2 === 0)
            fr += rect(bx + bw * 0.1, y + 6.2, bw * 0.8, 1.2, `fill="${palette.terracotta}" opacity="0.85"`);
        }
      }
    }
    const columns = finish === "paint" ? palette.sandLight : "#c9c4b9";
    for (let i = 0; i <= BAYS; i++) fr += rect(i * bw - 0.7, y, 1.4, FLOOR_HEIGHT, `fill="${columns}"`);
    fr += rect(-0.4, y - 1, W + 0.8, 1, `fill="${finish === "paint" ? palette.sand : "#d3cec3"}"`);
  }
  if (look.formwork) {
    // shuttering and props for the next slab, and the bars of its columns
    fr += rect(-0.6, top - 1.6, W + 1.2, 0.8, `fill="#d99a5a"`);
    for (let i = 0; i <= BAYS; i++)
      for (const dx of [-0.5, 0.5]) fr += rect(i * bw + dx - 0.06, top - 6, 0.12, 4.4, `fill="#7d4327"`);
  } else if (look.storeys === STOREYS) {
    fr += rect(-0.4, top - 4, W + 0.8, 3, `fill="${look.paint === FLOORS ? palette.sandLight : "#cfcac0"}"`);
  }
  return fr;
}

/** Scaffolding over the storeys not yet painted, with its safety net. */
function scaffolding(look: Look, top: number, height: number): string {
  const covered = look.paint === 0 ? look.storeys : STOREYS - 1 - look.paint;
  if (covered <= 0) return "";
  const y0 = top - 3;
  const y1 = top + covered * FLOOR_HEIGHT - (look.paint === 0 ? 0 : 1);
  const pole = "#c9a35f";
  let s = "";
  for (let x = -2; x <= W + 2; x += 6) s += rect(x - 0.12, y0, 0.24, Math.min(y1, height) - y0, `fill="${pole}"`);
  for (let y = y0 + 1; y < y1; y += 6.5) s += rect(-2.5, y, W + 5, 0.24, `fill="${pole}"`);
  if (look.brick > 0) s += rect(W * 0.62, y0 + 1, W * 0.38 + 2, y1 - y0 - 1, `fill="#2f8a57" opacity="0.45"`);
  return s;
}

function tower(c: Camera, x0: number, z: number, state: TowerState): string {
  const look = lookOf(state);
  if (look.pit) return pit(c, x0, z, look.pit);
  const height = look.storeys * FLOOR_HEIGHT;
  const top = 8;
  const H = height + top;
  // the receding side towards the camera's axis, drawn before the front
  const sideX = x0 + W < c.x ? x0 + W : x0;
  let s = polygon(sideQuad(c, sideX, z, z + D, 0, height), `fill="${look.paint ? "#d8cbb3" : "#8e8a82"}"`);
  for (let f = 1; f <= look.storeys; f++)
    s += polygon(sideQuad(c, sideX, z, z + D, f * FLOOR_HEIGHT - 0.8, f * FLOOR_HEIGHT), `fill="#b7b2a8"`);
  s += `<g transform="${frontTransform(c, x0, H, z)}">${front(look, top)}${scaffolding(look, top, H)}</g>`;
  return s;
}

/** Heaps and stacks that tell the stage: soil while digging, bars and sand while the frame rises, bricks after. */
function materials(c: Camera, states: TowerState[], seed: number): string {
  const rng = createRandom(seed);
  const stages = states.map((state) => state.stage);
  let s = "";
  if (stages.some((stage) => stage === "excavation" || stage === "foundation")) {
    const [a, b, t] = [project(c, 125, 0, 160), project(c, 185, 0, 160), project(c, 155, 18, 175)];
    s += `<path d="M${n(a[0])} ${n(a[1])} Q${n(t[0])} ${n(t[1] - 40)} ${n(b[0])} ${n(b[1])} Z" fill="#a98856"/>`;
  }
  if (stages.some((stage) => /^slab|roof|foundation/.test(stage)))
    for (let i = 0; i < 8; i++)
      s += box(
        c,
        { x0: -170 + i * 0.6, x1: -110 + i * 0.6, y0: i * 0.35, y1: i * 0.35 + 0.3, z0: 150, z1: 151 },
        { front: "#7d4327" },
      );
  if (stages.some((stage) => ["masonry", "plastering"].includes(stage)))
    for (let i = 0; i < 5; i++) {
      const x = 110 + i * 16 + rng.range(-2, 2);
      s += box(
        c,
        { x0: x, x1: x + 10, y0: 0, y1: 5, z0: 150, z1: 160 },
        { front: "#b36a4b", top: "#c47a58", side: "#94482a" },
      );
    }
  return s;
}

/** Both towers, A on the left, at the states an update gives them. */
export function siteProgress(
  out: Size,
  towers: { a: TowerState; b: TowerState },
  seed: number,
  view: Size = { w: 1200, h: 900 },
): string {
  const defs = new Defs();
  const c = camera({ f: 1000, cx: view.w * 0.5, hy: view.h * 0.42, eye: 40, x: 0 });
  const rng = createRandom(seed);
  const sunX = view.w * rng.range(0.15, 0.85);
  const b: string[] = [];
  b.push(sky(defs, view.w, view.h, "golden", c.hy));
  b.push(sun(defs, sunX, c.hy - view.h * rng.range(0.06, 0.14), view.w * 0.025, "golden"));
  b.push(clouds(defs, cloudField(seed, view.w, view.h, 6, 0.04, 0.3), "golden", 0, 0, true));
  b.push(horizonBand(defs, seed + 3, view.w, c.hy + 2, 30, "#8fa892"));
  b.push(ground(defs, view.w, view.h, c.hy, "golden"));
  b.push(polygon(groundQuad(c, -260, 260, 100, 520), `fill="#c2a57a"`));
  const states = [towers.a, towers.b];
  b.push(materials(c, states, seed));
  b.push(tower(c, -115, 230, towers.a));
  b.push(tower(c, 15, 245, towers.b));
  const craneNeeded = states.some((state) => /^(slab|roof|masonry)/.test(state.stage) || state.stage === "plastering");
  if (craneNeeded) b.push(towerCrane(c, 0, 262, 100));
  b.push(polygon(groundQuad(c, -400, 400, 60, 96), `fill="#8d8a84"`));
  b.push(siteHoarding(c, -260, 260, 98, 7));
  b.push(rect(0, 0, view.w, view.h, `fill="${mix(palette.gold, "#ffffff", 0.6)}" opacity="0.04"`));
  b.push(lightWash(defs, view.w, view.h, "golden", sunX));
  return svgDoc(out, b.join(""), defs, view);
}
