import { createRandom } from "#scripts/placeholders/media/core/random.ts";
import { type Defs, mix, n, polygon, rect } from "#scripts/placeholders/media/core/svg.ts";
import { palette } from "#scripts/placeholders/media/palette.ts";
import { type Camera, frontTransform, groundQuad, project, scaleAt, standTransform } from "./camera";
import { ashoka, hedge, palm, shadeTree, shrub } from "./vegetation";

/**
 * Everything on the ground of the court: paving, the pool with its animated
 * shimmer, loungers, lamps, the compound wall and the entrance gate. Items that
 * stand up are returned with their depth so a scene can paint far to near.
 */

export type Item = { z: number; svg: string };

export const paint = (items: Item[]): string =>
  [...items]
    .sort((a, b) => b.z - a.z)
    .map((i) => i.svg)
    .join("");

export type PlantKind = "palm" | "tree" | "ashoka" | "shrub" | "flowers";

export function plant(
  defs: Defs,
  c: Camera,
  kind: PlantKind,
  x: number,
  z: number,
  size: number,
  seed: number,
  dusk = false,
): Item {
  const body =
    kind === "palm"
      ? palm(defs, size, { seed, dusk })
      : kind === "tree"
        ? shadeTree(defs, size, { seed, dusk })
        : kind === "ashoka"
          ? ashoka(defs, size, { seed, dusk })
          : shrub(defs, size, {
              seed,
              dusk,
              flowers: kind === "flowers" ? (seed % 2 ? palette.terracottaLight : palette.goldLight) : undefined,
            });
  return { z, svg: `<g transform="${standTransform(c, x, z)}">${body}</g>` };
}

/** A paved area on the ground. */
export function paving(
  defs: Defs,
  c: Camera,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  color: string = palette.stone,
): string {
  const quad = groundQuad(c, x0, x1, z0, z1);
  let joints = "";
  for (let z = z0 + 4; z < z1; z += 4) {
    const [a, b] = [project(c, x0, 0, z), project(c, x1, 0, z)];
    joints += `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="${mix(color, palette.shadow, 0.25)}" stroke-width="0.8" opacity="0.45"/>`;
  }
  return polygon(quad, `fill="${color}"`) + joints;
}

/**
 * The pool: a coping edge, water in two depths, and caustic highlight lines whose
 * phase runs with loop time t (0..1), so the shimmer loops seamlessly.
 */
export function pool(
  defs: Defs,
  c: Camera,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  t: number,
  dusk = false,
): string {
  const coping = polygon(groundQuad(c, x0 - 2, x1 + 2, z0 - 2, z1 + 2), `fill="${palette.cream}"`);
  const [, yFar] = project(c, 0, 0, z1);
  const [, yNear] = project(c, 0, 0, z0);
  const water = defs.linearUser(
    [
      [0, dusk ? "#4f8f9a" : palette.waterLight],
      [0.5, dusk ? "#2f7480" : palette.water],
      [1, dusk ? "#1c5a66" : palette.waterDeep],
    ],
    0,
    yFar,
    0,
    yNear,
  );
  const body = polygon(groundQuad(c, x0, x1, z0, z1), `fill="${water}"`);
  const inner = polygon(
    [project(c, x0, 0, z1), project(c, x1, 0, z1), project(c, x1, -1.2, z1), project(c, x0, -1.2, z1)],
    `fill="${palette.shadow}" opacity="0.18"`,
  );
  // the shallow children's section at the near right corner
  const shallowX = x1 - (x1 - x0) * 0.28;
  const shallow = polygon(
    groundQuad(c, shallowX, x1, z0, z0 + (z1 - z0) * 0.35),
    `fill="${palette.waterLight}" opacity="0.45"`,
  );
  const lane = polygon(
    groundQuad(c, shallowX - 0.4, shallowX, z0, z0 + (z1 - z0) * 0.35),
    `fill="${palette.cream}" opacity="0.8"`,
  );
  const rng = createRandom(7);
  let caustics = "";
  const rows = 14;
  for (let r = 0; r < rows; r++) {
    const z = z0 + ((r + 0.5) / rows) * (z1 - z0);
    const phase = rng.range(0, Math.PI * 2);
    const len = rng.range(0.25, 0.6);
    const start = rng.range(0, 1 - len);
    const segs = 18;
    let d = "";
    for (let s = 0; s <= segs; s++) {
      const f = start + (len * s) / segs;
      const x = x0 + 1 + f * (x1 - x0 - 2);
      const wave = Math.sin(f * 26 + phase + t * Math.PI * 2) * 0.35;
      const [sx, sy] = project(c, x, 0, z + wave);
      d += `${s ? "L" : "M"}${n(sx)} ${n(sy)}`;
    }
    const alpha = 0.25 + 0.2 * Math.sin(t * Math.PI * 2 * 2 + phase);
    caustics += `<path d="${d}" stroke="#ffffff" stroke-width="${n(Math.max(0.8, 0.08 * scaleAt(c, z)))}" fill="none" stroke-linecap="round" opacity="${Math.round(alpha * 100) / 100}"/>`;
  }
  // a glint of the low sun on the far water
  const [gx, gy] = project(c, (x0 + x1) / 2 + 6, 0, z1 - (z1 - z0) * 0.2);
  const glint = `<ellipse cx="${n(gx + Math.sin(t * Math.PI * 2) * 6)}" cy="${n(gy)}" rx="${n(1.4 * scaleAt(c, z1))}" ry="${n(0.15 * scaleAt(c, z1))}" fill="#fff3cf" opacity="${Math.round((0.45 + 0.15 * Math.sin(t * Math.PI * 4)) * 100) / 100}" filter="${defs.blur(4)}"/>`;
  return coping + body + inner + shallow + lane + caustics + glint;
}

