import { createRandom, type Random } from "#scripts/placeholders/media/core/random.ts";
import { type Defs, ellipse, mix, n, rect } from "#scripts/placeholders/media/core/svg.ts";
import { palette, type SkyMood, skies } from "#scripts/placeholders/media/palette.ts";

/** The sky gradient from the top of the frame down to a little below the horizon. */
export function sky(defs: Defs, w: number, h: number, mood: SkyMood, horizonY: number): string {
  const stops = skies[mood].map(([o, c]) => [o, c] as const);
  const fill = defs.linearUser(stops, 0, 0, 0, horizonY);
  return rect(0, 0, w, h, `fill="${fill}"`);
}

/** The low sun with a wide warm glow; `pulse` breathes the glow for the hero loop. */
export function sun(defs: Defs, x: number, y: number, r: number, mood: SkyMood, pulse = 0): string {
  const glowColor = mood === "dusk" ? "#ffb46a" : "#ffe2a6";
  const glow = defs.radial([
    [0, glowColor, 0.75],
    [0.25, glowColor, 0.35],
    [1, glowColor, 0],
  ]);
  const disc = defs.radial([
    [0, "#fffaf0"],
    [0.7, palette.sun],
    [1, mood === "dusk" ? "#ffc98a" : "#ffe9b8"],
  ]);
  const g = r * (9 + pulse * 0.4);
  return ellipse(x, y, g, g * 0.8, `fill="${glow}"`) + ellipse(x, y, r, r, `fill="${disc}"`);
}

export type Cloud = { x: number; y: number; w: number; phase: number; tone: number };

/** A deterministic field of cloud positions for a frame of the given size. */
export function cloudField(seed: number, w: number, h: number, count: number, top = 0.06, bottom = 0.42): Cloud[] {
  const rng = createRandom(seed);
  return Array.from({ length: count }, (_, i) => ({
    x: ((i + rng.range(0.1, 0.9)) / count) * w * 1.1 - w * 0.08,
    y: h * rng.range(top, bottom),
    w: w * rng.range(0.09, 0.2),
    phase: (i * 0.37 + rng.range(0, 0.3)) % 1,
    tone: rng.range(0, 1),
  }));
}

const smooth = (x: number): number => x * x * (3 - 2 * x);

/**
 * Clouds at loop time t (0..1). Each cloud drifts right through its own cycle and
 * fades in and out at its ends, so frame 1 follows the last frame without a seam.
 */
export function clouds(
  defs: Defs,
  field: readonly Cloud[],
  mood: SkyMood,
  t: number,
  drift: number,
  still = false,
): string {
  const top = mood === "dusk" ? "#7d7f99" : mood === "day" ? "#ffffff" : "#e6ece4";
  const under = mood === "dusk" ? "#f2a98a" : mood === "day" ? "#e3ebe9" : "#ffd9a4";
  const blurSoft = defs.blur(4);
  return field
    .map((c) => {
      const p = (t + c.phase) % 1;
      const fade = still ? 1 : smooth(Math.min(1, p / 0.3, (1 - p) / 0.3));
      if (fade <= 0.01) return "";
      const x = c.x + drift * (still ? 0.5 : p);
      const rng = createRandom(Math.round(c.w * 1000 + c.y));
      const fill = defs.linear([
        [0, mix(top, under, c.tone * 0.3)],
        [0.55, mix(top, under, 0.55)],
        [1, under],
      ]);
      return `<g opacity="${Math.round(fade * 0.85 * 100) / 100}" filter="${blurSoft}">${cloudShape(rng, x, c.y, c.w, fill)}</g>`;
    })
    .join("");
}

function cloudShape(rng: Random, x: number, y: number, w: number, fill: string): string {
  const h = w * 0.1;
  const parts = [ellipse(x, y, w / 2, h * 0.42, `fill="${fill}"`)];
  const bumps = 3 + Math.floor(rng.range(0, 4));
  for (let i = 0; i < bumps; i++) {
    const bx = x - w * 0.36 + (w * 0.72 * (i + 0.5)) / bumps + rng.range(-w * 0.05, w * 0.05);
    const r = w * rng.range(0.07, 0.13);
    parts.push(ellipse(bx, y - r * 0.35, r * 1.3, r * 0.7, `fill="${fill}"`));
  }
  // a long thin streak below, lit from underneath by the low sun
  parts.push(ellipse(x + w * rng.range(-0.2, 0.2), y + h * 0.5, w * 0.6, h * 0.12, `fill="${fill}" opacity="0.7"`));
  return `<g>${parts.join("")}</g>`;
}

/** A band of distant tree tops and low buildings along the horizon, hazed by distance. */
export function horizonBand(defs: Defs, seed: number, w: number, y: number, height: number, color: string): string {
  const rng = createRandom(seed);
  let d = `M0 ${n(y + height)} L0 ${n(y)}`;
  let x = 0;
  while (x < w) {
    const kind = rng.next();
    if (kind < 0.18) {
      const bw = rng.range(height * 0.8, height * 2.2);
      const bh = rng.range(height * 0.6, height * 1.3);
      d += ` L${n(x)} ${n(y - bh)} L${n(x + bw)} ${n(y - bh)} L${n(x + bw)} ${n(y)}`;
      x += bw;
    } else {
      const r = rng.range(height * 0.25, height * 0.7);
      d += ` Q${n(x + r)} ${n(y - r * 1.6)} ${n(x + r * 2)} ${n(y)}`;
      x += r * 2;
    }
  }
  d += ` L${n(w)} ${n(y + height)} Z`;
  const fill = defs.linear([
    [0, color],
    [1, mix(color, "#ffffff", 0.15)],
  ]);
  return `<path d="${d}" fill="${fill}"/>`;
}

/** Ground from the horizon down: far fields fading into the near lawn. */
export function ground(defs: Defs, w: number, h: number, horizonY: number, mood: SkyMood): string {
  const far = mood === "dusk" ? "#6f7a5e" : "#a6ad78";
  const near = mood === "dusk" ? "#2f4a35" : palette.green;
  const fill = defs.linearUser(
    [
      [0, far],
      [0.35, mix(far, near, 0.6)],
      [1, near],
    ],
    0,
    horizonY,
    0,
    h,
  );
  return rect(0, horizonY, w, h - horizonY, `fill="${fill}"`);
}

/** A warm wash over the whole frame that ties every layer to the same light. */
export function lightWash(defs: Defs, w: number, h: number, mood: SkyMood, sunX: number): string {
  const warm = mood === "dusk" ? "#ff9d5c" : "#ffc777";
  const fill = defs.radialUser(
    [
      [0, warm, mood === "dusk" ? 0.18 : 0.2],
      [0.6, warm, 0.05],
      [1, warm, 0],
    ],
    sunX,
    h * 0.35,
    w * 0.9,
  );
  const vignette = defs.radialUser(
    [
      [0.55, palette.shadow, 0],
      [1, palette.shadow, mood === "dusk" ? 0.35 : 0.22],
    ],
    w / 2,
    h / 2,
    Math.hypot(w, h) / 2,
  );
  return rect(0, 0, w, h, `fill="${fill}"`) + rect(0, 0, w, h, `fill="${vignette}"`);
}
