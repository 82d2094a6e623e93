import { createRandom } from "#scripts/placeholders/media/core/random.ts";
import { type Defs, ellipse, mix, n, type Point, polygon } from "#scripts/placeholders/media/core/svg.ts";
import { palette } from "#scripts/placeholders/media/palette.ts";

/**
 * A 2:1 axonometric view for aerial pictures: x runs down-right, z down-left,
 * y up. The south-east corner is nearest the viewer; the sun is in the west.
 */
export type Iso = { ox: number; oy: number; s: number };

export const iso =
  (v: Iso) =>
  (x: number, y: number, z: number): Point => [v.ox + (x - z) * v.s * 0.87, v.oy + (x + z) * v.s * 0.5 - y * v.s];

type P = ReturnType<typeof iso>;

/** A flat area on the ground (or at height y). */
export const flat = (p: P, x: number, z: number, w: number, d: number, fill: string, y = 0, extra = ""): string =>
  polygon([p(x, y, z), p(x + w, y, z), p(x + w, y, z + d), p(x, y, z + d)], `fill="${fill}" ${extra}`);

/** A box with a lit south face, a shaded east face and a top. */
export function isoBox(
  p: P,
  x: number,
  z: number,
  w: number,
  d: number,
  y0: number,
  y1: number,
  color: string,
  top?: string,
): string {
  const south = polygon(
    [p(x, y0, z + d), p(x + w, y0, z + d), p(x + w, y1, z + d), p(x, y1, z + d)],
    `fill="${mix(color, "#fff3dc", 0.12)}"`,
  );
  const east = polygon(
    [p(x + w, y0, z), p(x + w, y0, z + d), p(x + w, y1, z + d), p(x + w, y1, z)],
    `fill="${mix(color, palette.shadow, 0.28)}"`,
  );
  return south + east + flat(p, x, z, w, d, top ?? mix(color, "#ffffff", 0.2), y1);
}

/** A G+5 tower from above: stilt level, window rows and balconies on both faces, roof furniture. */
export function isoTower(defs: Defs, p: P, x: number, z: number, w: number, d: number, seed: number): string {
  const fh = 10;
  const floors = 6;
  const H = floors * fh + 3.5;
  const rng = createRandom(seed);
  let s = "";
  // shadow cast to the east
  s += polygon(
    [p(x + w, 0, z), p(x + w + 40, 0, z + 10), p(x + w + 40, 0, z + d + 10), p(x + w, 0, z + d)],
    `fill="${palette.shadow}" opacity="0.22" filter="${defs.blur(3)}"`,
  );
  s += isoBox(p, x, z, w, d, 0, H, palette.sandLight, mix(palette.stone, "#ffffff", 0.3));
  // stilt level in shade
  s += polygon([p(x, 0, z + d), p(x + w, 0, z + d), p(x + w, fh - 1, z + d), p(x, fh - 1, z + d)], `fill="#3a423e"`);
  s += polygon([p(x + w, 0, z), p(x + w, 0, z + d), p(x + w, fh - 1, z + d), p(x + w, fh - 1, z)], `fill="#2a302d"`);
  for (let u = 0; u <= w; u += 14)
    s += polygon(
      [p(x + u, 0, z + d), p(x + u + 1.5, 0, z + d), p(x + u + 1.5, fh, z + d), p(x + u, fh, z + d)],
      `fill="${palette.sand}"`,
    );
  // south face: balconies and windows per floor
  for (let f = 1; f < floors; f++) {
    const y0 = f * fh;
    s += polygon(
      [p(x, y0 - 0.4, z + d), p(x + w, y0 - 0.4, z + d), p(x + w, y0 + 0.5, z + d), p(x, y0 + 0.5, z + d)],
      `fill="${palette.cream}"`,
    );
    for (let u = 3; u < w - 6; u += 11) {
      const bal = Math.floor(u / 11) % 3 === 1;
      const ww = bal ? 8 : 4.5;
      const glass = rng.chance(0.12) ? "#f3c880" : "#55787a";
      s += polygon(
        [p(x + u, y0 + 2, z + d), p(x + u + ww, y0 + 2, z + d), p(x + u + ww, y0 + 8, z + d), p(x + u, y0 + 8, z + d)],
        `fill="${glass}"`,
      );
      if (bal)
        s += polygon(
          [
            p(x + u - 0.5, y0 + 0.5, z + d + 3),
            p(x + u + ww + 0.5, y0 + 0.5, z + d + 3),
            p(x + u + ww + 0.5, y0 + 3.5, z + d + 3),
            p(x + u - 0.5, y0 + 3.5, z + d + 3),
          ],
          `fill="${palette.tealLight}" opacity="0.55" stroke="${palette.cream}" stroke-width="0.6"`,
        );
    }
  }
  // east face windows
  for (let f = 1; f < floors; f++) {
    const y0 = f * fh;
    for (let v = 6; v < d - 4; v += 14) {
      s += polygon(
        [
          p(x + w, y0 + 2.5, z + v),
          p(x + w, y0 + 2.5, z + v + 5),
          p(x + w, y0 + 7.5, z + v + 5),
          p(x + w, y0 + 7.5, z + v),
        ],
        `fill="#3e5b5f"`,
      );
    }
  }
  // terracotta fins and the core
  for (const u of [0, w / 2 - 6, w / 2 + 4.5, w - 1.6]) {
    s += polygon(
      [p(x + u, fh, z + d), p(x + u + 1.6, fh, z + d), p(x + u + 1.6, H, z + d), p(x + u, H, z + d)],
      `fill="${palette.terracotta}"`,
    );
  }
  s += isoBox(p, x + w / 2 - 6, z + d / 2 - 8, 12, 16, H, H + 9, palette.sand);
  s += isoBox(p, x + w / 2 - 4, z + d / 2 - 5, 8, 10, H + 9, H + 12, "#c9c2b5");
  // solar panels on the roof
  for (let u = 8; u < w - 10; u += 16) {
    if (Math.abs(u + 6 - w / 2) < 14) continue;
    for (const v of [8, 30])
      s += flat(p, x + u, z + v, 11, 14, "#2f4e6b", H + 1.2, `stroke="#8fb0c7" stroke-width="0.5"`);
  }
  return s;
}

