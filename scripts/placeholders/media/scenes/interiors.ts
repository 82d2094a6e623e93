import { Defs, ellipse, mix, n, polygon, rect, svgDoc } from "#scripts/placeholders/media/core/svg.ts";
import {
  type Camera,
  camera,
  groundQuad,
  project,
  scaleAt,
  sideQuad,
} from "#scripts/placeholders/media/motifs/camera.ts";
import {
  backPanel,
  backWindow,
  curtain,
  lightPatch,
  pendant,
  pottedPlant,
  type Room,
  roomShell,
  roundTop,
  sidePanel,
  solid,
} from "#scripts/placeholders/media/motifs/room.ts";
import { palette } from "#scripts/placeholders/media/palette.ts";

/**
 * Room interiors: the apartment's living room, kitchen and bedroom, and the
 * clubhouse's gym, multipurpose hall and games room. Warm neutrals, teal and
 * terracotta accents, late-afternoon light from the balcony side.
 */

type Size = { w: number; h: number };

function finish(defs: Defs, view: Size, body: string, out: Size): string {
  const warm = defs.radialUser(
    [
      [0, "#ffd38c", 0.16],
      [1, "#ffd38c", 0],
    ],
    view.w * 0.6,
    view.h * 0.35,
    view.w * 0.8,
  );
  const vignette = defs.radialUser(
    [
      [0.6, palette.shadow, 0],
      [1, palette.shadow, 0.28],
    ],
    view.w / 2,
    view.h / 2,
    Math.hypot(view.w, view.h) / 2,
  );
  return svgDoc(
    out,
    body + rect(0, 0, view.w, view.h, `fill="${warm}"`) + rect(0, 0, view.w, view.h, `fill="${vignette}"`),
    defs,
    view,
  );
}

const cushion = (
  c: Camera,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
  color: string,
): string => solid(c, { x0, x1, y0, y1, z0, z1 }, color);

/** Sofa with its back to the left wall, seen side-on. */
function sofaLeft(c: Camera, x: number, z0: number, z1: number, color: string): string {
  let s = solid(c, { x0: x - 3.2, x1: x - 2.2, y0: 0, y1: 3, z0, z1 }, mix(color, palette.shadow, 0.1));
  s += solid(c, { x0: x - 3.2, x1: x, y0: 0.3, y1: 1.5, z0, z1 }, color);
  s += solid(
    c,
    { x0: x - 2.2, x1: x - 0.1, y0: 1.5, y1: 1.9, z0: z0 + 0.5, z1: (z0 + z1) / 2 - 0.1 },
    mix(color, "#ffffff", 0.15),
  );
  s += solid(
    c,
    { x0: x - 2.2, x1: x - 0.1, y0: 1.5, y1: 1.9, z0: (z0 + z1) / 2 + 0.1, z1: z1 - 0.5 },
    mix(color, "#ffffff", 0.15),
  );
  s += solid(c, { x0: x - 3.2, x1: x, y0: 0, y1: 2.2, z0: z1 - 0.6, z1 }, mix(color, palette.shadow, 0.15));
  s += solid(c, { x0: x - 3.2, x1: x, y0: 0, y1: 2.2, z0, z1: z0 + 0.6 }, mix(color, palette.shadow, 0.05));
  s += cushion(c, x - 2.9, x - 2.3, 1.9, 3.1, z0 + 1.2, z0 + 2.6, palette.terracotta);
  s += cushion(c, x - 2.9, x - 2.3, 1.9, 3.1, z1 - 2.6, z1 - 1.2, palette.gold);
  return s;
}

