import { Defs, mix, n, polygon, rect, svgDoc } from "#scripts/placeholders/media/core/svg.ts";
import { type Camera, camera, frontTransform, project, sideQuad } from "#scripts/placeholders/media/motifs/camera.ts";
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

/**
 * A tower rising: the RCC frame of five floors, blockwork filling the lower
 * ones, formwork on the top slab, scaffolding on the face and a tower crane.
 */

type Size = { w: number; h: number };

export function towerProgress(out: Size, view: Size = { w: 1200, h: 1600 }): string {
  const defs = new Defs();
  const c = camera({ f: 1500, cx: view.w * 0.45, hy: view.h * 0.76, eye: 12, x: -12 });
  const b: string[] = [];
  b.push(sky(defs, view.w, view.h, "golden", c.hy));
  b.push(sun(defs, view.w * 0.82, view.h * 0.6, view.w * 0.03, "golden"));
  b.push(clouds(defs, cloudField(5, view.w, view.h, 6, 0.05, 0.45), "golden", 0, 0, true));
  b.push(horizonBand(defs, 8, view.w, c.hy + 2, 40, "#8fa892"));
  b.push(ground(defs, view.w, view.h, c.hy, "golden"));
  b.push(
    polygon(
      [project(c, -400, 0, 60), project(c, 400, 0, 60), project(c, 400, 0, 400), project(c, -400, 0, 400)],
      `fill="#c2a57a"`,
    ),
  );

  const z = 150;
  const W = 96;
  const D = 50;
  const fh = 10;
  const x0 = -60;
  const built = 5;
  // receding side of the frame
  b.push(polygon(sideQuad(c, x0 + W, z, z + D, 0, built * fh), `fill="#8e8a82"`));
  for (let f = 1; f <= built; f++)
    b.push(polygon(sideQuad(c, x0 + W, z, z + D, f * fh - 0.8, f * fh), `fill="#b7b2a8"`));
  let fr = "";
  const H = built * fh + 8;
  const top = 8;
  const bays = 8;
  const bw = W / bays;
  for (let f = 0; f < built; f++) {
    const yTop = top + (built - f - 1) * fh;
    // interior darkness, blockwork on the lower floors with window openings
    fr += rect(0, yTop, W, fh, `fill="#3c3f3f"`);
    if (f < 3) {
      for (let i = 0; i < bays; i++) {
        const bx = i * bw;
        fr += rect(bx, yTop, bw, fh, `fill="${f < 2 ? "#b36a4b" : "#a45f42"}"`);
        for (let r = 0.8; r < fh; r += 0.8) fr += rect(bx, yTop + r, bw, 0.08, `fill="#7f4630" opacity="0.6"`);
        fr += rect(bx + bw * 0.28, yTop + 2.6, bw * 0.44, 4.6, `fill="#2f3434"`);
      }
    }
    // columns and the slab edge
    for (let i = 0; i <= bays; i++) fr += rect(i * bw - 0.7, yTop, 1.4, fh, `fill="#c9c4b9"`);
    fr += rect(-0.4, yTop + fh - 1, W + 0.8, 1, `fill="#d3cec3"`);
  }
  // top slab with formwork, props and column starters
  fr += rect(-0.4, top - 0.9, W + 0.8, 0.9, `fill="#d3cec3"`);
  for (let i = 0; i <= bays; i++) {
    fr += rect(i * bw - 0.7, top - 6, 1.4, 5.1, `fill="#c07a43"`);
    for (const dx of [-0.5, 0, 0.5]) fr += rect(i * bw + dx - 0.05, top - 9, 0.1, 3, `fill="#7d4327"`);
  }
  for (let x = 2; x < W; x += 3.5) fr += rect(x, top - 6, 0.2, 5.1, `fill="#8f8a7e"`);
  fr += rect(-0.6, top - 6.6, W * 0.55, 0.7, `fill="#d99a5a"`);
  // scaffolding over the face and the safety net on part of it
  const pole = "#c9a35f";
  for (let x = -2; x <= W + 2; x += 6) fr += rect(x - 0.12, -2, 0.24, H - 6, `fill="${pole}"`);
  for (let y = 0; y < H - 8; y += 6.5) fr += rect(-2.5, y, W + 5, 0.24, `fill="${pole}"`);
  for (let x = -2; x < W; x += 12)
    for (let y = 0; y < H - 14; y += 13)
      fr += `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x + 6)}" y2="${n(y + 6.5)}" stroke="${pole}" stroke-width="0.2"/>`;
  fr += rect(W * 0.58, 2, W * 0.42 + 2, H - 12, `fill="#2f8a57" opacity="0.5"`);
  b.push(`<g transform="${frontTransform(c, x0, H, z)}">${fr}</g>`);

  b.push(towerCrane(c, x0 + W + 8, z + 10, 112));
  b.push(siteHoarding(c, -200, 200, 60, 6));
  b.push(lightWash(defs, view.w, view.h, "golden", view.w * 0.8));
  return svgDoc(out, b.join(""), defs, view);
}