/** A sun lounger seen from the front, in local feet. */
export function lounger(defs: Defs, c: Camera, x: number, z: number): Item {
  const body =
    `<path d="M-3 -1.3 L2 -1.3 L3.2 -3.2 L3.8 -3 L2.6 -0.9 L-3 -0.9 Z" fill="${palette.cream}"/>` +
    `<rect x="-3" y="-1.5" width="5" height="0.35" fill="${palette.teal}"/>` +
    `<rect x="-2.8" y="-0.9" width="0.25" height="0.9" fill="${palette.woodDark}"/><rect x="1.8" y="-0.9" width="0.25" height="0.9" fill="${palette.woodDark}"/>` +
    `<ellipse cx="0" cy="0" rx="3.4" ry="0.35" fill="${palette.shadow}" opacity="0.25"/>`;
  return { z, svg: `<g transform="${standTransform(c, x, z)}">${body}</g>` };
}

/** A poolside umbrella. */
export function umbrella(c: Camera, x: number, z: number, color: string = palette.terracotta): Item {
  const body =
    `<rect x="-0.12" y="-8" width="0.24" height="8" fill="${palette.woodDark}"/>` +
    `<path d="M-5 -7 Q0 -10.4 5 -7 Z" fill="${color}"/><path d="M-5 -7 Q-2.5 -7.6 0 -7 Q2.5 -7.6 5 -7" fill="${mix(color, palette.shadow, 0.25)}"/>` +
    `<path d="M-1.7 -7.2 Q0 -10.4 1.7 -7.2" fill="#ffffff" opacity="0.18"/>`;
  return { z, svg: `<g transform="${standTransform(c, x, z)}">${body}</g>` };
}

/** A garden lamp post, glowing at dusk. */
export function lamp(defs: Defs, c: Camera, x: number, z: number, dusk: boolean): Item {
  const glow = dusk ? `<circle cx="0" cy="-10.5" r="3" fill="#ffd58a" opacity="0.35" filter="${defs.blur(0.8)}"/>` : "";
  const body =
    `<rect x="-0.15" y="-10" width="0.3" height="10" fill="${palette.ink}"/>` +
    `<rect x="-0.6" y="-11.2" width="1.2" height="1.3" rx="0.2" fill="${dusk ? "#ffe4a8" : palette.cream}"/>` +
    `<rect x="-0.8" y="-11.5" width="1.6" height="0.35" fill="${palette.ink}"/>${glow}`;
  return { z, svg: `<g transform="${standTransform(c, x, z)}">${body}</g>` };
}

/** A bench with a timber seat. */
export function bench(c: Camera, x: number, z: number): Item {
  const body =
    `<rect x="-2.5" y="-1.6" width="5" height="0.35" fill="${palette.wood}"/><rect x="-2.5" y="-3" width="5" height="0.3" fill="${palette.woodDark}"/>` +
    `<rect x="-2.5" y="-2.4" width="5" height="0.3" fill="${palette.woodDark}"/>` +
    `<rect x="-2.3" y="-1.6" width="0.25" height="1.6" fill="${palette.ink}"/><rect x="2.05" y="-1.6" width="0.25" height="1.6" fill="${palette.ink}"/>` +
    `<ellipse cx="0.5" cy="0" rx="3" ry="0.3" fill="${palette.shadow}" opacity="0.25"/>`;
  return { z, svg: `<g transform="${standTransform(c, x, z)}">${body}</g>` };
}

/** A hedge row across the view at depth z. */
export function hedgeRow(defs: Defs, c: Camera, x0: number, x1: number, z: number, height: number, dusk = false): Item {
  return {
    z,
    svg: `<g transform="${frontTransform(c, x0, height, z)}"><g transform="translate(0 ${n(height)})">${hedge(defs, x1 - x0, height, { seed: 1, dusk })}</g></g>`,
  };
}

/**
 * The compound wall with pillars, its coping, and a grand gate between x0 and x1:
 * two stone piers, a terracotta-framed portal without lettering, a sliding gate,
 * a boom barrier and the security cabin.
 */