export function livingRoom(out: Size, view: Size = { w: 1600, h: 1200 }, opts: { dining?: boolean } = {}): string {
  const defs = new Defs();
  const c = camera({ f: view.w * 0.5, cx: view.w * 0.5, hy: view.h * 0.55, eye: 4.8, z: -3, x: 0.5 });
  const room: Room = { w: 22, h: 10.5, d: 24, wall: "#efe3cf", floor: "#e4d6bf", ceiling: "#f6efe2" };
  const L = -room.w / 2;
  const R = room.w / 2;
  const b: string[] = [];
  b.push(roomShell(defs, c, room, { tiles: 2, cove: true }));
  // balcony sliding door with curtains, a feature panel and art
  b.push(backWindow(defs, c, room.d, -6, 3, 0, 8.4, { tower: true, panes: 3 }));
  b.push(backPanel(c, room.d, -8.2, -6.3, 0.2, 9.6, `fill="${palette.sand}"`));
  b.push(backPanel(c, room.d, 3.3, 5, 0.2, 9.6, `fill="${palette.sand}"`));
  b.push(backPanel(c, room.d, -8.2, -7.6, 0.2, 9.6, `fill="${palette.shadow}" opacity="0.08"`));
  b.push(backPanel(c, room.d, 5.6, R, 0, room.h, `fill="${palette.woodLight}" opacity="0.55"`));
  b.push(lightPatch(defs, c, -6, 3, 12, room.d, -3));
  // TV wall on the right
  b.push(sidePanel(c, R, 9, 18, 0, room.h, `fill="${palette.wood}" opacity="0.85"`));
  for (let z = 9.5; z < 18; z += 1.5)
    b.push(sidePanel(c, R, z, z + 0.08, 0, room.h, `fill="${palette.woodDark}" opacity="0.4"`));
  b.push(sidePanel(c, R, 10.5, 16.5, 3.6, 7, `fill="#1e2527"`));
  b.push(sidePanel(c, R, 10.5, 12.5, 3.6, 7, `fill="#ffffff" opacity="0.06"`));
  b.push(solid(c, { x0: R - 1.6, x1: R, y0: 0.5, y1: 1.8, z0: 9.5, z1: 17.5 }, palette.woodDark));
  // art on the left wall
  b.push(sidePanel(c, L, 11, 15, 4.5, 7.5, `fill="${palette.cream}"`));
  b.push(sidePanel(c, L, 11.3, 14.7, 4.8, 7.2, `fill="${palette.terracottaLight}"`));
  b.push(sidePanel(c, L, 12.5, 14.7, 4.8, 6.2, `fill="${palette.teal}" opacity="0.8"`));
  if (opts.dining !== false) {
    b.push(pendant(defs, c, 5.5, 19.5, room.h, 3.5));
    b.push(solid(c, { x0: 2.5, x1: 8.5, y0: 2.4, y1: 2.65, z0: 18, z1: 21 }, palette.wood));
    for (const x of [3.2, 7.6])
      b.push(solid(c, { x0: x, x1: x + 0.25, y0: 0, y1: 2.4, z0: 18.3, z1: 18.55 }, palette.woodDark));
    for (const x of [3, 5, 7])
      b.push(solid(c, { x0: x, x1: x + 1.4, y0: 0, y1: 3.2, z0: 21.2, z1: 22.4 }, palette.tealMid));
    for (const x of [3, 5, 7])
      b.push(solid(c, { x0: x, x1: x + 1.4, y0: 1.4, y1: 1.7, z0: 16.4, z1: 17.6 }, palette.tealMid));
    for (const x of [3, 5, 7])
      b.push(solid(c, { x0: x, x1: x + 1.4, y0: 1.7, y1: 3.3, z0: 16.4, z1: 16.7 }, palette.tealMid));
  }
  // rug, sofa, coffee table
  b.push(polygon(groundQuad(c, -8.5, 3.5, 7, 16), `fill="${palette.terracottaLight}" opacity="0.55"`));
  b.push(
    polygon(groundQuad(c, -8, 3, 7.5, 15.5), `fill="none" stroke="${palette.cream}" stroke-width="2" opacity="0.8"`),
  );
  b.push(sofaLeft(c, L + 3.6, 7.5, 16, palette.teal));
  b.push(roundTop(c, -2, 11.5, 1.5, 1.8, palette.woodDark, 1.2));
  b.push(roundTop(c, -2.3, 11.3, 1.52, 0.5, palette.gold));
  b.push(solid(c, { x0: 2.6, x1: 5, y0: 0.3, y1: 1.6, z0: 12, z1: 14.4 }, palette.sand));
  b.push(solid(c, { x0: 2.6, x1: 5, y0: 0.3, y1: 3.2, z0: 14, z1: 14.4 }, palette.sandDark));
  b.push(solid(c, { x0: 4.6, x1: 5, y0: 0.3, y1: 2.2, z0: 12, z1: 14.4 }, palette.sandDark));
  b.push(solid(c, { x0: 3, x1: 4.2, y0: 1.6, y1: 2.4, z0: 13.2, z1: 14 }, palette.terracotta));
  b.push(pottedPlant(c, L + 1.2, 19, 5));
  b.push(pottedPlant(c, 4.4, 23, 4));
  b.push(pendant(defs, c, -2, 12, room.h, 2.2, palette.terracotta));
  return finish(defs, view, b.join(""), out);
}

