import { type Defs, mix, n, polygon, rect } from "#scripts/placeholders/media/core/svg.ts";
import { palette } from "#scripts/placeholders/media/palette.ts";
import { type Camera, frontTransform, project, sideQuad, standTransform } from "./camera";
import type { Item } from "./grounds";

/**
 * The smaller buildings and fixtures of the community: the clubhouse, the
 * children's play equipment and a garden pergola.
 */

/** The two-storey clubhouse: a glazed ground floor opening to the pool deck, a gym floor above. */
export function clubhouse(
  defs: Defs,
  c: Camera,
  x: number,
  z: number,
  width: number,
  depth: number,
  dusk = false,
): Item {
  const H = 24;
  const glow = dusk ? "#f7c77a" : "#c9d8cf";
  const glass = defs.linear([
    [0, dusk ? "#f3b865" : "#416f73"],
    [1, dusk ? "#ffe3a8" : "#b8c9ba"],
  ]);
  const wall = defs.linear(
    [
      [0, mix(palette.sandLight, "#ffd9a0", 0.25)],
      [1, palette.sand],
    ],
    [0, 0, 1, 0],
  );
  let f = "";
  // ground floor glazing behind slim columns
  f += rect(0, 12, width, 12, `fill="${glass}"`);
  for (let u = 0; u <= width; u += width / 8) f += rect(u - 0.15, 12, 0.3, 12, `fill="${palette.ink}" opacity="0.6"`);
  f += rect(0, 12, width, 1.4, `fill="${palette.shadow}" opacity="0.25"`);
  if (dusk) f += rect(0, 14, width, 8, `fill="${glow}" opacity="0.35"`);
  // first floor: sand wall with a long window and terracotta louvres
  f += rect(0, 2, width, 10, `fill="${wall}"`);
  f += rect(width * 0.08, 4.5, width * 0.6, 5, `fill="${glass}"`);
  for (let u = width * 0.08; u <= width * 0.68; u += 1.4)
    f += rect(u, 4.5, 0.5, 5, `fill="${palette.terracotta}" opacity="0.85"`);
  f += rect(width * 0.74, 3, width * 0.22, 9, `fill="${palette.terracotta}"`);
  for (let v = 4; v < 12; v += 1.6)
    f += rect(width * 0.74, v, width * 0.22, 0.2, `fill="${palette.terracottaDark}" opacity="0.5"`);
  // roof canopy slab and pergola
  f += rect(-3, 0, width + 6, 2, `fill="${palette.cream}"`);
  f += rect(-3, 2, width + 6, 0.6, `fill="${palette.shadow}" opacity="0.2"`);
  for (let u = 2; u < width * 0.5; u += 1.6) f += rect(u, -4, 0.35, 4, `fill="${palette.wood}"`);
  f += rect(1, -4.4, width * 0.5, 0.6, `fill="${palette.woodDark}"`);
  // entrance canopy and steps
  f += rect(width * 0.4, 11.2, width * 0.2, 0.9, `fill="${palette.cream}"`);
  f += rect(-1, H - 0.8, width + 2, 0.8, `fill="${palette.stone}"`);
  const light = defs.linear(
    [
      [0, "#ffd38c", dusk ? 0.1 : 0.2],
      [1, palette.shadow, 0.12],
    ],
    [0, 0, 1, 0],
  );
  f += rect(0, 0, width, H, `fill="${light}"`);
  const side = x + width < c.x ? x + width : x > c.x ? x : null;
  const sideFace =
    side === null
      ? ""
      : polygon(sideQuad(c, side, z, z + depth, 0, H - 2), `fill="${mix(palette.sand, palette.shadow, 0.35)}"`);
  return { z: z + depth / 2, svg: `${sideFace}<g transform="${frontTransform(c, x, H, z)}">${f}</g>` };
}

/** A play tower with a roof and a curving slide. */
export function slide(c: Camera, x: number, z: number): Item {
  const body =
    `<rect x="-4" y="-7" width="0.5" height="7" fill="${palette.teal}"/><rect x="0" y="-7" width="0.5" height="7" fill="${palette.teal}"/>` +
    `<rect x="-4.2" y="-7.3" width="5" height="0.8" fill="${palette.gold}"/>` +
    `<path d="M-4.6 -7.2 L-1.7 -11 L1.2 -7.2 Z" fill="${palette.terracotta}"/>` +
    `<path d="M0.4 -6.8 C4 -6.4 4.5 -1.5 8 -0.6 L8 0 C4 -0.6 3.2 -5.6 0.4 -5.8 Z" fill="${palette.goldLight}" stroke="${palette.gold}" stroke-width="0.2"/>` +
    `<path d="M-5.5 0 L-4 -7" stroke="${palette.ink}" stroke-width="0.18"/>` +
    Array.from(
      { length: 6 },
      (_, i) =>
        `<line x1="${n(-5.5 + i * 0.25)}" y1="${n(-i * 1.15)}" x2="${n(-4 + i * 0.25 - 0.1)}" y2="${n(-i * 1.15)}" stroke="${palette.ink}" stroke-width="0.14"/>`,
    ).join("") +
    `<ellipse cx="1" cy="0" rx="7" ry="0.5" fill="${palette.shadow}" opacity="0.22"/>`;
  return { z, svg: `<g transform="${standTransform(c, x, z)}">${body}</g>` };
}

