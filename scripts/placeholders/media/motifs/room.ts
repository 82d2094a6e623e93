import { type Defs, ellipse, mix, n, type Point, polygon, rect } from "#scripts/placeholders/media/core/svg.ts";
import { palette } from "#scripts/placeholders/media/palette.ts";
import { type Box, type BoxColors, type Camera, box, groundQuad, project, scaleAt, sideQuad } from "./camera";

/**
 * Interiors in one-point perspective: a room box seen from its open front, with
 * helpers for openings, panels and furniture made of shaded boxes. Feet again;
 * the camera stands at z = 0 and looks at the back wall.
 */

export type Room = { w: number; h: number; d: number; wall: string; floor: string; ceiling: string };

export type RoomFinish = { tiles?: number; planks?: boolean; cove?: boolean };

/** Walls, floor and ceiling, with tile joints and a lit ceiling cove. */
export function roomShell(defs: Defs, c: Camera, r: Room, finish: RoomFinish = {}): string {
  const L = -r.w / 2;
  const R = r.w / 2;
  const out: string[] = [];
  const [bx0, by0] = project(c, L, r.h, r.d);
  const [bx1, by1] = project(c, R, 0, r.d);
  const back = defs.linearUser(
    [
      [0, mix(r.wall, "#ffffff", 0.18)],
      [1, mix(r.wall, palette.shadow, 0.06)],
    ],
    bx0,
    by0,
    bx1,
    by0,
  );
  out.push(rect(bx0, by0, bx1 - bx0, by1 - by0, `fill="${back}"`));
  out.push(polygon(sideQuad(c, L, 0.6, r.d, 0, r.h), `fill="${mix(r.wall, palette.shadow, 0.1)}"`));
  out.push(polygon(sideQuad(c, R, 0.6, r.d, 0, r.h), `fill="${mix(r.wall, "#ffe2b8", 0.22)}"`));
  out.push(polygon(groundQuad(c, L, R, 0.6, r.d, r.h), `fill="${r.ceiling}"`));
  const [, yNear] = project(c, 0, 0, 2);
  const floorFill = defs.linearUser(
    [
      [0, mix(r.floor, "#ffffff", 0.15)],
      [1, mix(r.floor, palette.shadow, 0.08)],
    ],
    0,
    by1,
    0,
    yNear,
  );
  out.push(polygon(groundQuad(c, L, R, 0.6, r.d), `fill="${floorFill}"`));
  const joint = mix(r.floor, palette.shadow, 0.22);
  const step = finish.tiles ?? (finish.planks ? 0 : 2);
  if (step > 0) {
    for (let x = L + step; x < R; x += step) {
      const [a, b] = [project(c, x, 0, 1), project(c, x, 0, r.d)];
      out.push(
        `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="${joint}" stroke-width="1" opacity="0.5"/>`,
      );
    }
    for (let z = r.d - step; z > 1; z -= step) {
      const [a, b] = [project(c, L, 0, z), project(c, R, 0, z)];
      out.push(
        `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="${joint}" stroke-width="1" opacity="0.5"/>`,
      );
    }
  } else {
    for (let x = L + 0.6; x < R; x += 0.6) {
      const [a, b] = [project(c, x, 0, 1), project(c, x, 0, r.d)];
      out.push(
        `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="${joint}" stroke-width="0.8" opacity="0.35"/>`,
      );
    }
  }
  // skirting
  out.push(
    rect(
      bx0,
      by1 - 0.35 * scaleAt(c, r.d),
      bx1 - bx0,
      0.35 * scaleAt(c, r.d),
      `fill="${mix(r.wall, palette.shadow, 0.18)}"`,
    ),
  );
  out.push(polygon(sideQuad(c, L, 0.6, r.d, 0, 0.35), `fill="${mix(r.wall, palette.shadow, 0.25)}"`));
  out.push(polygon(sideQuad(c, R, 0.6, r.d, 0, 0.35), `fill="${mix(r.wall, palette.shadow, 0.15)}"`));
  if (finish.cove) {
    const m = 2;
    const cove = groundQuad(c, L + m, R - m, m, r.d - m, r.h);
    out.push(
      polygon(cove, `fill="${mix(r.ceiling, "#ffffff", 0.35)}" stroke="#ffe1a6" stroke-width="3" opacity="0.9"`),
    );
    out.push(polygon(cove, `fill="none" stroke="#ffd58a" stroke-width="10" opacity="0.25" filter="${defs.blur(6)}"`));
  }
  return out.join("");
}