export function kitchen(out: Size, view: Size = { w: 1600, h: 1200 }): string {
  const defs = new Defs();
  const c = camera({ f: view.w * 0.5, cx: view.w * 0.46, hy: view.h * 0.52, eye: 5.2, x: -0.8 });
  const room: Room = { w: 13, h: 10, d: 15, wall: "#f2e8d6", floor: "#d9ccb6", ceiling: "#f7f0e4" };
  const L = -room.w / 2;
  const R = room.w / 2;
  const D = room.d;
  const b: string[] = [];
  b.push(roomShell(defs, c, room, { tiles: 2 }));
  const cab = palette.tealMid;
  const granite = "#3b3a3a";
  // backsplash tiles
  b.push(backPanel(c, D, L, R, 3, 5.2, `fill="${palette.cream}"`));
  for (let x = L; x < R; x += 0.6)
    b.push(backPanel(c, D, x, x + 0.03, 3, 5.2, `fill="${palette.sandDark}" opacity="0.6"`));
  for (let y = 3.4; y < 5.2; y += 0.4)
    b.push(backPanel(c, D, L, R, y, y + 0.03, `fill="${palette.sandDark}" opacity="0.6"`));
  b.push(backWindow(defs, c, D, -1.8, 1.8, 3.8, 7.2, { panes: 2 }));
  b.push(lightPatch(defs, c, -2, 1.5, 9, 13, -1));
  // wall cabinets
  b.push(solid(c, { x0: L, x1: -2.3, y0: 5.6, y1: 8, z0: D - 1.2, z1: D }, palette.cream));
  b.push(solid(c, { x0: 2.3, x1: R - 1.8, y0: 5.6, y1: 8, z0: D - 1.2, z1: D }, palette.cream));
  for (const x of [L + 1.8, -4]) b.push(backPanel(c, D - 1.2, x, x + 0.05, 5.6, 8, `fill="${palette.sandDark}"`));
  b.push(solid(c, { x0: R - 1.2, x1: R, y0: 5.6, y1: 8, z0: 3, z1: D }, palette.cream));
  // base cabinets and the granite counter along back and right walls
  b.push(solid(c, { x0: L, x1: R, y0: 0.3, y1: 2.8, z0: D - 2, z1: D }, cab));
  b.push(solid(c, { x0: R - 2, x1: R, y0: 0.3, y1: 2.8, z0: 3, z1: D - 2 }, cab));
  for (let x = L + 2; x < R - 2; x += 2)
    b.push(backPanel(c, D - 2, x, x + 0.05, 0.3, 2.8, `fill="${palette.deepTeal}"`));
  for (let x = L + 0.8; x < R - 2; x += 2)
    b.push(backPanel(c, D - 2, x, x + 0.5, 2.2, 2.3, `fill="${palette.goldLight}"`));
  for (let z = 4; z < D - 2; z += 2) b.push(sidePanel(c, R - 2, z, z + 0.06, 0.3, 2.8, `fill="${palette.deepTeal}"`));
  b.push(solid(c, { x0: L, x1: R, y0: 2.8, y1: 3.05, z0: D - 2.15, z1: D }, granite));
  b.push(solid(c, { x0: R - 2.15, x1: R, y0: 2.8, y1: 3.05, z0: 3, z1: D - 2 }, granite));
  // sink and tap under the window, hob and chimney on the right
  b.push(polygon(groundQuad(c, -1.2, 1.2, D - 1.7, D - 0.5, 3.06), `fill="#9aa4a6" stroke="#c8cfd0" stroke-width="2"`));
  b.push(solid(c, { x0: -0.1, x1: 0.1, y0: 3.05, y1: 4.2, z0: D - 0.4, z1: D - 0.2 }, "#c9cfd1"));
  b.push(polygon(groundQuad(c, R - 1.9, R - 0.3, 6, 9, 3.06), `fill="#202425"`));
  for (const [z, r] of [
    [6.8, 0.35],
    [8.2, 0.4],
  ] as const) {
    const [hx, hy] = project(c, R - 1.1, 3.07, z);
    b.push(
      ellipse(
        hx,
        hy,
        r * scaleAt(c, z) * 0.6,
        r * scaleAt(c, z) * 0.22,
        `fill="none" stroke="#8b9194" stroke-width="2"`,
      ),
    );
  }
  b.push(solid(c, { x0: R - 2.4, x1: R, y0: 6.4, y1: 7.2, z0: 6, z1: 9 }, "#aab2b4"));
  b.push(solid(c, { x0: R - 1.6, x1: R, y0: 7.2, y1: room.h, z0: 6.8, z1: 8.2 }, "#b9c0c2"));
  // refrigerator on the left and a utility door
  b.push(solid(c, { x0: L, x1: L + 2.6, y0: 0, y1: 6.6, z0: 9.5, z1: 12.2 }, "#c4cacc"));
  b.push(sidePanel(c, L + 2.6, 9.5, 12.2, 4.2, 4.26, `fill="#8d9597"`));
  b.push(sidePanel(c, L, 3, 7.5, 0, 7.2, `fill="${palette.wood}"`));
  b.push(sidePanel(c, L, 3.3, 7.2, 0, 6.9, `fill="${palette.woodLight}"`));
  // a bowl of fruit and a plant on the counter
  const [fx, fy] = project(c, -4, 3.05, D - 1.1);
  const k = scaleAt(c, D - 1.1);
  b.push(ellipse(fx, fy - 0.2 * k, 0.7 * k, 0.3 * k, `fill="${palette.cream}"`));
  for (const [dx, col] of [
    [-0.3, palette.terracotta],
    [0.1, palette.gold],
    [0.4, palette.leaf],
  ] as const)
    b.push(ellipse(fx + dx * k, fy - 0.45 * k, 0.22 * k, 0.22 * k, `fill="${col}"`));
  b.push(pendant(defs, c, -1.5, 8, room.h, 2.6));
  return finish(defs, view, b.join(""), out);
}