/** A tree from above: a round canopy with light from the west and a shadow to the east. */
export function isoTree(
  defs: Defs,
  p: P,
  x: number,
  z: number,
  r: number,
  seed: number,
  kind: "tree" | "palm" = "tree",
): string {
  const [gx, gy] = p(x, 0, z);
  const [cx, cy] = p(x, r * 1.4, z);
  const k = Math.hypot(p(1, 0, 0)[0] - p(0, 0, 0)[0], 0) / 0.87;
  const rng = createRandom(seed);
  let s = ellipse(
    gx + r * k * 0.9,
    gy + r * k * 0.2,
    r * k * 1.05,
    r * k * 0.5,
    `fill="${palette.shadow}" opacity="0.25" filter="${defs.blur(1.5)}"`,
  );
  s += `<line x1="${n(gx)}" y1="${n(gy)}" x2="${n(cx)}" y2="${n(cy)}" stroke="#6b5240" stroke-width="${n(Math.max(1, r * k * 0.15))}"/>`;
  if (kind === "palm") {
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2 + rng.range(0, 0.3);
      const ex = cx + Math.cos(a) * r * k * 1.1;
      const ey = cy + Math.sin(a) * r * k * 0.6;
      s += `<path d="M${n(cx)} ${n(cy)} Q${n((cx + ex) / 2 + Math.sin(a) * r * k * 0.2)} ${n((cy + ey) / 2 - r * k * 0.3)} ${n(ex)} ${n(ey)}" stroke="${i % 2 ? palette.leaf : palette.green}" stroke-width="${n(r * k * 0.28)}" stroke-linecap="round" fill="none"/>`;
    }
    return s;
  }
  s += ellipse(cx, cy, r * k, r * k * 0.85, `fill="${palette.forest}"`);
  s += ellipse(cx - r * k * 0.12, cy - r * k * 0.12, r * k * 0.85, r * k * 0.7, `fill="${palette.green}"`);
  s += ellipse(cx - r * k * 0.3, cy - r * k * 0.3, r * k * 0.45, r * k * 0.35, `fill="${palette.leaf}"`);
  return s;
}
