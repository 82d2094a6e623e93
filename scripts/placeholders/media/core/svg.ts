/**
 * Small helpers for writing SVG by hand: number formatting, a per-document
 * collector for gradients and filters, and colour mixing. Every motif returns
 * an SVG fragment (a string) so scenes can be composed by concatenation.
 */

export type Point = readonly [number, number];

/** Rounds to one decimal so documents stay small and diffs stay stable. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

const pts = (points: readonly Point[]): string => points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");

export const polygon = (points: readonly Point[], attrs: string): string =>
  `<polygon points="${pts(points)}" ${attrs}/>`;

export const rect = (x: number, y: number, w: number, h: number, attrs: string): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" ${attrs}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, attrs: string): string =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" ${attrs}/>`;

export const circle = (cx: number, cy: number, r: number, attrs: string): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attrs}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: string): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" ${attrs}/>`;

export const escapeXml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export type Stop = readonly [offset: number, color: string, opacity?: number];

const stopsXml = (stops: readonly Stop[]): string =>
  stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${n(o * 100)}%" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`,
    )
    .join("");

/**
 * Gradients, filters and clip paths of one document. Ids are unique within the
 * document; `toString()` yields the <defs> body.
 */
export class Defs {
  private items: string[] = [];
  private count = 0;
  private cache = new Map<string, string>();

  private id(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  private memo(key: string, make: (id: string) => string, prefix: string): string {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const id = this.id(prefix);
    this.items.push(make(id));
    const ref = `url(#${id})`;
    this.cache.set(key, ref);
    return ref;
  }

  /** A linear gradient; direction in bounding-box units (default top to bottom). */
  linear(stops: readonly Stop[], dir: readonly [number, number, number, number] = [0, 0, 0, 1]): string {
    const key = `l${JSON.stringify([stops, dir])}`;
    return this.memo(
      key,
      (id) =>
        `<linearGradient id="${id}" x1="${dir[0]}" y1="${dir[1]}" x2="${dir[2]}" y2="${dir[3]}">${stopsXml(stops)}</linearGradient>`,
      "g",
    );
  }

  /** A linear gradient in user space, for gradients that must line up across shapes. */
  linearUser(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const key = `lu${JSON.stringify([stops, x1, y1, x2, y2])}`;
    return this.memo(
      key,
      (id) =>
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stopsXml(stops)}</linearGradient>`,
      "g",
    );
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const key = `r${JSON.stringify([stops, cx, cy, r])}`;
    return this.memo(
      key,
      (id) => `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsXml(stops)}</radialGradient>`,
      "g",
    );
  }

  radialUser(stops: readonly Stop[], cx: number, cy: number, r: number): string {
    const key = `ru${JSON.stringify([stops, cx, cy, r])}`;
    return this.memo(
      key,
      (id) =>
        `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stopsXml(stops)}</radialGradient>`,
      "g",
    );
  }

  /** A Gaussian blur filter, for soft shadows, glows and clouds. */
  blur(std: number): string {
    const key = `b${std}`;
    return this.memo(
      key,
      (id) =>
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
      "f",
    );
  }

  /** A clip path from raw SVG shapes; returns `url(#id)`. */
  clip(shapes: string): string {
    return this.memo(`c${shapes}`, (id) => `<clipPath id="${id}">${shapes}</clipPath>`, "c");
  }

  /** A repeating pattern in user space. */
  pattern(width: number, height: number, body: string): string {
    return this.memo(
      `p${width}x${height}${body}`,
      (id) => `<pattern id="${id}" width="${width}" height="${height}" patternUnits="userSpaceOnUse">${body}</pattern>`,
      "p",
    );
  }

  toString(): string {
    return this.items.join("");
  }
}

/** Wraps a body in an SVG document drawn in `vw`×`vh` units and rendered at `w`×`h` pixels. */
export function svgDoc(
  size: { w: number; h: number },
  body: string,
  defs: Defs,
  view: { w: number; h: number } = size,
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.w}" height="${size.h}" viewBox="0 0 ${view.w} ${view.h}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${defs.toString()}</defs>${body}</svg>`
  );
}

/* ---------- colour ---------- */

const toRgb = (hex: string): [number, number, number] => {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
};

const toHex = (rgb: readonly number[]): string =>
  `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

/** Linear mix of two hex colours; t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = toRgb(a);
  const cb = toRgb(b);
  return toHex(ca.map((v, i) => v + ((cb[i] ?? 0) - v) * t));
}