export function bedroom(out: Size, view: Size): string {
  const defs = new Defs();
  const tall = view.h > view.w;
  const c = camera({
    f: view.w * (tall ? 0.62 : 0.5),
    cx: view.w * 0.5,
    hy: view.h * (tall ? 0.5 : 0.52),
    eye: 4.8,
    x: 0.6,
    z: 4,
  });
  const room: Room = { w: 17, h: 10.5, d: 19, wall: "#f0e2cc", floor: "#cfae86", ceiling: "#f6efe2" };
  const L = -room.w / 2;
  const R = room.w / 2;
  const D = room.d;
  const b: string[] = [];
  b.push(roomShell(defs, c, room, { planks: true, cove: true }));
  // headboard wall, art and bedside lights
  b.push(backPanel(c, D, -5, 5, 0, room.h, `fill="${mix(palette.sand, palette.terracottaLight, 0.25)}"`));
  b.push(backPanel(c, D, -2.2, 2.2, 6, 8.2, `fill="${palette.cream}"`));
  b.push(
    backPanel(
      c,
      D,
      -2,
      2,
      6.2,
      8,
      `fill="${defs.linear([
        [0, "#f3c48c"],
        [1, palette.terracottaLight],
      ])}"`,
    ),
  );
  b.push(backPanel(c, D, -2, 2, 6.2, 6.9, `fill="${palette.teal}" opacity="0.7"`));
  b.push(solid(c, { x0: -3.8, x1: 3.8, y0: 0, y1: 4.6, z0: D - 0.5, z1: D }, palette.teal));
  for (let x = -3.8 + 1.27; x < 3.8; x += 1.27)
    b.push(backPanel(c, D - 0.5, x, x + 0.05, 0.2, 4.6, `fill="${palette.deepTeal}"`));
  // the bed
  b.push(polygon(groundQuad(c, -5.5, 5.5, 9, 17), `fill="${palette.cream}" opacity="0.75"`));
  b.push(solid(c, { x0: -3.3, x1: 3.3, y0: 0.3, y1: 1.5, z0: 11, z1: D - 0.5 }, palette.woodDark));
  b.push(solid(c, { x0: -3.2, x1: 3.2, y0: 1.5, y1: 2.3, z0: 11.1, z1: D - 0.6 }, "#faf5ec"));
  b.push(solid(c, { x0: -3.3, x1: 3.3, y0: 1.6, y1: 2.35, z0: 10.9, z1: 14 }, palette.terracotta));
  b.push(solid(c, { x0: -2.9, x1: -0.3, y0: 2.3, y1: 3.1, z0: D - 2, z1: D - 0.9 }, "#ffffff"));
  b.push(solid(c, { x0: 0.3, x1: 2.9, y0: 2.3, y1: 3.1, z0: D - 2, z1: D - 0.9 }, "#ffffff"));
  b.push(solid(c, { x0: -1, x1: 1, y0: 2.3, y1: 3, z0: D - 2.6, z1: D - 2 }, palette.gold));
  // bedside tables and lamps
  for (const x of [-5.3, 3.8]) {
    b.push(solid(c, { x0: x, x1: x + 1.6, y0: 0, y1: 2, z0: D - 1.8, z1: D - 0.2 }, palette.wood));
    const [lx, ly] = project(c, x + 0.8, 2, D - 1);
    const k = scaleAt(c, D - 1);
    b.push(
      `<circle cx="${n(lx)}" cy="${n(ly - 1.6 * k)}" r="${n(1.8 * k)}" fill="#ffd58a" opacity="0.4" filter="${defs.blur(8)}"/>`,
    );
    b.push(rect(lx - 0.05 * k, ly - 1.2 * k, 0.1 * k, 1.2 * k, `fill="${palette.ink}"`));
    b.push(
      `<path d="M${n(lx - 0.5 * k)} ${n(ly - 1.1 * k)} L${n(lx + 0.5 * k)} ${n(ly - 1.1 * k)} L${n(lx + 0.35 * k)} ${n(ly - 2 * k)} L${n(lx - 0.35 * k)} ${n(ly - 2 * k)} Z" fill="#fff0cf"/>`,
    );
  }
  // full-height wardrobe on the left wall
  b.push(polygon(sideQuad(c, L, 3.5, 11, 0, room.h - 0.5), `fill="${palette.wood}"`));
  for (let z = 3.5 + 1.875; z < 11; z += 1.875)
    b.push(sidePanel(c, L, z - 0.04, z + 0.04, 0, room.h - 0.5, `fill="${palette.woodDark}" opacity="0.6"`));
  for (let z = 3.5 + 1.6; z < 11; z += 3.75)
    b.push(sidePanel(c, L, z, z + 0.12, 3.4, 5.6, `fill="${palette.ink}" opacity="0.7"`));
  // balcony door on the right wall, with light on the floor
  const doorZ0 = 6;
  const doorZ1 = 11;
  b.push(polygon(sideQuad(c, R, doorZ0 - 0.3, doorZ1 + 0.3, 0, 8.3), `fill="${palette.cream}"`));
  const [, skyTop] = project(c, R, 8, doorZ1);
  const [, skyBottom] = project(c, R, 0, doorZ0);
  b.push(
    polygon(
      sideQuad(c, R, doorZ0, doorZ1, 0, 8),
      `fill="${defs.linearUser(
        [
          [0, "#a6cdca"],
          [0.55, "#f6e6c8"],
          [1, "#f2c891"],
        ],
        0,
        skyTop,
        0,
        skyBottom,
      )}"`,
    ),
  );
  b.push(polygon(sideQuad(c, R, doorZ0, doorZ1, 0, 2.6), `fill="${palette.green}" opacity="0.85"`));
  b.push(
    sidePanel(
      c,
      R,
      (doorZ0 + doorZ1) / 2 - 0.06,
      (doorZ0 + doorZ1) / 2 + 0.06,
      0,
      8,
      `fill="${palette.ink}" opacity="0.7"`,
    ),
  );
  b.push(curtain(c, R - 0.05, doorZ1 + 0.3, doorZ1 + 2.2, 9.6, palette.sandLight));
  b.push(lightPatch(defs, c, R - 6, R, doorZ0 + 1, doorZ1 + 1, -4));
  b.push(pottedPlant(c, R - 1.4, 13.5, 4.5));
  b.push(pendant(defs, c, 0, 10, room.h, 1.6, palette.goldLight));
  return finish(defs, view, b.join(""), out);
}

