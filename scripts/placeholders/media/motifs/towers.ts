import { createRandom } from "#scripts/placeholders/media/core/random.ts";
import { type Defs, mix, n, type Point, polygon, rect } from "#scripts/placeholders/media/core/svg.ts";
import { palette } from "#scripts/placeholders/media/palette.ts";
import { type Camera, frontTransform, groundQuad, sideQuad } from "./camera";

/**
 * A G+5 residential block: stilt parking at ground level and five floors of
 * apartments above, each with balconies, framed windows and terracotta fins
 * around a central stair and lift core. The front facade is drawn flat in feet
 * and placed on its plane; the visible side face is projected point by point.
 */

export type Light = "golden" | "dusk" | "day";

export type TowerSpec = {
  /** Left edge, feet. */
  x: number;
  /** Front face depth, feet. */
  z: number;
  width: number;
  depth: number;
  floors?: number;
  floorH?: number;
  seed: number;
  light: Light;
  /** Share of windows lit, for dusk. */
  lit?: number;
};

type BayType = "fin" | "win" | "bal" | "wide" | "core";
type Bay = { type: BayType; u: number; w: number };

const BAY_WIDTH: Record<BayType, number> = { fin: 1.5, win: 7, bal: 13, wide: 9, core: 12 };
const PARAPET = 3.5;
const MARGIN = 2;

/** Lays out the facade symmetrically: apartments either side of the core. */
function facadeBays(width: number): Bay[] {
  const flat: BayType[] = ["fin", "win", "bal", "wide"];
  const flatW = flat.reduce((s, t) => s + BAY_WIDTH[t], 0);
  const perSide = Math.max(1, Math.round((width - 2 * MARGIN - BAY_WIDTH.core - 2 * BAY_WIDTH.fin) / (2 * flatW)));
  const left: BayType[] = [];
  for (let i = 0; i < perSide; i++) left.push(...flat);
  const types: BayType[] = [...left, "fin", "core", "fin", ...[...left].reverse()];
  const raw = types.reduce((s, t) => s + BAY_WIDTH[t], 0);
  const k = (width - 2 * MARGIN) / raw;
  let u = MARGIN;
  return types.map((type) => {
    const w = type === "fin" ? BAY_WIDTH.fin : BAY_WIDTH[type] * k;
    const bay = { type, u, w };
    u += w;
    return bay;
  });
}

type Palette = {
  wall: string;
  wallShade: string;
  band: string;
  glassTop: string;
  glassBottom: string;
  accent: string;
  accentDark: string;
};

function towerPalette(light: Light): Palette {
  if (light === "dusk")
    return {
      wall: "#d9c4a6",
      wallShade: "#9d8c7f",
      band: "#ece0c8",
      glassTop: "#28404f",
      glassBottom: "#6b6f7a",
      accent: "#b45c38",
      accentDark: "#7e3d25",
    };
  return {
    wall: palette.sandLight,
    wallShade: mix(palette.sand, palette.shadow, 0.3),
    band: palette.cream,
    glassTop: "#2f5e66",
    glassBottom: light === "golden" ? "#e0b47e" : "#b9d6d2",
    accent: palette.terracotta,
    accentDark: palette.terracottaDark,
  };
}

