import { type Point, n, polygon } from "#scripts/placeholders/media/core/svg.ts";

/**
 * A one-point perspective camera looking along +z, in feet. Planes facing the
 * camera (constant z) stay rectangles, so facades and furniture fronts can be drawn
 * flat and placed with a transform; the receding faces are projected point by point.
 */
export type Camera = {
  /** Focal length in screen units. */
  f: number;
  /** Screen x of the vanishing point. */
  cx: number;
  /** Screen y of the horizon. */
  hy: number;
  /** Eye height above ground, feet. */
  eye: number;
  /** Camera position along x, feet. */
  x: number;
  /** Camera position along z, feet (moves the viewer into the scene). */
  z: number;
};

export const camera = (c: Partial<Camera> & Pick<Camera, "f" | "cx" | "hy">): Camera => ({
  eye: 5.5,
  x: 0,
  z: 0,
  ...c,
});

/** Depth in front of the camera; clamped so objects behind it never flip over. */
const depth = (c: Camera, z: number): number => Math.max(0.5, z - c.z);

export const project = (c: Camera, x: number, y: number, z: number): Point => [
  c.cx + ((x - c.x) * c.f) / depth(c, z),
  c.hy - ((y - c.eye) * c.f) / depth(c, z),
];

export const scaleAt = (c: Camera, z: number): number => c.f / depth(c, z);

/**
 * Transform that maps local feet (u right from x0, v down from top y1) onto the
 * plane z, so detailed fronts are drawn as if flat.
 */
export function frontTransform(c: Camera, x0: number, yTop: number, z: number): string {
  const [sx, sy] = project(c, x0, yTop, z);
  return `translate(${n(sx)} ${n(sy)}) scale(${Math.round(scaleAt(c, z) * 1000) / 1000})`;
}

/** Transform for a billboard (tree, lamp) standing at (x, 0, z): local y up is negative. */
export function standTransform(c: Camera, x: number, z: number, y = 0): string {
  const [sx, sy] = project(c, x, y, z);
  return `translate(${n(sx)} ${n(sy)}) scale(${Math.round(scaleAt(c, z) * 1000) / 1000})`;
}

/** A rectangle on the ground (y = const) between x0..x1 and z0..z1. */
export const groundQuad = (c: Camera, x0: number, x1: number, z0: number, z1: number, y = 0): Point[] => [
  project(c, x0, y, z0),
  project(c, x1, y, z0),
  project(c, x1, y, z1),
  project(c, x0, y, z1),
];

/** A rectangle on a side plane (x = const) between z0..z1 and y0..y1. */
export const sideQuad = (c: Camera, x: number, z0: number, z1: number, y0: number, y1: number): Point[] => [
  project(c, x, y0, z0),
  project(c, x, y1, z0),
  project(c, x, y1, z1),
  project(c, x, y0, z1),
];

export type BoxColors = { front: string; top?: string; side?: string; bottom?: string; stroke?: string };

export type Box = { x0: number; x1: number; y0: number; y1: number; z0: number; z1: number };

/** A solid box with its visible faces shaded separately. */
export function box(c: Camera, b: Box, colors: BoxColors, extra = ""): string {
  const stroke = colors.stroke ? `stroke="${colors.stroke}" stroke-width="0.6" stroke-linejoin="round"` : "";
  const parts: string[] = [];
  if (b.y1 < c.eye && colors.top)
    parts.push(polygon(groundQuad(c, b.x0, b.x1, b.z0, b.z1, b.y1), `fill="${colors.top}" ${stroke}`));
  if (b.y0 > c.eye && colors.bottom)
    parts.push(polygon(groundQuad(c, b.x0, b.x1, b.z0, b.z1, b.y0), `fill="${colors.bottom}" ${stroke}`));
  const side = colors.side ?? colors.front;
  if (b.z1 <= c.z + 0.5) return "";
  if (b.x0 > c.x) parts.push(polygon(sideQuad(c, b.x0, b.z0, b.z1, b.y0, b.y1), `fill="${side}" ${stroke}`));
  if (b.x1 < c.x) parts.push(polygon(sideQuad(c, b.x1, b.z0, b.z1, b.y0, b.y1), `fill="${side}" ${stroke}`));
  const [ax, ay] = project(c, b.x0, b.y1, b.z0);
  const [bx, by] = project(c, b.x1, b.y0, b.z0);
  parts.push(
    `<rect x="${n(ax)}" y="${n(ay)}" width="${n(bx - ax)}" height="${n(by - ay)}" fill="${colors.front}" ${stroke} ${extra}/>`,
  );
  return parts.join("");
}