export function gym(out: Size, view: Size = { w: 1200, h: 900 }): string {
  const defs = new Defs();
  const c = camera({ f: view.w * 0.5, cx: view.w * 0.5, hy: view.h * 0.5, eye: 5.2 });
  const room: Room = { w: 30, h: 11, d: 26, wall: "#eae2d4", floor: "#3d4446", ceiling: "#f2ede4" };
  const L = -room.w / 2;
  const R = room.w / 2;
  const D = room.d;
  const b: string[] = [];
  b.push(roomShell(defs, c, room, { tiles: 3 }));
  b.push(backWindow(defs, c, D, L + 1, R - 1, 1.2, 9.5, { panes: 6, tower: true }));
  b.push(lightPatch(defs, c, L + 2, R - 2, 14, D, 2));
  // mirror wall on the left
  const [, mTop] = project(c, L, 8.5, D);
  b.push(
    polygon(
      sideQuad(c, L, 3, D - 1, 0.5, 8.5),
      `fill="${defs.linearUser(
        [
          [0, "#cfdedd"],
          [1, "#9fb4b4"],
        ],
        0,
        mTop,
        0,
        mTop + 400,
      )}"`,
    ),
  );
  for (let z = 6; z < D; z += 5) b.push(sidePanel(c, L, z, z + 0.1, 0.5, 8.5, `fill="#ffffff" opacity="0.5"`));
  // ceiling light strips
  for (const x of [-8, 0, 8])
    b.push(polygon(groundQuad(c, x - 0.3, x + 0.3, 3, D - 1, room.h - 0.05), `fill="#fff6dc"`));
  // treadmills facing the window
  for (const x of [-11, -6, -1, 4]) {
    b.push(solid(c, { x0: x, x1: x + 2.8, y0: 0, y1: 0.8, z0: 17, z1: 23 }, "#2a3032"));
    b.push(polygon(groundQuad(c, x + 0.3, x + 2.5, 17.3, 22.2, 0.81), `fill="#14181a"`));
    for (const dx of [0.1, 2.5])
      b.push(solid(c, { x0: x + dx, x1: x + dx + 0.2, y0: 0.8, y1: 4.2, z0: 22.3, z1: 22.6 }, "#5b6466"));
    b.push(solid(c, { x0: x, x1: x + 2.8, y0: 4.2, y1: 4.9, z0: 22.2, z1: 23 }, "#4a5355"));
    b.push(backPanel(c, 22.2, x + 0.7, x + 2.1, 4.3, 4.8, `fill="${palette.tealLight}"`));
  }
  // weight rack on the right wall and an exercise bike
  b.push(solid(c, { x0: R - 2.2, x1: R - 0.2, y0: 0, y1: 3.6, z0: 8, z1: 18 }, "#30383a"));
  for (let z = 8.8; z < 18; z += 1.2) {
    for (const y of [1.2, 2.8]) {
      const [px, py] = project(c, R - 2.2, y, z);
      const k = scaleAt(c, z);
      b.push(ellipse(px, py, 0.22 * k, 0.4 * k, `fill="${palette.terracotta}"`));
    }
  }
  b.push(solid(c, { x0: 8.2, x1: 9.2, y0: 0, y1: 0.5, z0: 10, z1: 14 }, "#2a3032"));
  b.push(solid(c, { x0: 8.5, x1: 8.9, y0: 0.5, y1: 3, z0: 11, z1: 11.4 }, "#5b6466"));
  b.push(solid(c, { x0: 8.1, x1: 9.3, y0: 3, y1: 3.4, z0: 10.8, z1: 11.8 }, palette.teal));
  b.push(solid(c, { x0: 8.4, x1: 9, y0: 0.5, y1: 4.4, z0: 13.2, z1: 13.6 }, "#5b6466"));
  // a bench and a rubber mat in front
  b.push(polygon(groundQuad(c, -6, 4, 7, 12), `fill="${palette.terracottaDark}" opacity="0.7"`));
  b.push(solid(c, { x0: -3, x1: 1, y0: 1.2, y1: 1.6, z0: 9, z1: 10.2 }, palette.teal));
  for (const x of [-2.6, 0.4]) b.push(solid(c, { x0: x, x1: x + 0.2, y0: 0, y1: 1.2, z0: 9.4, z1: 9.8 }, "#5b6466"));
  b.push(pottedPlant(c, L + 1.5, 6, 5));
  return finish(defs, view, b.join(""), out);
}