/** The flat front facade in local feet: u right, v down from the parapet top. */
function facade(defs: Defs, spec: TowerSpec, bays: Bay[], p: Palette): string {
  const floors = spec.floors ?? 6;
  const fh = spec.floorH ?? 10;
  const W = spec.width;
  const H = floors * fh + PARAPET;
  const rng = createRandom(spec.seed);
  const lit = spec.lit ?? (spec.light === "dusk" ? 0.45 : 0);
  const out: string[] = [];

  const glass = defs.linear([
    [0, p.glassTop],
    [0.55, mix(p.glassTop, p.glassBottom, 0.55)],
    [1, p.glassBottom],
  ]);
  const glassLit = defs.linear([
    [0, "#f7c77a"],
    [1, "#ffe6b0"],
  ]);
  const recess = defs.linear([
    [0, mix(p.wallShade, palette.shadow, 0.25)],
    [1, p.wallShade],
  ]);
  const accent = defs.linear(
    [
      [0, mix(p.accent, "#ffd9b0", 0.15)],
      [1, p.accentDark],
    ],
    [0, 0, 1, 0],
  );
  const stilt = defs.linear([
    [0, "#27302e"],
    [0.6, "#3b443f"],
    [1, "#59604f"],
  ]);

  // body, parapet and ground
  out.push(rect(0, 0, W, H, `fill="${p.wall}"`));
  const groundTop = H - fh;
  out.push(rect(0, groundTop, W, fh, `fill="${stilt}"`));
  out.push(rect(0, groundTop + fh * 0.25, W, fh * 0.75, `fill="#e9d6b0" opacity="0.12"`));

  // floor slab bands
  for (let i = 1; i <= floors; i++) {
    const v = H - i * fh;
    out.push(rect(0, v - 0.45, W, 0.9, `fill="${p.band}"`));
    out.push(rect(0, v + 0.45, W, 0.35, `fill="${palette.shadow}" opacity="0.12"`));
  }
  out.push(rect(-0.3, -0.2, W + 0.6, 0.7, `fill="${p.band}"`));
  out.push(rect(0, 0.5, W, 0.4, `fill="${palette.shadow}" opacity="0.15"`));

  const windowAt = (x: number, y: number, w: number, h: number, mullions: number): string => {
    const on = rng.next() < lit;
    let s = rect(x - 0.25, y - 0.25, w + 0.5, h + 0.5, `fill="${mix(p.wallShade, palette.ink, 0.2)}"`);
    s += rect(x, y, w, h, `fill="${on ? glassLit : glass}"`);
    if (!on)
      s += polygon(
        [
          [x + w * 0.15, y + h],
          [x + w * 0.55, y],
          [x + w * 0.75, y],
          [x + w * 0.35, y + h],
        ],
        `fill="#ffffff" opacity="0.13"`,
      );
    for (let m = 1; m <= mullions; m++)
      s += rect(x + (w * m) / (mullions + 1) - 0.08, y, 0.16, h, `fill="${palette.ink}" opacity="0.55"`);
    return s;
  };

  for (const bay of bays) {
    const cx = bay.u + bay.w / 2;
    if (bay.type === "core") {
      out.push(rect(bay.u, -0.2, bay.w, groundTop + 0.2, `fill="${accent}"`));
      for (let g = 2; g < groundTop; g += 2.5)
        out.push(rect(bay.u, g, bay.w, 0.12, `fill="${p.accentDark}" opacity="0.35"`));
      for (let i = 1; i < floors; i++) {
        const top = H - (i + 1) * fh;
        for (const dx of [-2.2, 1]) out.push(windowAt(cx + dx, top + 2.2, 1.2, fh - 3.4, 0));
      }
      // lift machine room and water tank on the roof
      out.push(rect(bay.u + 0.8, -9, bay.w - 1.6, 9, `fill="${mix(p.wall, p.wallShade, 0.15)}"`));
      out.push(rect(bay.u + 0.4, -9.6, bay.w - 0.8, 0.8, `fill="${p.accent}"`));
      out.push(rect(bay.u + 2, -12.5, bay.w - 4, 2.9, `fill="${mix(p.wall, p.wallShade, 0.35)}"`));
      // lobby at ground level
      out.push(
        rect(bay.u + 1.2, groundTop + 2, bay.w - 2.4, fh - 2, `fill="${spec.light === "dusk" ? glassLit : "#6c7f78"}"`),
      );
      out.push(
        rect(
          bay.u + 1.2,
          groundTop + 2,
          bay.w - 2.4,
          fh - 2,
          `fill="#fff4d6" opacity="${spec.light === "dusk" ? 0.2 : 0.25}"`,
        ),
      );
      out.push(rect(cx - 0.06, groundTop + 2, 0.12, fh - 2, `fill="${palette.ink}" opacity="0.6"`));
      out.push(rect(bay.u - 1, groundTop + 1.1, bay.w + 2, 0.9, `fill="${p.band}"`));
      continue;
    }
    if (bay.type === "fin") {
      out.push(rect(bay.u, -0.2, bay.w, groundTop + 0.2, `fill="${accent}"`));
      out.push(rect(bay.u + bay.w - 0.25, -0.2, 0.25, groundTop + 0.2, `fill="${palette.shadow}" opacity="0.25"`));
      continue;
    }
    for (let i = 1; i < floors; i++) {
      const top = H - (i + 1) * fh;
      if (bay.type === "win") {
        out.push(windowAt(cx - 2.3, top + 2.6, 4.6, 4.6, 1));
        out.push(rect(cx - 3, top + 2.1, 6, 0.4, `fill="${p.band}"`));
        out.push(rect(cx - 2.6, top + 2.5, 5.2, 0.5, `fill="${palette.shadow}" opacity="0.18"`));
      } else if (bay.type === "wide") {
        out.push(rect(bay.u + 0.7, top + 1.2, bay.w - 1.4, fh - 1.6, `fill="${mix(p.band, p.wall, 0.4)}"`));
        out.push(rect(bay.u + 0.7, top + 1.2, 0.35, fh - 1.6, `fill="#ffffff" opacity="0.35"`));
        out.push(windowAt(bay.u + 1.6, top + 2.3, bay.w - 3.2, 5.6, 2));
        out.push(rect(bay.u + 1.6, top + 7.9, bay.w - 3.2, 0.45, `fill="${palette.shadow}" opacity="0.2"`));
      } else {
        // recessed balcony with sliding doors and a glass railing
        const x0 = bay.u + 0.5;
        const w = bay.w - 1;
        out.push(rect(x0, top + 0.45, w, fh - 0.45, `fill="${recess}"`));
        const on = rng.next() < lit;
        const dw = Math.min(9, w - 2.5);
        out.push(rect(cx - dw / 2 - 0.25, top + 1.6, dw + 0.5, fh - 1.6, `fill="${palette.ink}" opacity="0.6"`));
        out.push(rect(cx - dw / 2, top + 1.85, dw, fh - 1.85, `fill="${on ? glassLit : glass}"`));
        out.push(rect(cx - 0.07, top + 1.85, 0.14, fh - 1.85, `fill="${palette.ink}" opacity="0.6"`));
        if (on) out.push(rect(x0, top + 0.45, w, 1.2, `fill="#ffd9a0" opacity="0.35"`));
        if (rng.chance(0.45)) {
          const px = x0 + rng.range(0.8, w - 2.5);
          out.push(
            `<ellipse cx="${n(px)}" cy="${n(top + fh - 3)}" rx="1.1" ry="1.4" fill="${spec.light === "dusk" ? "#2c4634" : palette.green}"/>`,
          );
        }
        // slab edge, the shadow it throws, and the railing
        out.push(rect(bay.u - 0.3, top + fh - 0.2, bay.w + 0.6, 0.9, `fill="${p.band}"`));
        out.push(rect(bay.u - 0.3, top + fh + 0.7, bay.w + 0.6, 0.9, `fill="${palette.shadow}" opacity="0.22"`));
        out.push(rect(bay.u - 0.1, top + fh - 3.6, bay.w + 0.2, 3.4, `fill="${palette.tealLight}" opacity="0.38"`));
        out.push(rect(bay.u - 0.1, top + fh - 3.75, bay.w + 0.2, 0.22, `fill="${palette.ink}" opacity="0.7"`));
      }
    }
  }

  // stilt columns, beam and plinth
  for (const bay of bays) {
    if (bay.type !== "fin") continue;
    out.push(rect(bay.u - 0.2, groundTop, 1.9, fh, `fill="${mix(p.wall, p.wallShade, 0.2)}"`));
    out.push(rect(bay.u + 1.2, groundTop, 0.5, fh, `fill="${palette.shadow}" opacity="0.25"`));
  }
  out.push(rect(0, groundTop, 1.6, fh, `fill="${mix(p.wall, p.wallShade, 0.2)}"`));
  out.push(rect(W - 1.6, groundTop, 1.6, fh, `fill="${mix(p.wall, p.wallShade, 0.35)}"`));
  out.push(rect(0, groundTop, W, 1, `fill="${p.band}"`));
  out.push(rect(0, H - 0.8, W, 0.8, `fill="${palette.stone}"`));

  // light: warm from the left, falling off to the right and towards the ground
  const side = defs.linear(
    [
      [0, spec.light === "dusk" ? "#ff9a5a" : "#ffd38c", spec.light === "day" ? 0.05 : 0.22],
      [0.5, "#ffd38c", 0],
      [1, palette.shadow, 0.16],
    ],
    [0, 0, 1, 0],
  );
  const fall = defs.linear([
    [0, "#ffffff", 0],
    [0.7, palette.shadow, 0.04],
    [1, palette.shadow, 0.22],
  ]);
  out.push(rect(0, -0.2, W, H + 0.2, `fill="${side}"`));
  out.push(rect(0, 0, W, H, `fill="${fall}"`));
  if (spec.light === "dusk") out.push(rect(-0.3, -0.2, W + 0.6, H + 0.2, `fill="#1b2a44" opacity="0.22"`));
  return out.join("");
}

