import { createRandom } from "#scripts/placeholders/media/core/random.ts";
import { Defs, mix, n, polygon, rect, svgDoc } from "#scripts/placeholders/media/core/svg.ts";
import { flat, iso, isoBox, isoTower, isoTree } from "#scripts/placeholders/media/motifs/iso.ts";
import { lightWash } from "#scripts/placeholders/media/motifs/sky.ts";
import { palette } from "#scripts/placeholders/media/palette.ts";
import { SITE } from "#scripts/placeholders/media/site.ts";

/**
 * Aerial and site-work views in axonometric: the finished community inside its
 * boundary wall, and the foundation stage of a tower.
 */

type Size = { w: number; h: number };

/** The whole site from the south-east, in its setting of fields and a road. */
export function aerialView(out: Size, view: Size = { w: 1920, h: 1080 }, zoom = 1): string {
  const defs = new Defs();
  const s = (view.w / 560) * zoom;
  const p = iso({
    ox: view.w * 0.5 - (SITE.w - SITE.d) * s * 0.87 * 0.5,
    oy: view.h * 0.5 - (SITE.w + SITE.d) * s * 0.25 + 36 * s,
    s,
  });
  const b: string[] = [];
  b.push(
    rect(
      0,
      0,
      view.w,
      view.h,
      `fill="${defs.linear([
        [0, "#9fb27a"],
        [1, "#7f9a5e"],
      ])}"`,
    ),
  );
  // fields and tree clumps around the site
  const rng = createRandom(404);
  for (let i = 0; i < 14; i++) {
    const fx = rng.range(-400, 700);
    const fz = rng.range(-400, 500);
    if (fx > -40 && fx < SITE.w + 40 && fz > -40 && fz < SITE.d + 60) continue;
    b.push(
      flat(p, fx, fz, rng.range(80, 160), rng.range(60, 140), rng.pick(["#a8b77a", "#98ad6c", "#b9bf82", "#8fa562"])),
    );
  }
  // the public road along the south and a lane on the west
  b.push(flat(p, -600, SITE.d + 8, 1600, 34, "#76787a"));
  for (let x = -600; x < 1000; x += 30) b.push(flat(p, x, SITE.d + 24.5, 14, 1.2, "#f4ead2"));
  b.push(flat(p, -600, SITE.d + 42, 1600, 8, palette.stone));
  // plot, lawns, roads and paving
  b.push(flat(p, 0, 0, SITE.w, SITE.d, palette.lawn));
  for (const g of SITE.gardens) b.push(flat(p, g.x, g.z, g.w, g.d, palette.lawnLight));
  for (const r of SITE.roads) b.push(flat(p, r.x, r.z, r.w, r.d, "#8b8a86"));
  b.push(flat(p, SITE.gate.x, SITE.d, SITE.gate.w, 8, "#8b8a86"));
  b.push(flat(p, 118, 108, 8, 92, palette.sandLight));
  b.push(flat(p, 96, 150, 52, 6, palette.sandLight));
  b.push(flat(p, 296, 108, 6, 90, palette.sandLight));
  const deck = SITE.poolDeck;
  b.push(flat(p, deck.x, deck.z, deck.w, deck.d, palette.stone));
  const pool = SITE.pool;
  b.push(
    flat(
      p,
      pool.x,
      pool.z,
      pool.w,
      pool.d,
      defs.linear(
        [
          [0, palette.waterLight],
          [1, palette.water],
        ],
        [0, 0, 1, 1],
      ),
    ),
  );
  b.push(flat(p, pool.x + pool.w - 14, pool.z, 14, pool.d * 0.5, palette.waterLight, 0.01, `opacity="0.6"`));
  for (let i = 0; i < 6; i++) b.push(flat(p, pool.x - 7, pool.z + 2 + i * 4, 4, 2, palette.cream, 0.3));
  // play area with its soft floor and equipment
  const pl = SITE.play;
  b.push(flat(p, pl.x, pl.z, pl.w, pl.d, palette.terracottaLight));
  b.push(flat(p, pl.x + 6, pl.z + 6, 20, 14, palette.tealLight));
  b.push(isoBox(p, pl.x + 10, pl.z + 9, 6, 6, 0, 8, palette.gold, palette.terracotta));
  b.push(isoBox(p, pl.x + 34, pl.z + 20, 14, 2, 0, 7, palette.terracotta));
  b.push(isoBox(p, pl.x + 30, pl.z + 6, 8, 8, 0, 5, palette.tealMid));
  // boundary wall
  const wallH = 7;
  b.push(isoBox(p, 0, -1.5, SITE.w, 1.5, 0, wallH, palette.sand));
  b.push(isoBox(p, -1.5, 0, 1.5, SITE.d, 0, wallH, palette.sand));
  // items sorted far to near: trees, towers, clubhouse
  const items: { k: number; svg: string }[] = [];
  SITE.towers.forEach((t, i) =>
    items.push({ k: t.x + t.w + t.z + t.d, svg: isoTower(defs, p, t.x, t.z, t.w, t.d, 900 + i) }),
  );
  const ch = SITE.clubhouse;
  items.push({
    k: ch.x + ch.w + ch.z + ch.d,
    svg:
      isoBox(p, ch.x, ch.z, ch.w, ch.d, 0, 12, "#bfd3cc", palette.stone) +
      isoBox(p, ch.x + 4, ch.z + 2, ch.w - 8, ch.d - 6, 12, 24, palette.sandLight, mix(palette.stone, "#ffffff", 0.3)) +
      isoBox(p, ch.x + ch.w - 18, ch.z + 2, 14, ch.d - 6, 12, 24, palette.terracotta) +
      Array.from({ length: 8 }, (_, i) => flat(p, ch.x + 8 + i * 3.2, ch.z + 6, 1, 14, palette.wood, 27)).join(""),
  });
  let seed = 1;
  const tree = (x: number, z: number, r: number, kind: "tree" | "palm" = "tree"): void => {
    items.push({ k: x + z + 0.5, svg: isoTree(defs, p, x, z, r, seed++, kind) });
  };
  for (let x = 10; x < SITE.w; x += 18) tree(x, SITE.d - 6, 5, x % 36 ? "tree" : "palm");
  for (let z = 100; z < SITE.d - 10; z += 18) tree(6, z, 5);
  for (let z = 100; z < SITE.d - 10; z += 18) tree(SITE.w - 6, z, 5);
  for (let z = 112; z < 196; z += 14) tree(112, z, 4, "palm");
  for (let z = 112; z < 196; z += 14) tree(152, z, 4, "palm");
  for (const [x, z] of [
    [100, 125],
    [138, 135],
    [100, 175],
    [285, 125],
    [318, 150],
    [290, 185],
    [200, 150],
    [266, 150],
    [200, 190],
    [266, 190],
    [40, 174],
    [70, 182],
    [96, 190],
  ] as const)
    tree(x, z, 6);
  for (const [x, z] of [
    [30, 84],
    [60, 84],
    [120, 84],
    [200, 84],
    [240, 84],
    [300, 84],
  ] as const)
    tree(x, z + 12, 3.5, "palm");
  for (const item of items.sort((a, b2) => a.k - b2.k)) b.push(item.svg);
  // front wall with the gate gap, drawn last because it is nearest
  b.push(isoBox(p, SITE.w, 0, 1.5, SITE.d, 0, wallH, palette.sand));
  b.push(isoBox(p, 0, SITE.d, SITE.gate.x, 1.5, 0, wallH, palette.sand));
  b.push(isoBox(p, SITE.gate.x + SITE.gate.w, SITE.d, SITE.w - SITE.gate.x - SITE.gate.w, 1.5, 0, wallH, palette.sand));
  b.push(isoBox(p, SITE.gate.x - 4, SITE.d - 1, 4, 4, 0, 18, palette.stone));
  b.push(isoBox(p, SITE.gate.x + SITE.gate.w, SITE.d - 1, 4, 4, 0, 18, palette.stone));
  b.push(isoBox(p, SITE.gate.x - 4, SITE.d - 1, SITE.gate.w + 8, 4, 18, 21, palette.terracotta));
  b.push(isoBox(p, SITE.gate.x + SITE.gate.w + 8, SITE.d - 14, 8, 8, 0, 9, palette.cream, palette.terracotta));
  b.push(lightWash(defs, view.w, view.h, "golden", view.w * 0.15));
  return svgDoc(out, b.join(""), defs, view);
}