export function compoundWithGate(
  defs: Defs,
  c: Camera,
  opts: {
    wallFrom: number;
    wallTo: number;
    z: number;
    gateFrom: number;
    gateTo: number;
    dusk?: boolean;
    gateOpen?: boolean;
  },
): Item[] {
  const { z, gateFrom, gateTo } = opts;
  const dusk = opts.dusk ?? false;
  const wallH = 7;
  const wallFill = defs.linear([
    [0, dusk ? "#cbb89c" : palette.sandLight],
    [1, dusk ? "#9c8a74" : palette.sand],
  ]);
  const items: Item[] = [];
  const wallPiece = (a: number, b: number): string => {
    let s = `<g transform="${frontTransform(c, a, wallH, z)}">`;
    const w = b - a;
    s += rect(0, 0, w, wallH, `fill="${wallFill}"`);
    s += rect(-0.3, -0.3, w + 0.6, 0.7, `fill="${palette.cream}"`);
    s += rect(0, 0.4, w, 0.3, `fill="${palette.shadow}" opacity="0.15"`);
    for (let x = 0; x <= w; x += 16) {
      s += rect(x - 0.8, -0.8, 1.6, wallH + 0.8, `fill="${dusk ? "#b39d80" : palette.sand}"`);
      s += rect(x - 1, -1.1, 2, 0.4, `fill="${palette.cream}"`);
      s += rect(x + 0.5, -0.8, 0.3, wallH + 0.8, `fill="${palette.shadow}" opacity="0.12"`);
    }
    // a stone band and a terracotta course
    s += rect(0, wallH - 1.6, w, 1.6, `fill="${palette.stone}" opacity="0.9"`);
    s += rect(0, 2.2, w, 0.5, `fill="${palette.terracotta}" opacity="0.8"`);
    s += "</g>";
    return s;
  };
  items.push({ z: z + 0.5, svg: wallPiece(opts.wallFrom, gateFrom - 3) + wallPiece(gateTo + 3, opts.wallTo) });

  const gw = gateTo - gateFrom;
  const portalH = 19;
  let g = `<g transform="${frontTransform(c, gateFrom - 4, portalH + 2, z - 0.5)}">`;
  const pier = (x: number): string =>
    rect(
      x,
      4,
      4,
      portalH - 2,
      `fill="${defs.linear(
        [
          [0, palette.stone],
          [1, mix(palette.stone, palette.shadow, 0.2)],
        ],
        [0, 0, 1, 0],
      )}"`,
    ) +
    rect(x - 0.4, 3, 4.8, 1.2, `fill="${palette.cream}"`) +
    rect(x + 0.7, 7, 2.6, 3.4, `fill="${palette.terracotta}"`);
  g += pier(0) + pier(gw + 4);
  // portal beam: a terracotta band under a cream cornice, left blank for the builder's sign
  g += rect(-1, 0, gw + 10, 2.4, `fill="${palette.cream}"`);
  g += rect(0, 2.4, gw + 8, 2.2, `fill="${palette.terracotta}"`);
  g += rect(0, 4.6, gw + 8, 0.5, `fill="${palette.shadow}" opacity="0.25"`);
  g += rect(gw / 2 + 4 - 1.3, 2.8, 2.6, 1.4, `fill="${palette.gold}"`);
  // sliding gate bars
  if (!opts.gateOpen) {
    const bars = Math.floor(gw / 0.9);
    for (let i = 0; i <= bars; i++)
      g += rect(4 + (i * gw) / bars - 0.08, portalH - 4.5, 0.16, 4.5, `fill="${palette.ink}" opacity="0.85"`);
    g += rect(4, portalH - 4.6, gw, 0.3, `fill="${palette.ink}"`);
    g += rect(4, portalH - 2.6, gw, 0.2, `fill="${palette.ink}"`);
  } else {
    g += rect(gw / 2 + 3.7, portalH - 3.6, 0.6, 1.6, `fill="${palette.ink}"`);
    g += rect(4.3, portalH - 3.4, gw / 2 - 0.6, 0.35, `fill="${palette.cream}"`);
    for (let x = 5; x < gw / 2 + 3; x += 2.4) g += rect(x, portalH - 3.4, 1.2, 0.35, `fill="${palette.terracotta}"`);
  }
  // downlights under the beam at dusk
  if (dusk)
    g += `<ellipse cx="${n(gw / 2 + 4)}" cy="5.4" rx="${n(gw / 2)}" ry="1" fill="#ffd58a" opacity="0.45" filter="${defs.blur(0.6)}"/>`;
  g += "</g>";
  items.push({ z: z - 0.5, svg: g });

  // security cabin just inside the gate, to the right
  const cabX = gateTo + 6;
  items.push({
    z: z + 8,
    svg:
      `<g transform="${frontTransform(c, cabX, 10, z + 8)}">` +
      rect(-0.6, 0, 9.2, 1, `fill="${palette.terracotta}"`) +
      rect(0, 1, 8, 9, `fill="${palette.cream}"`) +
      rect(1.2, 3, 5.6, 3.6, `fill="${dusk ? "#f6c77a" : "#5f8584"}"`) +
      rect(0, 1, 8, 0.6, `fill="${palette.shadow}" opacity="0.18"`) +
      `</g>`,
  });
  return items;
}