/** The receding side face, in shade, with its own windows and floor bands. */
function sideFace(c: Camera, spec: TowerSpec, p: Palette, xFace: number): string {
  const floors = spec.floors ?? 6;
  const fh = spec.floorH ?? 10;
  const H = floors * fh + PARAPET;
  const { z, depth } = spec;
  const out: string[] = [];
  const wall = spec.light === "dusk" ? "#7f6f68" : mix(p.wallShade, palette.sand, 0.25);
  out.push(polygon(sideQuad(c, xFace, z, z + depth, 0, H), `fill="${wall}"`));
  out.push(polygon(sideQuad(c, xFace, z, z + depth, 0, fh), `fill="#2d3532"`));
  for (let i = 1; i <= floors; i++) {
    const y = i * fh;
    out.push(polygon(sideQuad(c, xFace, z, z + depth, y - 0.45, y + 0.45), `fill="${mix(p.band, p.wallShade, 0.45)}"`));
  }
  const rng = createRandom(spec.seed + 99);
  const lit = spec.lit ?? (spec.light === "dusk" ? 0.45 : 0);
  const glass = spec.light === "dusk" ? "#34465a" : mix(p.glassTop, p.glassBottom, 0.35);
  for (let i = 1; i < floors; i++) {
    for (const f of [0.22, 0.55, 0.8]) {
      const z0 = z + depth * f;
      const on = rng.next() < lit;
      out.push(
        polygon(sideQuad(c, xFace, z0, z0 + depth * 0.1, i * fh + 3, i * fh + 7.6), `fill="${on ? "#f3c27a" : glass}"`),
      );
    }
  }
  out.push(polygon(sideQuad(c, xFace, z, z + 1.5, fh, H), `fill="${p.accentDark}" opacity="0.85"`));
  return out.join("");
}

/** A whole tower: side face, front facade, and a soft contact shadow. */
export function tower(defs: Defs, c: Camera, spec: TowerSpec): string {
  const p = towerPalette(spec.light);
  const bays = facadeBays(spec.width);
  const floors = spec.floors ?? 6;
  const fh = spec.floorH ?? 10;
  const H = floors * fh + PARAPET;
  const x1 = spec.x + spec.width;
  const parts: string[] = [];
  const shadowPts: Point[] = groundQuad(c, spec.x - 6, x1 + 16, spec.z - 10, spec.z + spec.depth);
  parts.push(polygon(shadowPts, `fill="${palette.shadow}" opacity="0.25" filter="${defs.blur(6)}"`));
  if (spec.x > c.x) parts.push(sideFace(c, spec, p, spec.x));
  if (x1 < c.x) parts.push(sideFace(c, spec, p, x1));
  parts.push(`<g transform="${frontTransform(c, spec.x, H, spec.z)}">${facade(defs, spec, bays, p)}</g>`);
  return parts.join("");
}