/** A tower crane whose mast stands at (mastX, 0, mastZ), its jib `mastTop` feet up, hook hanging left. */
export function towerCrane(c: Camera, mastX: number, mastZ: number, mastTop: number): string {
  const [m0] = [project(c, mastX, 0, mastZ)];
  const [m1] = [project(c, mastX, mastTop, mastZ)];
  const k = c.f / mastZ;
  const mw = 6 * k;
  let crane = rect(m1[0] - mw / 2, m1[1], mw, m0[1] - m1[1], `fill="none" stroke="${palette.gold}" stroke-width="3"`);
  for (let y = m1[1]; y < m0[1]; y += mw)
    crane += `<path d="M${n(m1[0] - mw / 2)} ${n(y)} L${n(m1[0] + mw / 2)} ${n(y + mw)} M${n(m1[0] - mw / 2)} ${n(y + mw)} L${n(m1[0] + mw / 2)} ${n(y)}" stroke="${palette.gold}" stroke-width="1.5"/>`;
  const jibL = m1[0] - 120 * k;
  const jibR = m1[0] + 40 * k;
  const jy = m1[1];
  const jh = 4 * k;
  crane += rect(jibL, jy - jh, jibR - jibL, jh, `fill="none" stroke="${palette.gold}" stroke-width="3"`);
  for (let x = jibL; x < jibR; x += jh)
    crane += `<path d="M${n(x)} ${n(jy)} L${n(x + jh / 2)} ${n(jy - jh)} L${n(x + jh)} ${n(jy)}" stroke="${palette.gold}" stroke-width="1.5" fill="none"/>`;
  crane += `<path d="M${n(m1[0])} ${n(jy - jh - 14 * k)} L${n(jibL + 30 * k)} ${n(jy - jh)} M${n(m1[0])} ${n(jy - jh - 14 * k)} L${n(jibR)} ${n(jy - jh)}" stroke="${palette.ink}" stroke-width="1.5"/>`;
  crane += rect(m1[0] - 1.5 * k, jy - jh - 14 * k, 3 * k, 14 * k, `fill="${palette.gold}"`);
  crane += rect(jibR - 12 * k, jy, 10 * k, 6 * k, `fill="#8d8a84"`);
  crane += rect(m1[0] - 4 * k, jy, 5 * k, 4.5 * k, `fill="${mix(palette.gold, palette.shadow, 0.1)}"`);
  crane += rect(m1[0] - 3.4 * k, jy + 0.8 * k, 3.8 * k, 2 * k, `fill="#4f7479"`);
  const hookX = jibL + 45 * k;
  crane += rect(hookX - 1.5 * k, jy, 3 * k, 1.5 * k, `fill="${palette.ink}"`);
  crane += `<line x1="${n(hookX)}" y1="${n(jy + 1.5 * k)}" x2="${n(hookX)}" y2="${n(jy + 38 * k)}" stroke="${palette.ink}" stroke-width="1.2"/>`;
  crane += rect(hookX - 6 * k, jy + 38 * k, 12 * k, 1.6 * k, `fill="#7d4327"`);
  return crane;
}

/** The painted site hoarding along the front, from x0 to x1 at depth z, `height` feet tall. */
export function siteHoarding(c: Camera, x0: number, x1: number, z: number, height: number): string {
  const [h0] = [project(c, x0, height, z)];
  const [h1] = [project(c, x1, 0, z)];
  let hoarding = rect(h0[0], h0[1], h1[0] - h0[0], h1[1] - h0[1], `fill="${palette.teal}"`);
  for (let x = h0[0]; x < h1[0]; x += 14)
    hoarding += rect(x, h0[1], 3, h1[1] - h0[1], `fill="${palette.deepTeal}" opacity="0.5"`);
  hoarding += rect(h0[0], h0[1], h1[0] - h0[0], (h1[1] - h0[1]) * 0.15, `fill="${palette.cream}"`);
  return hoarding;
}