export function multipurposeHall(out: Size, view: Size = { w: 1200, h: 900 }): string {
  const defs = new Defs();
  const c = camera({ f: view.w * 0.48, cx: view.w * 0.5, hy: view.h * 0.46, eye: 5.8 });
  const room: Room = { w: 44, h: 14, d: 44, wall: "#efe4d2", floor: "#c59a6e", ceiling: "#f5eee2" };
  const L = -room.w / 2;
  const R = room.w / 2;
  const D = room.d;
  const b: string[] = [];
  b.push(roomShell(defs, c, room, { planks: true, cove: true }));
  // stage with curtains at the back
  b.push(backPanel(c, D, -12, 12, 0, 12, `fill="${palette.terracottaDark}"`));
  for (let x = -12; x < 12; x += 1.2) b.push(backPanel(c, D, x, x + 0.5, 0, 12, `fill="${palette.terracotta}"`));
  b.push(backPanel(c, D, -6, 6, 2.5, 11, `fill="${palette.cream}"`));
  b.push(backPanel(c, D, -5.6, 5.6, 2.9, 10.6, `fill="${palette.sandLight}"`));
  b.push(solid(c, { x0: -14, x1: 14, y0: 0, y1: 2.5, z0: D - 6, z1: D }, palette.woodDark));
  // tall windows on both side walls
  for (let z = 8; z < D - 6; z += 8) {
    for (const x of [L, R]) {
      b.push(sidePanel(c, x, z, z + 4, 2, 11, `fill="#c6dcd7"`));
      b.push(sidePanel(c, x, z + 1.95, z + 2.05, 2, 11, `fill="${palette.ink}" opacity="0.5"`));
      b.push(sidePanel(c, x, z - 0.8, z, 0.5, 12, `fill="${palette.gold}" opacity="0.85"`));
    }
  }
  // round tables with cloths and chairs
  const tables: [number, number][] = [];
  for (const z of [14, 24, 33]) for (const x of [-13, -4.5, 4.5, 13]) tables.push([x + (z === 24 ? 2 : 0), z]);
  tables.sort((a, b2) => b2[1] - a[1]);
  const chair = (x: number, z: number, backAt: "back" | "left" | "right" | "front"): string => {
    const seat = solid(c, { x0: x - 0.6, x1: x + 0.6, y0: 1.4, y1: 1.7, z0: z - 0.6, z1: z + 0.6 }, palette.cream);
    const legs = solid(c, { x0: x - 0.55, x1: x + 0.55, y0: 0, y1: 1.4, z0: z - 0.5, z1: z + 0.5 }, palette.woodDark);
    const back =
      backAt === "back"
        ? solid(c, { x0: x - 0.6, x1: x + 0.6, y0: 1.7, y1: 3.4, z0: z + 0.5, z1: z + 0.65 }, palette.woodDark)
        : backAt === "front"
          ? solid(c, { x0: x - 0.6, x1: x + 0.6, y0: 1.7, y1: 3.4, z0: z - 0.65, z1: z - 0.5 }, palette.woodDark)
          : solid(
              c,
              {
                x0: backAt === "left" ? x - 0.65 : x + 0.5,
                x1: backAt === "left" ? x - 0.5 : x + 0.65,
                y0: 1.7,
                y1: 3.4,
                z0: z - 0.6,
                z1: z + 0.6,
              },
              palette.woodDark,
            );
    return backAt === "back" ? back + legs + seat : legs + seat + back;
  };
  for (const [x, z] of tables) {
    b.push(chair(x, z + 3.4, "back"));
    b.push(chair(x - 3.4, z + 0.6, "left"));
    b.push(chair(x + 3.4, z + 0.6, "right"));
    b.push(roundTop(c, x, z, 2.6, 2.6, "#fbf6ea", 2.5));
    b.push(roundTop(c, x, z, 2.62, 0.5, palette.terracottaLight));
  }
  for (const [x, z] of [
    [-9, 16],
    [0, 18],
    [9, 16],
    [-9, 30],
    [0, 32],
    [9, 30],
  ] as const)
    b.push(pendant(defs, c, x, z, room.h, 3));
  return finish(defs, view, b.join(""), out);
}

