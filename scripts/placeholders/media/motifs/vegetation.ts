import { createRandom } from "#scripts/placeholders/media/core/random.ts";
import { type Defs, ellipse, mix, n } from "#scripts/placeholders/media/core/svg.ts";
import { palette } from "#scripts/placeholders/media/palette.ts";

/**
 * Planting, drawn in local feet with the origin at the foot of the plant and y up
 * negative; place with `standTransform`. Light comes from the upper left.
 */

export type PlantOpts = { seed: number; dusk?: boolean };

const tint = (color: string, dusk?: boolean): string => (dusk ? mix(color, "#2b3b45", 0.35) : color);

/** Soft contact shadow on the ground, skewed away from the sun. */
function groundShadow(defs: Defs, rx: number, offset = 0.4): string {
  return ellipse(rx * offset, 0, rx, rx * 0.16, `fill="${palette.shadow}" opacity="0.28" filter="${defs.blur(0.6)}"`);
}

/** A coconut palm: a gently curved trunk and a crown of drooping fronds. */
export function palm(defs: Defs, height: number, opts: PlantOpts): string {
  const rng = createRandom(opts.seed);
  const lean = rng.range(-2.2, 2.2);
  const top: [number, number] = [lean, -height];
  const trunkFill = defs.linear(
    [
      [0, tint("#c9a77e", opts.dusk)],
      [0.6, tint("#9b7a58", opts.dusk)],
      [1, tint("#6e5540", opts.dusk)],
    ],
    [0, 0, 1, 0],
  );
  const w0 = 0.75;
  const w1 = 0.45;
  const ctrl: [number, number] = [lean * 0.2 - lean * 0.6, -height * 0.55];
  const trunk =
    `<path d="M${n(-w0)} 0 Q${n(ctrl[0] - w0)} ${n(ctrl[1])} ${n(top[0] - w1)} ${n(top[1])} ` +
    `L${n(top[0] + w1)} ${n(top[1])} Q${n(ctrl[0] + w0)} ${n(ctrl[1])} ${n(w0)} 0 Z" fill="${trunkFill}"/>`;
  let rings = "";
  for (let i = 1; i < height / 1.6; i++) {
    const t = (i * 1.6) / height;
    const x = (1 - t) * (1 - t) * 0 + 2 * (1 - t) * t * ctrl[0] + t * t * top[0];
    const y = -i * 1.6;
    rings += `<path d="M${n(x - 0.6)} ${n(y)} q0.6 0.25 1.2 0" stroke="${tint("#5b4634", opts.dusk)}" stroke-width="0.12" fill="none" opacity="0.45"/>`;
  }
  const fronds: string[] = [];
  const count = 11;
  for (let i = 0; i < count; i++) {
    const a = -Math.PI + (i / (count - 1)) * Math.PI + rng.range(-0.12, 0.12);
    const len = rng.range(8, 11.5) * (height / 30) ** 0.3;
    const droop = rng.range(2.5, 5.5) * Math.max(0.3, Math.abs(Math.cos(a)));
    const tipX = top[0] + Math.cos(a) * len;
    const tipY = top[1] + Math.sin(a) * len * 0.55 + droop;
    const midX = top[0] + Math.cos(a) * len * 0.5;
    const midY = top[1] + Math.sin(a) * len * 0.5 - 1.4;
    const widthF = 1.1;
    const lightness = (Math.cos(a) < 0 ? 0.25 : -0.05) + rng.range(-0.08, 0.08);
    const base = tint(
      lightness > 0 ? mix(palette.leaf, "#c8d27a", lightness) : mix(palette.green, palette.forest, -lightness + 0.2),
      opts.dusk,
    );
    fronds.push(
      `<path d="M${n(top[0])} ${n(top[1])} Q${n(midX)} ${n(midY - widthF)} ${n(tipX)} ${n(tipY)} Q${n(midX)} ${n(midY + widthF)} ${n(top[0])} ${n(top[1])} Z" fill="${base}"/>` +
        `<path d="M${n(top[0])} ${n(top[1])} Q${n(midX)} ${n(midY)} ${n(tipX)} ${n(tipY)}" stroke="${tint(palette.forest, opts.dusk)}" stroke-width="0.12" fill="none" opacity="0.6"/>`,
    );
  }
  // back fronds first, so the lighter front ones overlap them
  const order = fronds.map((f, i) => ({ f, k: Math.abs(i - count / 2) })).sort((a, b) => b.k - a.k);
  const nuts = [-0.5, 0.2, 0.7]
    .map((dx, i) =>
      ellipse(top[0] + dx, top[1] + 0.8 + (i % 2) * 0.3, 0.45, 0.45, `fill="${tint("#8a6a2e", opts.dusk)}"`),
    )
    .join("");
  return groundShadow(defs, 3.5, 0.8) + trunk + rings + order.map((o) => o.f).join("") + nuts;
}