/** Foundation work: an excavated pit with footings, reinforcement cages and an excavator. */
export function foundationWork(out: Size, view: Size = { w: 1600, h: 1200 }): string {
  const defs = new Defs();
  const s = view.w / 260;
  const p = iso({ ox: view.w * 0.36, oy: view.h * 0.16, s });
  const b: string[] = [];
  b.push(
    rect(
      0,
      0,
      view.w,
      view.h,
      `fill="${defs.linear([
        [0, "#cdb48a"],
        [1, "#b89c70"],
      ])}"`,
    ),
  );
  const rng = createRandom(77);
  for (let i = 0; i < 260; i++) {
    const [x, y] = [rng.range(0, view.w), rng.range(0, view.h)];
    b.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(rng.range(1, 3))}" fill="#9b825c" opacity="0.35"/>`);
  }
  // the pit: walls and floor
  const px = 20;
  const pz = 10;
  const pw = 150;
  const pd = 110;
  const depth = 8;
  b.push(polygon([p(px, 0, pz), p(px + pw, 0, pz), p(px + pw, -depth, pz), p(px, -depth, pz)], `fill="#8d7350"`));
  b.push(polygon([p(px, 0, pz), p(px, 0, pz + pd), p(px, -depth, pz + pd), p(px, -depth, pz)], `fill="#a0845c"`));
  b.push(flat(p, px, pz, pw, pd, "#9e9a90", -depth));
  // blinding concrete pads, footings and column cages on a grid
  const cols: [number, number][] = [];
  for (let i = 0; i < 5; i++) for (let j = 0; j < 4; j++) cols.push([px + 14 + i * 30, pz + 14 + j * 27]);
  for (const [x, z] of cols) b.push(flat(p, x - 6, z - 6, 12, 12, "#c4c0b6", -depth + 0.05));
  cols.sort((a, c) => a[0] + a[1] - (c[0] + c[1]));
  cols.forEach(([x, z], i) => {
    const poured = i < 9;
    if (poured) b.push(isoBox(p, x - 4.5, z - 4.5, 9, 9, -depth, -depth + 3, "#b7b3aa"));
    else {
      // footing mat of rebar
      for (let k = -4; k <= 4; k += 1.5) {
        const [a1, a2] = [p(x + k, -depth + 0.5, z - 4.5), p(x + k, -depth + 0.5, z + 4.5)];
        const [b1, b2] = [p(x - 4.5, -depth + 0.6, z + k), p(x + 4.5, -depth + 0.6, z + k)];
        b.push(
          `<line x1="${n(a1[0])}" y1="${n(a1[1])}" x2="${n(a2[0])}" y2="${n(a2[1])}" stroke="#8a4b2b" stroke-width="1.4"/>`,
        );
        b.push(
          `<line x1="${n(b1[0])}" y1="${n(b1[1])}" x2="${n(b2[0])}" y2="${n(b2[1])}" stroke="#8a4b2b" stroke-width="1.4"/>`,
        );
      }
    }
    // column cage: four bars and ties
    const base = poured ? -depth + 3 : -depth + 0.6;
    const top = 10;
    for (const [dx, dz] of [
      [-0.8, -0.8],
      [0.8, -0.8],
      [0.8, 0.8],
      [-0.8, 0.8],
    ] as const) {
      const [a1, a2] = [p(x + dx, base, z + dz), p(x + dx, top, z + dz)];
      b.push(
        `<line x1="${n(a1[0])}" y1="${n(a1[1])}" x2="${n(a2[0])}" y2="${n(a2[1])}" stroke="#7d4327" stroke-width="1.8"/>`,
      );
    }
    for (let y = base + 1; y < top; y += 1.2) {
      b.push(
        polygon(
          [p(x - 0.8, y, z - 0.8), p(x + 0.8, y, z - 0.8), p(x + 0.8, y, z + 0.8), p(x - 0.8, y, z + 0.8)],
          `fill="none" stroke="#a65b34" stroke-width="1"`,
        ),
      );
    }
  });
  // soil heap, stacked rebar and a site office
  b.push(`<path d="M${pts(p(190, 0, 0))} Q${pts(p(215, 34, 8))} ${pts(p(240, 0, 34))} Z" fill="#a98856"/>`);
  for (let i = 0; i < 10; i++) {
    const [a1, a2] = [p(40 + i * 0.8, 0.3 + (i % 3) * 0.4, 140), p(110 + i * 0.8, 0.3 + (i % 3) * 0.4, 140)];
    b.push(
      `<line x1="${n(a1[0])}" y1="${n(a1[1])}" x2="${n(a2[0])}" y2="${n(a2[1])}" stroke="#7d4327" stroke-width="2"/>`,
    );
  }
  b.push(isoBox(p, 190, 96, 30, 12, 0, 9, "#e8e0cc", palette.teal));
  b.push(isoBox(p, 190, 112, 30, 12, 0, 9, "#e8e0cc", palette.teal));
  // excavator at the pit edge
  b.push(excavator(p, 196, 52));
  // safety barricade along the pit
  for (let x = px; x <= px + pw; x += 10) b.push(isoBox(p, x, pz + pd + 2, 1, 1, 0, 4, palette.terracotta));
  const tapeA = p(px, 3.6, pz + pd + 2.5);
  const tapeB = p(px + pw, 3.6, pz + pd + 2.5);
  b.push(
    `<line x1="${n(tapeA[0])}" y1="${n(tapeA[1])}" x2="${n(tapeB[0])}" y2="${n(tapeB[1])}" stroke="${palette.gold}" stroke-width="3"/>`,
  );
  b.push(lightWash(defs, view.w, view.h, "golden", view.w * 0.2));
  return svgDoc(out, b.join(""), defs, view);
}