/** An A-frame swing set with two seats. */
export function swings(c: Camera, x: number, z: number): Item {
  const frame = palette.terracotta;
  const body =
    `<path d="M-6 0 L-4.8 -8 L-3.6 0 M6 0 L4.8 -8 L3.6 0" stroke="${frame}" stroke-width="0.4" fill="none"/>` +
    `<rect x="-5.2" y="-8.3" width="10.4" height="0.5" fill="${frame}"/>` +
    `<path d="M-2.6 -7.8 L-2.6 -1.8 M-1.2 -7.8 L-1.2 -1.8 M1.2 -7.8 L1.2 -1.8 M2.6 -7.8 L2.6 -1.8" stroke="${palette.ink}" stroke-width="0.1"/>` +
    `<rect x="-2.8" y="-1.9" width="1.8" height="0.35" fill="${palette.teal}"/><rect x="1" y="-1.9" width="1.8" height="0.35" fill="${palette.gold}"/>` +
    `<ellipse cx="0" cy="0" rx="6.5" ry="0.45" fill="${palette.shadow}" opacity="0.2"/>`;
  return { z, svg: `<g transform="${standTransform(c, x, z)}">${body}</g>` };
}

/** A climbing frame: a dome of bars. */
export function climbingFrame(c: Camera, x: number, z: number): Item {
  let bars = "";
  for (let i = -3; i <= 3; i++) {
    const a = (i / 3.5) * (Math.PI / 2);
    bars += `<path d="M${n(Math.sin(a) * 5)} 0 Q${n(Math.sin(a) * 5.6)} ${n(-6 * Math.cos(a) - 1)} 0 -6" stroke="${palette.tealMid}" stroke-width="0.22" fill="none"/>`;
  }
  for (const h of [1.5, 3, 4.5]) {
    const r = 5 * Math.sqrt(1 - (h / 6.2) ** 2);
    bars += `<ellipse cx="0" cy="${n(-h)}" rx="${n(r)}" ry="${n(r * 0.18)}" stroke="${palette.gold}" stroke-width="0.2" fill="none"/>`;
  }
  return {
    z,
    svg: `<g transform="${standTransform(c, x, z)}"><ellipse cx="0" cy="0" rx="6" ry="0.6" fill="${palette.shadow}" opacity="0.2"/>${bars}</g>`,
  };
}

/** A timber pergola over a path, seen end-on, with creepers on top. */
export function pergola(c: Camera, x0: number, x1: number, z0: number, z1: number): Item[] {
  const items: Item[] = [];
  const post = (x: number, z: number): Item => ({
    z,
    svg: `<g transform="${standTransform(c, x, z)}"><rect x="-0.4" y="-9" width="0.8" height="9" fill="${palette.woodDark}"/><rect x="-0.4" y="-9" width="0.25" height="9" fill="#ffffff" opacity="0.15"/></g>`,
  });
  for (let z = z0; z <= z1; z += 8) {
    items.push(post(x0, z), post(x1, z));
    const [a, b] = [project(c, x0 - 1.2, 9.2, z), project(c, x1 + 1.2, 9.8, z)];
    items.push({ z: z - 0.1, svg: rect(a[0], b[1], b[0] - a[0], a[1] - b[1], `fill="${palette.wood}"`) });
  }
  for (const xr of [x0, x1]) {
    const quad = sideQuad(c, xr, z0, z1, 9.2, 10);
    items.push({ z: z1 + 0.1, svg: polygon(quad, `fill="${palette.woodDark}"`) });
  }
  for (let z = z0 + 4; z <= z1; z += 8) {
    const [a, b] = [project(c, x0, 9.6, z), project(c, x1, 9.6, z)];
    const r = (b[0] - a[0]) * 0.06;
    let leaves = "";
    for (let i = 0; i <= 8; i++)
      leaves += `<ellipse cx="${n(a[0] + ((b[0] - a[0]) * i) / 8)}" cy="${n(a[1] + r * 0.3)}" rx="${n(r)}" ry="${n(r * 0.7)}" fill="${i % 2 ? palette.leaf : palette.green}"/>`;
    items.push({ z: z - 0.2, svg: leaves });
  }
  return items;
}