/** A rectangle on the back wall (z = d), for windows, art and panels. */
export function backPanel(c: Camera, d: number, x0: number, x1: number, y0: number, y1: number, attrs: string): string {
  const [ax, ay] = project(c, x0, y1, d);
  const [bx, by] = project(c, x1, y0, d);
  return rect(ax, ay, bx - ax, by - ay, attrs);
}

/** A rectangle on a side wall (x = const). */
export function sidePanel(c: Camera, x: number, z0: number, z1: number, y0: number, y1: number, attrs: string): string {
  return polygon(sideQuad(c, x, z0, z1, y0, y1), attrs);
}

/** The outdoor view through an opening: golden sky, a far tower and treetops. */
function outdoorView(
  defs: Defs,
  x: number,
  y: number,
  w: number,
  h: number,
  opts: { tower?: boolean; dusk?: boolean } = {},
): string {
  const skyFill = defs.linearUser(
    opts.dusk
      ? [
          [0, "#3d5a73"],
          [1, "#f0a879"],
        ]
      : [
          [0, "#9cc7c6"],
          [0.6, "#f6e6c8"],
          [1, "#f5cf9c"],
        ],
    0,
    y,
    0,
    y + h,
  );
  let s = rect(x, y, w, h, `fill="${skyFill}"`);
  if (opts.tower) {
    const tx = x + w * 0.55;
    const tw = w * 0.5;
    const th = h * 0.55;
    s += rect(tx, y + h - th, tw, th, `fill="${mix(palette.sandLight, "#f7d9b0", 0.3)}" opacity="0.9"`);
    for (let i = 0; i < 6; i++)
      for (let j = 0; j < 5; j++)
        s += rect(
          tx + tw * (0.08 + j * 0.18),
          y + h - th + th * (0.08 + i * 0.15),
          tw * 0.1,
          th * 0.07,
          `fill="#7a9896" opacity="0.8"`,
        );
    s += rect(tx + tw * 0.45, y + h - th, tw * 0.08, th, `fill="${palette.terracotta}" opacity="0.85"`);
  }
  for (let i = 0; i < 7; i++) {
    const r = w * (0.08 + (i % 3) * 0.03);
    s += ellipse(
      x + (w * (i + 0.3)) / 6.5,
      y + h - r * 0.2,
      r,
      r * 0.8,
      `fill="${i % 2 ? palette.green : palette.leaf}" opacity="0.95"`,
    );
  }
  return s;
}

/** A glazed opening on the back wall with frame and a view out. */
export function backWindow(
  defs: Defs,
  c: Camera,
  d: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  opts: { tower?: boolean; panes?: number; dusk?: boolean } = {},
): string {
  const [ax, ay] = project(c, x0, y1, d);
  const [bx, by] = project(c, x1, y0, d);
  const k = scaleAt(c, d);
  let s = rect(ax - 0.25 * k, ay - 0.25 * k, bx - ax + 0.5 * k, by - ay + 0.5 * k, `fill="${palette.cream}"`);
  s += outdoorView(defs, ax, ay, bx - ax, by - ay, opts);
  const panes = opts.panes ?? 2;
  for (let i = 1; i < panes; i++)
    s += rect(ax + ((bx - ax) * i) / panes - 0.08 * k, ay, 0.16 * k, by - ay, `fill="${palette.ink}" opacity="0.7"`);
  s += rect(
    ax,
    ay,
    bx - ax,
    by - ay,
    `fill="none" stroke="${palette.ink}" stroke-width="${n(0.12 * k)}" opacity="0.7"`,
  );
  s += polygon(
    [
      [ax + (bx - ax) * 0.1, by],
      [ax + (bx - ax) * 0.35, ay],
      [ax + (bx - ax) * 0.45, ay],
      [ax + (bx - ax) * 0.2, by],
    ],
    `fill="#ffffff" opacity="0.12"`,
  );
  return s;
}

/** Sunlight through an opening, falling on the floor as a soft parallelogram. */
export function lightPatch(
  defs: Defs,
  c: Camera,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  skew: number,
): string {
  const pts: Point[] = [
    project(c, x0, 0.01, z1),
    project(c, x1, 0.01, z1),
    project(c, x1 + skew, 0.01, z0),
    project(c, x0 + skew, 0.01, z0),
  ];
  return polygon(pts, `fill="#ffe3ae" opacity="0.35" filter="${defs.blur(4)}"`);
}