const pts = (pt: readonly [number, number]): string => `${n(pt[0])} ${n(pt[1])}`;

function excavator(p: ReturnType<typeof iso>, x: number, z: number): string {
  let s = isoBox(p, x, z, 16, 10, 0, 3, "#3a3a38");
  s += isoBox(p, x + 2, z + 1, 12, 8, 3, 8, palette.gold);
  s += isoBox(p, x + 2, z + 1, 5, 8, 8, 13, palette.gold, "#f1c768");
  s += polygon(
    [p(x + 2.2, 8.5, z + 9.1), p(x + 6.8, 8.5, z + 9.1), p(x + 6.8, 12.5, z + 9.1), p(x + 2.2, 12.5, z + 9.1)],
    `fill="#4f7479"`,
  );
  const j0 = p(x + 3, 9, z + 4);
  const j1 = p(x - 14, 20, z + 4);
  const j2 = p(x - 22, 4, z + 4);
  s += `<path d="M${pts(j0)} L${pts(j1)} L${pts(j2)}" stroke="${palette.gold}" stroke-width="9" fill="none" stroke-linejoin="round"/>`;
  s += `<path d="M${pts(j0)} L${pts(j1)} L${pts(j2)}" stroke="#b8862c" stroke-width="2" fill="none"/>`;
  s += polygon([p(x - 24, 2, z + 2), p(x - 19, 2, z + 2), p(x - 20, 6, z + 6), p(x - 25, 5, z + 6)], `fill="#3a3a38"`);
  return s;
}