/** A broad shade tree (neem, rain tree): a forked trunk under a clustered canopy. */
export function shadeTree(defs: Defs, height: number, opts: PlantOpts): string {
  const rng = createRandom(opts.seed);
  const cr = height * 0.38;
  const cy = -height + cr;
  const trunk =
    `<path d="M-0.8 0 L-0.5 ${n(cy + cr * 0.3)} L-2.2 ${n(cy - cr * 0.1)} L-1.6 ${n(cy - cr * 0.2)} L0 ${n(cy + cr * 0.05)} ` +
    `L1.8 ${n(cy - cr * 0.25)} L2.3 ${n(cy - cr * 0.1)} L0.6 ${n(cy + cr * 0.3)} L0.9 0 Z" fill="${tint("#6b5240", opts.dusk)}"/>`;
  const dark = tint(palette.forest, opts.dusk);
  const mid = tint(palette.green, opts.dusk);
  const light = tint(palette.leaf, opts.dusk);
  const hi = tint("#a9c06a", opts.dusk);
  const blobs: string[] = [];
  const count = 7;
  const layer = (color: string, dx: number, dy: number, scale: number): void => {
    const r2 = createRandom(opts.seed + 17);
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2 + r2.range(-0.2, 0.2);
      const d = cr * r2.range(0.35, 0.6);
      const r = cr * r2.range(0.42, 0.58) * scale;
      blobs.push(ellipse(Math.cos(a) * d * 1.25 + dx, cy + Math.sin(a) * d * 0.75 + dy, r * 1.1, r, `fill="${color}"`));
    }
  };
  layer(dark, cr * 0.08, cr * 0.1, 1);
  layer(mid, -cr * 0.06, -cr * 0.05, 0.88);
  layer(light, -cr * 0.2, -cr * 0.2, 0.6);
  for (let i = 0; i < 5; i++) {
    blobs.push(
      ellipse(
        -cr * rng.range(0.1, 0.7),
        cy - cr * rng.range(0.2, 0.7),
        cr * 0.16,
        cr * 0.12,
        `fill="${hi}" opacity="0.7"`,
      ),
    );
  }
  return groundShadow(defs, cr * 1.1, 0.6) + trunk + blobs.join("");
}

/** A column-shaped Ashoka tree, the tall narrow tree that lines Indian compound walls. */
export function ashoka(defs: Defs, height: number, opts: PlantOpts): string {
  const w = height * 0.16;
  const body = (color: string, k: number, dx: number): string =>
    `<path d="M${n(dx)} ${n(-height)} C${n(dx + w * k)} ${n(-height * 0.75)} ${n(dx + w * 1.1 * k)} ${n(-height * 0.25)} ${n(dx + w * 0.5 * k)} ${n(-height * 0.08)} ` +
    `Q${n(dx)} ${n(0)} ${n(dx - w * 0.5 * k)} ${n(-height * 0.08)} C${n(dx - w * 1.1 * k)} ${n(-height * 0.25)} ${n(dx - w * k)} ${n(-height * 0.75)} ${n(dx)} ${n(-height)} Z" fill="${color}"/>`;
  const rng = createRandom(opts.seed);
  let streaks = "";
  for (let i = 0; i < 9; i++) {
    const y = -height * rng.range(0.15, 0.85);
    const x = rng.range(-w * 0.5, w * 0.1);
    streaks += `<path d="M${n(x)} ${n(y)} q${n(w * 0.25)} ${n(height * 0.05)} ${n(w * 0.35)} ${n(height * 0.12)}" stroke="${tint("#b7c978", opts.dusk)}" stroke-width="${n(w * 0.08)}" fill="none" opacity="0.55" stroke-linecap="round"/>`;
  }
  return (
    groundShadow(defs, w * 1.2, 0.6) +
    body(tint(palette.forest, opts.dusk), 1, 0) +
    body(tint(palette.green, opts.dusk), 0.75, -w * 0.15) +
    body(tint(palette.leaf, opts.dusk), 0.35, -w * 0.35) +
    streaks
  );
}

/** A low flowering shrub. */
export function shrub(defs: Defs, width: number, opts: PlantOpts & { flowers?: string }): string {
  const rng = createRandom(opts.seed);
  const h = width * 0.55;
  const parts = [groundShadow(defs, width * 0.55, 0.3)];
  const n1 = 5;
  for (let i = 0; i < n1; i++) {
    const x = -width / 2 + (width * (i + 0.5)) / n1;
    const r = width * rng.range(0.18, 0.26);
    parts.push(ellipse(x, -r * 0.9, r, r * 0.85, `fill="${tint(i % 2 ? palette.green : palette.forest, opts.dusk)}"`));
  }
  for (let i = 0; i < 4; i++) {
    const x = -width * 0.35 + i * width * 0.2;
    parts.push(
      ellipse(x - width * 0.05, -h * 0.75, width * 0.12, width * 0.09, `fill="${tint(palette.leaf, opts.dusk)}"`),
    );
  }
  if (opts.flowers) {
    for (let i = 0; i < 9; i++) {
      parts.push(
        ellipse(
          rng.range(-width * 0.42, width * 0.42),
          -rng.range(h * 0.35, h * 1.05),
          width * 0.035,
          width * 0.035,
          `fill="${tint(opts.flowers, opts.dusk)}"`,
        ),
      );
    }
  }
  return parts.join("");
}

/** A clipped hedge of the given length, drawn flat-on. */
export function hedge(defs: Defs, length: number, height: number, opts: PlantOpts): string {
  const body = defs.linear([
    [0, tint("#7fa458", opts.dusk)],
    [0.35, tint(palette.green, opts.dusk)],
    [1, tint(palette.forest, opts.dusk)],
  ]);
  return `<rect x="0" y="${n(-height)}" width="${n(length)}" height="${n(height)}" rx="${n(height * 0.35)}" fill="${body}"/>`;
}