export function indoorGames(out: Size, view: Size = { w: 1200, h: 900 }): string {
  const defs = new Defs();
  const c = camera({ f: view.w * 0.55, cx: view.w * 0.5, hy: view.h * 0.44, eye: 6.2 });
  const room: Room = { w: 30, h: 11, d: 32, wall: "#ece1cf", floor: "#c8a27a", ceiling: "#f4ede1" };
  const L = -room.w / 2;
  const R = room.w / 2;
  const D = room.d;
  const b: string[] = [];
  b.push(roomShell(defs, c, room, { planks: true }));
  b.push(backWindow(defs, c, D, -10, -2, 2.5, 8.5, { panes: 2 }));
  b.push(backWindow(defs, c, D, 2, 10, 2.5, 8.5, { panes: 2 }));
  b.push(backPanel(c, D, L, R, 0, 2.2, `fill="${palette.wood}" opacity="0.6"`));
  // table tennis behind
  const tt = { x0: -4.5, x1: 4.5, z0: 19, z1: 24 };
  for (const x of [tt.x0 + 0.5, tt.x1 - 0.7])
    b.push(solid(c, { x0: x, x1: x + 0.2, y0: 0, y1: 2.5, z0: tt.z0 + 0.4, z1: tt.z0 + 0.6 }, palette.ink));
  b.push(solid(c, { x0: tt.x0, x1: tt.x1, y0: 2.5, y1: 2.7, z0: tt.z0, z1: tt.z1 }, "#2f5f8a", { top: "#2e6a9c" }));
  b.push(
    polygon(
      groundQuad(c, tt.x0 + 0.1, tt.x1 - 0.1, tt.z0 + 0.1, tt.z1 - 0.1, 2.71),
      `fill="none" stroke="#ffffff" stroke-width="2"`,
    ),
  );
  b.push(polygon(groundQuad(c, -0.05, 0.05, tt.z0, tt.z1, 2.72), `fill="#ffffff"`));
  b.push(polygon(sideQuad(c, 0, tt.z0 - 0.2, tt.z1 + 0.2, 2.7, 3.2), `fill="#ffffff" opacity="0.6"`));
  // billiards table in front, with its three lamps
  const bt = { x0: -5, x1: 4, z0: 9, z1: 14 };
  for (const x of [bt.x0 + 0.3, bt.x1 - 0.8])
    b.push(solid(c, { x0: x, x1: x + 0.5, y0: 0, y1: 2.4, z0: bt.z0 + 0.3, z1: bt.z0 + 0.8 }, palette.woodDark));
  b.push(
    solid(c, { x0: bt.x0, x1: bt.x1, y0: 2.4, y1: 2.9, z0: bt.z0, z1: bt.z1 }, palette.woodDark, { top: palette.wood }),
  );
  b.push(polygon(groundQuad(c, bt.x0 + 0.5, bt.x1 - 0.5, bt.z0 + 0.5, bt.z1 - 0.5, 2.91), `fill="#2f7a55"`));
  const balls: [number, number, string][] = [
    [-2, 11.5, "#ffffff"],
    [1, 11, palette.terracotta],
    [1.4, 11.4, palette.gold],
    [1.3, 10.6, "#2b4aa0"],
    [1.8, 11, "#7a2f8a"],
    [1.8, 11.8, palette.ink],
  ];
  for (const [x, z, col] of balls) {
    const [px, py] = project(c, x, 3.1, z);
    b.push(ellipse(px, py, 0.2 * scaleAt(c, z), 0.2 * scaleAt(c, z), `fill="${col}"`));
  }
  for (const x of [-3, -0.5, 2]) b.push(pendant(defs, c, x, 11.5, room.h, 4, palette.deepTeal));
  // carrom on a side table, dartboard and art on the walls
  b.push(solid(c, { x0: R - 5, x1: R - 2, y0: 0, y1: 2.6, z0: 14, z1: 17 }, palette.wood));
  b.push(
    polygon(
      groundQuad(c, R - 4.8, R - 2.2, 14.2, 16.8, 2.62),
      `fill="#e8c98f" stroke="${palette.woodDark}" stroke-width="3"`,
    ),
  );
  for (const x of [L, R]) b.push(sidePanel(c, x, 20, 26, 0, 7.5, `fill="${palette.terracottaLight}" opacity="0.5"`));
  const [dx, dy] = project(c, L, 5.5, 14);
  b.push(ellipse(dx, dy, 0.5 * scaleAt(c, 14) * 0.5, 1 * scaleAt(c, 14), `fill="${palette.ink}"`));
  b.push(ellipse(dx, dy, 0.33 * scaleAt(c, 14) * 0.5, 0.66 * scaleAt(c, 14), `fill="${palette.terracotta}"`));
  b.push(ellipse(dx, dy, 0.12 * scaleAt(c, 14) * 0.5, 0.25 * scaleAt(c, 14), `fill="${palette.cream}"`));
  b.push(sidePanel(c, L, 7, 11, 3.5, 7, `fill="${palette.cream}"`));
  b.push(sidePanel(c, L, 7.3, 10.7, 3.8, 6.7, `fill="${palette.teal}" opacity="0.7"`));
  b.push(pottedPlant(c, R - 1.5, 8, 5));
  b.push(pottedPlant(c, L + 1.5, 24, 5));
  return finish(defs, view, b.join(""), out);
}