/** A shaded box with faces derived from one base colour. */
export function solid(c: Camera, b: Box, color: string, extra: Partial<BoxColors> = {}): string {
  return box(c, b, {
    front: color,
    top: mix(color, "#ffffff", 0.22),
    side: mix(color, palette.shadow, 0.22),
    bottom: mix(color, palette.shadow, 0.35),
    ...extra,
  });
}

/** A round table or pouffe: an elliptic top over a skirt or stem. */
export function roundTop(c: Camera, x: number, z: number, y: number, r: number, color: string, skirt = 0): string {
  const [cx, cy] = project(c, x, y, z);
  const [, yFront] = project(c, x, y, z - r);
  const [, yBack] = project(c, x, y, z + r);
  const rx = r * scaleAt(c, z);
  const ry = Math.abs(yFront - yBack) / 2;
  let s = "";
  if (skirt > 0) {
    const [, yb] = project(c, x, y - skirt, z - r * 0.2);
    s +=
      rect(cx - rx, cy, rx * 2, yb - cy, `fill="${mix(color, palette.shadow, 0.15)}"`) +
      ellipse(cx, yb, rx, ry, `fill="${mix(color, palette.shadow, 0.15)}"`);
  }
  return s + ellipse(cx, cy, rx, ry, `fill="${mix(color, "#ffffff", 0.2)}"`);
}

/** A pendant lamp hanging from the ceiling, with its glow. */
export function pendant(
  defs: Defs,
  c: Camera,
  x: number,
  z: number,
  ceiling: number,
  drop: number,
  color: string = palette.gold,
): string {
  const [tx, ty] = project(c, x, ceiling, z);
  const [lx, ly] = project(c, x, ceiling - drop, z);
  const k = scaleAt(c, z);
  return (
    `<line x1="${n(tx)}" y1="${n(ty)}" x2="${n(lx)}" y2="${n(ly)}" stroke="${palette.ink}" stroke-width="${n(Math.max(1, 0.04 * k))}"/>` +
    `<circle cx="${n(lx)}" cy="${n(ly + 0.9 * k)}" r="${n(1.6 * k)}" fill="#ffd58a" opacity="0.35" filter="${defs.blur(6)}"/>` +
    `<path d="M${n(lx - 0.9 * k)} ${n(ly + 0.9 * k)} Q${n(lx)} ${n(ly - 0.4 * k)} ${n(lx + 0.9 * k)} ${n(ly + 0.9 * k)} Z" fill="${color}"/>` +
    ellipse(lx, ly + 0.9 * k, 0.9 * k, 0.15 * k, `fill="#fff1c9"`)
  );
}

/** A potted plant standing at (x, z). */
export function pottedPlant(c: Camera, x: number, z: number, height: number): string {
  const [px, py] = project(c, x, 0, z);
  const k = scaleAt(c, z);
  let s = `<path d="M${n(px - 0.7 * k)} ${n(py - 1.6 * k)} L${n(px + 0.7 * k)} ${n(py - 1.6 * k)} L${n(px + 0.5 * k)} ${n(py)} L${n(px - 0.5 * k)} ${n(py)} Z" fill="${palette.terracotta}"/>`;
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + (i - 4) * 0.28;
    const len = height * (0.6 + (i % 3) * 0.15);
    const ex = px + Math.cos(a) * len * 0.6 * k;
    const ey = py - 1.6 * k + Math.sin(a) * len * k;
    s += `<path d="M${n(px)} ${n(py - 1.6 * k)} Q${n((px + ex) / 2 - 0.5 * k)} ${n((py + ey) / 2)} ${n(ex)} ${n(ey)} Q${n((px + ex) / 2 + 0.5 * k)} ${n((py + ey) / 2)} ${n(px)} ${n(py - 1.6 * k)} Z" fill="${i % 2 ? palette.green : palette.leaf}"/>`;
  }
  return s;
}

/** Floor-to-ceiling curtains on a side wall between z0 and z1. */
export function curtain(c: Camera, x: number, z0: number, z1: number, h: number, color: string): string {
  let s = polygon(sideQuad(c, x, z0, z1, 0.2, h), `fill="${color}"`);
  const folds = 5;
  for (let i = 0; i < folds; i++) {
    const za = z0 + ((z1 - z0) * i) / folds;
    s += polygon(sideQuad(c, x, za, za + (z1 - z0) / folds / 2, 0.2, h), `fill="${palette.shadow}" opacity="0.1"`);
  }
  return s;
}
