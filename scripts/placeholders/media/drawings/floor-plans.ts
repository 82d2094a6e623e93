import { Defs, escapeXml, n, rect, svgDoc } from "#scripts/placeholders/media/core/svg.ts";
import { palette } from "#scripts/placeholders/media/palette.ts";
import {
  layoutProblems,
  orientLayout,
  type PlanFacts,
  type PlanLayout,
  type PlanRoom,
  type Side,
} from "./plan-layouts";

/**
 * Architect-style apartment plans on white: walls found from the room
 * rectangles (thick where a room meets the outside, thin between rooms, a
 * railing around balconies), doors on shared walls, windows on outside walls,
 * furniture in fine line, room names with sizes, overall dimensions, a north
 * arrow and a title with type, area and facing.
 */

/** A plan as its content gives it (content/en/floor-plans.yaml, content/vastu.yaml), and the layout that draws it. */
export type PlanSpec = {
  type: "2 BHK" | "3 BHK";
  /** Super built-up area in sq ft. */
  area: number;
  facing: "East" | "West";
  /** Carpet area in sq ft: the layout is scaled to it. */
  carpet: number;
  layout: PlanLayout;
  /** The drawing refuses a layout that says other than these. */
  facts: PlanFacts;
};

const CELL = 0.25;
const EXT = 0.75;
const INT = 0.375;
const INK = "#26302f";
const LINE = "#7d8786";
const FONT = `font-family="sans-serif"`;
const HALO = `stroke="#ffffff" stroke-width="5" stroke-linejoin="round" paint-order="stroke"`;

type Seg = { x1: number; y1: number; x2: number; y2: number; kind: "ext" | "int" | "rail"; a: number; b: number };

/** Feet to 12'6" notation. */
function feetInches(v: number): string {
  const inches = Math.round(v * 12);
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
}

function walls(rooms: PlanRoom[], open: [string, string][], bx: number, by: number, cols: number, rows: number): Seg[] {
  const grid = new Int16Array(cols * rows).fill(-1);
  rooms.forEach((r, i) => {
    for (let y = Math.round((r.y - by) / CELL); y < Math.round((r.y + r.h - by) / CELL); y++)
      for (let x = Math.round((r.x - bx) / CELL); x < Math.round((r.x + r.w - bx) / CELL); x++) grid[y * cols + x] = i;
  });
  const at = (x: number, y: number): number =>
    x < 0 || y < 0 || x >= cols || y >= rows ? -1 : (grid[y * cols + x] ?? -1);
  const isOpen = (a: number, b: number): boolean => {
    const ia = rooms[a]?.id;
    const ib = rooms[b]?.id;
    return open.some(([p, q]) => (p === ia && q === ib) || (p === ib && q === ia));
  };
  const classify = (a: number, b: number): Seg["kind"] | null => {
    if (a === b) return null;
    const ra = rooms[a];
    const rb = rooms[b];
    const balA = ra?.kind === "balcony";
    const balB = rb?.kind === "balcony";
    if (!ra || !rb) {
      const room = ra ?? rb;
      return room?.kind === "balcony" ? "rail" : "ext";
    }
    if (balA && balB) return null;
    if (balA || balB) return "ext";
    if (isOpen(a, b)) return null;
    return "int";
  };
  const segs: Seg[] = [];
  for (let y = 0; y <= rows; y++) {
    let run: Seg | null = null;
    for (let x = 0; x <= cols; x++) {
      const a = at(x, y - 1);
      const b = at(x, y);
      const kind = x < cols ? classify(a, b) : null;
      if (run && (kind !== run.kind || a !== run.a || b !== run.b)) {
        segs.push(run);
        run = null;
      }
      if (kind && !run)
        run = { x1: bx + x * CELL, y1: by + y * CELL, x2: bx + (x + 1) * CELL, y2: by + y * CELL, kind, a, b };
      else if (kind && run) run.x2 = bx + (x + 1) * CELL;
    }
  }
  for (let x = 0; x <= cols; x++) {
    let run: Seg | null = null;
    for (let y = 0; y <= rows; y++) {
      const a = at(x - 1, y);
      const b = at(x, y);
      const kind = y < rows ? classify(a, b) : null;
      if (run && (kind !== run.kind || a !== run.a || b !== run.b)) {
        segs.push(run);
        run = null;
      }
      if (kind && !run)
        run = { x1: bx + x * CELL, y1: by + y * CELL, x2: bx + x * CELL, y2: by + (y + 1) * CELL, kind, a, b };
      else if (kind && run) run.y2 = by + (y + 1) * CELL;
    }
  }
  return segs;
}

/** The wall two rectangles share, if any. */
function sharedEdge(r: PlanRoom, o: PlanRoom): { horizontal: boolean; at: number; from: number; to: number } | null {
  const ox0 = Math.max(r.x, o.x);
  const ox1 = Math.min(r.x + r.w, o.x + o.w);
  const oy0 = Math.max(r.y, o.y);
  const oy1 = Math.min(r.y + r.h, o.y + o.h);
  if (ox1 - ox0 > 1.5 && (r.y === o.y + o.h || o.y === r.y + r.h))
    return { horizontal: true, at: r.y === o.y + o.h ? r.y : r.y + r.h, from: ox0, to: ox1 };
  if (oy1 - oy0 > 1.5 && (r.x === o.x + o.w || o.x === r.x + r.w))
    return { horizontal: false, at: r.x === o.x + o.w ? r.x : r.x + r.w, from: oy0, to: oy1 };
  return null;
}

/** A rectangle in feet. */
type Box = { x0: number; y0: number; x1: number; y1: number };

const overlaps = (a: Box, b: Box): boolean =>
  a.x0 < b.x1 - 0.01 && b.x0 < a.x1 - 0.01 && a.y0 < b.y1 - 0.01 && b.y0 < a.y1 - 0.01;

type Door = { horizontal: boolean; at: number; start: number; width: number; into: number; sliding: boolean };

/**
 * Where the doors go: on the wall each room shares with the room it opens into, none between rooms open to
 * each other, the main door in the middle of the entry room's facing wall. A door whose swing would meet
 * one placed before (the square it sweeps either side of its wall) moves to the far end of its wall.
 * `swept(room)` is what the doors sweep inside a room, which its furniture keeps clear of.
 */
function placeDoors(layout: PlanLayout, facing: PlanSpec["facing"]) {
  const byId = new Map(layout.rooms.map((r) => [r.id, r]));
  const entry = byId.get(layout.entry);
  if (!entry) throw new Error(`Plan entry room ${layout.entry} missing`);
  const eastSide = facing === "East";
  const doorX = eastSide ? entry.x + entry.w : entry.x;
  const doorY = entry.y + entry.h / 2 - 1.75;
  const swept: Box[] = [{ x0: doorX - 3.5, x1: doorX + 3.5, y0: doorY, y1: doorY + 3.5 }];
  const isOpen = (a: string, b: string): boolean =>
    layout.open.some(([p, q]) => (p === a && q === b) || (p === b && q === a));
  const doors: Door[] = [];
  for (const r of layout.rooms) {
    for (const target of r.doors ?? []) {
      const o = byId.get(target);
      if (!o) throw new Error(`Plan door from ${r.id} to unknown room ${target}`);
      const e = sharedEdge(r, o);
      if (!e) throw new Error(`Rooms ${r.id} and ${target} share no wall for a door`);
      if (isOpen(r.id, target)) continue;
      const sliding = r.kind === "balcony" || o.kind === "balcony";
      const width = sliding
        ? Math.min(6, (e.to - e.from) * 0.6)
        : r.kind === "toilet" || o.kind === "toilet" || r.kind === "pooja"
          ? 2.5
          : 3;
      // a sliding door keeps 2 ft clear either side of it
      const depth = sliding ? 2 : width;
      const sweep = (at: number): Box =>
        e.horizontal
          ? { x0: at, x1: at + width, y0: e.at - depth, y1: e.at + depth }
          : { x0: e.at - depth, x1: e.at + depth, y0: at, y1: at + width };
      let start = sliding
        ? (e.from + e.to) / 2 - width / 2
        : e.to - e.from < width + 1.2
          ? e.from + (e.to - e.from - width) / 2
          : e.from + 0.6;
      const meets = (at: number): boolean => swept.some((t) => overlaps(sweep(at), t));
      if (!sliding && meets(start) && e.to - 0.6 - width > start && !meets(e.to - 0.6 - width)) {
        start = e.to - 0.6 - width;
      }
      swept.push(sweep(start));
      const into = e.horizontal ? (r.y < e.at ? -1 : 1) : r.x < e.at ? -1 : 1;
      doors.push({ horizontal: e.horizontal, at: e.at, start, width, into, sliding });
    }
  }
  return {
    doors,
    main: { doorX, doorY, eastSide },
    swept: (r: PlanRoom): Box[] => {
      const inside = { x0: r.x, y0: r.y, x1: r.x + r.w, y1: r.y + r.h };
      return swept.filter((t) => overlaps(t, inside));
    },
  };
}

export function floorPlan(spec: PlanSpec, out: { w: number; h: number } = { w: 1600, h: 1200 }): string {
  const defs = new Defs();
  const layout = orientLayout(spec.layout, spec.facing, spec.carpet);
  const problems = layoutProblems(layout, spec.facts);
  if (problems.length > 0) {
    throw new Error(`The ${spec.type} ${spec.area} ${spec.facing} plan's layout: ${problems.join("; ")}`);
  }
  const rooms = layout.rooms;
  const bx = Math.min(...rooms.map((r) => r.x)) - 1;
  const by = Math.min(...rooms.map((r) => r.y)) - 1;
  const ex = Math.max(...rooms.map((r) => r.x + r.w)) + 1;
  const ey = Math.max(...rooms.map((r) => r.y + r.h)) + 1;
  const cols = Math.round((ex - bx) / CELL);
  const rows = Math.round((ey - by) / CELL);
  const W = out.w;
  const H = out.h;
  const margin = { l: 130, r: 150, t: 120, b: 190 };
  const s = Math.min((W - margin.l - margin.r) / (ex - bx), (H - margin.t - margin.b) / (ey - by));
  const ox = margin.l + (W - margin.l - margin.r - (ex - bx) * s) / 2 - bx * s;
  const oy = margin.t + (H - margin.t - margin.b - (ey - by) * s) / 2 - by * s;
  const X = (v: number): number => ox + v * s;
  const Y = (v: number): number => oy + v * s;
  const b: string[] = [rect(0, 0, W, H, `fill="#ffffff"`)];

  // floor finishes
  const tile = defs.pattern(
    Math.round(s),
    Math.round(s),
    `<path d="M0 0H${Math.round(s)}V${Math.round(s)}" fill="none" stroke="#c9d6d6" stroke-width="1"/>`,
  );
  const hatch = defs.pattern(10, 10, `<path d="M0 10L10 0" stroke="#d5cbb8" stroke-width="1"/>`);
  for (const r of rooms) {
    const fill =
      r.kind === "toilet" || r.kind === "utility"
        ? `fill="#eef5f4"`
        : r.kind === "balcony"
          ? `fill="#fbf7ef"`
          : r.kind === "kitchen"
            ? `fill="#fbf8f2"`
            : `fill="#ffffff"`;
    b.push(rect(X(r.x), Y(r.y), r.w * s, r.h * s, fill));
    if (r.kind === "toilet" || r.kind === "utility") b.push(rect(X(r.x), Y(r.y), r.w * s, r.h * s, `fill="${tile}"`));
    if (r.kind === "balcony") b.push(rect(X(r.x), Y(r.y), r.w * s, r.h * s, `fill="${hatch}"`));
  }
  const placed = placeDoors(layout, spec.facing);
  const { doors } = placed;
  const { doorX, doorY, eastSide } = placed.main;
  for (const r of rooms) {
    const dressing = rooms.some((o) => o.kind === "dress" && o.doors?.includes(r.id));
    b.push(furniture(r, X, Y, s, { swept: placed.swept(r), dressing }));
  }

  // walls
  const segs = walls(rooms, layout.open, bx, by, cols, rows);
  for (const g of segs) {
    const t = g.kind === "ext" ? EXT : g.kind === "int" ? INT : 0.32;
    const horizontal = g.y1 === g.y2;
    const x = horizontal ? X(g.x1) - (t * s) / 2 : X(g.x1) - (t * s) / 2;
    const y = horizontal ? Y(g.y1) - (t * s) / 2 : Y(g.y1) - (t * s) / 2;
    const w = horizontal ? (g.x2 - g.x1) * s + t * s : t * s;
    const h = horizontal ? t * s : (g.y2 - g.y1) * s + t * s;
    b.push(rect(x, y, w, h, g.kind === "rail" ? `fill="#ffffff" stroke="${INK}" stroke-width="1.4"` : `fill="${INK}"`));
  }

  // windows on outside walls
  for (const g of segs) {
    if (g.kind !== "ext") continue;
    const room = rooms[g.a] ?? rooms[g.b];
    if (!room || (rooms[g.a] && rooms[g.b])) continue;
    if (room.kind === "passage" || room.kind === "foyer" || room.kind === "dress" || room.kind === "pooja") continue;
    const len = Math.hypot(g.x2 - g.x1, g.y2 - g.y1);
    const want =
      room.kind === "toilet" ? 2 : room.kind === "kitchen" || room.kind === "utility" ? 4 : Math.min(6, len * 0.5);
    if (len < want + 1.5) continue;
    const horizontal = g.y1 === g.y2;
    const mid = horizontal ? (g.x1 + g.x2) / 2 : (g.y1 + g.y2) / 2;
    b.push(windowMark(horizontal, horizontal ? g.y1 : g.x1, mid - want / 2, mid + want / 2, X, Y, s));
  }

  // doors and the main door, over the walls
  for (const d of doors) b.push(doorMark(d.horizontal, d.at, d.start, d.width, d.into, d.sliding, X, Y, s, EXT));
  b.push(doorMark(false, doorX, doorY, 3.5, eastSide ? -1 : 1, false, X, Y, s, EXT, true));
  const ax = X(doorX) + (eastSide ? 1 : -1) * 2.2 * s;
  const ay = Y(doorY + 1.75);
  const dir = eastSide ? -1 : 1;
  b.push(
    `<path d="M${n(ax)} ${n(ay - 12)} L${n(ax + dir * 22)} ${n(ay)} L${n(ax)} ${n(ay + 12)} Z" fill="${palette.terracotta}"/>` +
      `<text x="${n(ax + (eastSide ? 12 : -12))}" y="${n(ay + 38)}" ${FONT} font-size="17" font-weight="700" fill="${palette.terracotta}" text-anchor="middle" letter-spacing="1.5">ENTRY</text>`,
  );

  // labels
  for (const r of rooms) {
    let cx = X(r.x + r.w / 2);
    const cy = Y(r.y + r.h / 2);
    const small = r.w * r.h < 60 || Math.min(r.w, r.h) < 6;
    const size = small ? 12 : r.kind === "balcony" ? 14 : 17;
    const label = r.kind === "passage" && r.w < 6 ? "" : r.label;
    if (!label) continue;
    // clear of the furniture: above a bed against the south wall (below a wardrobe along the north), below
    // one against the north (above a wardrobe along the south), between a sofa against the south wall and
    // its table, above the middle of the other beds and living rooms
    let offset =
      r.kind === "bed" && r.against === "s"
        ? (Math.min(3, r.h - 8.2) - r.h / 2) * s
        : r.kind === "bed" && r.against === "n"
          ? (8.1 - r.h / 2) * s
          : r.kind === "living" && r.against === "s"
            ? (r.h / 2 - 4.7) * s
            : r.kind === "bed" || r.kind === "living"
              ? -0.18 * r.h * s
              : 0;
    // a study's beside its desk chair; a dining room's above its table and chairs where it is deep enough,
    // else beside them
    if (r.kind === "study") cx = X(r.x + r.w * 0.65);
    if (r.kind === "dining") {
      const { tx, tw } = diningTable(r);
      if (r.h >= 11) {
        cx = X(tx);
        offset = -4.4 * s;
      } else {
        cx = r.against === "w" ? X((tx + tw / 2 + r.x + r.w) / 2) : X((r.x + tx - tw / 2) / 2);
        offset = -0.3 * s;
      }
    }
    b.push(
      `<text x="${n(cx)}" y="${n(cy + offset)}" ${FONT} font-size="${size}" font-weight="700" fill="${INK}" text-anchor="middle" letter-spacing="0.6" ${HALO}>${escapeXml(label)}</text>`,
    );
    b.push(
      `<text x="${n(cx)}" y="${n(cy + offset + size + 3)}" ${FONT} font-size="${size - 2}" fill="#55605f" text-anchor="middle" ${HALO}>${feetInches(r.w)} x ${feetInches(r.h)}</text>`,
    );
  }

  // overall dimensions
  const mainRooms = rooms.filter((r) => r.kind !== "balcony");
  const mx0 = Math.min(...mainRooms.map((r) => r.x));
  const mx1 = Math.max(...mainRooms.map((r) => r.x + r.w));
  const my0 = Math.min(...mainRooms.map((r) => r.y));
  const my1 = Math.max(...mainRooms.map((r) => r.y + r.h));
  b.push(dimension(X(mx0), Y(by) - 36, X(mx1), Y(by) - 36, feetInches(mx1 - mx0)));
  const dimX = eastSide ? X(bx) - 40 : X(ex) + 40;
  b.push(dimension(dimX, Y(my0), dimX, Y(my1), feetInches(my1 - my0)));

  // north arrow and title block
  b.push(northArrow(W - 95, 105));
  const title = `${spec.type}  ·  ${spec.area} SQ.FT  ·  ${spec.facing.toUpperCase()} FACING`;
  b.push(rect(0, H - 120, W, 120, `fill="#f6f1e6"`));
  b.push(rect(0, H - 120, W, 4, `fill="${palette.teal}"`));
  b.push(
    `<text x="60" y="${H - 66}" ${FONT} font-size="34" font-weight="700" fill="${palette.deepTeal}" letter-spacing="1">${escapeXml(title)}</text>`,
  );
  b.push(
    `<text x="60" y="${H - 32}" ${FONT} font-size="17" fill="#5b6463">Super built-up area ${spec.area} sq ft  ·  Dimensions in feet and inches  ·  Furniture is indicative  ·  Illustrative plan, not to scale</text>`,
  );
  b.push(legend(W - 380, H - 92));
  return svgDoc(out, b.join(""), defs);
}

function windowMark(
  horizontal: boolean,
  at: number,
  from: number,
  to: number,
  X: (v: number) => number,
  Y: (v: number) => number,
  s: number,
): string {
  const t = EXT * s;
  if (horizontal) {
    const y = Y(at) - t / 2;
    const x = X(from);
    const w = (to - from) * s;
    return (
      rect(x, y, w, t, `fill="#ffffff" stroke="${INK}" stroke-width="1.2"`) +
      rect(x, y + t / 2 - 1.5, w, 3, `fill="none" stroke="${INK}" stroke-width="1"`)
    );
  }
  const x = X(at) - t / 2;
  const y = Y(from);
  const h = (to - from) * s;
  return (
    rect(x, y, t, h, `fill="#ffffff" stroke="${INK}" stroke-width="1.2"`) +
    rect(x + t / 2 - 1.5, y, 3, h, `fill="none" stroke="${INK}" stroke-width="1"`)
  );
}

function doorMark(
  horizontal: boolean,
  at: number,
  start: number,
  width: number,
  into: number,
  sliding: boolean,
  X: (v: number) => number,
  Y: (v: number) => number,
  s: number,
  wall: number,
  main = false,
): string {
  const t = (wall + 0.1) * s;
  const stroke = main ? palette.terracotta : INK;
  if (horizontal) {
    const y = Y(at);
    const x0 = X(start);
    const x1 = X(start + width);
    let d = rect(x0, y - t / 2, x1 - x0, t, `fill="#ffffff"`);
    if (sliding) {
      d +=
        rect(x0, y - 3, (x1 - x0) * 0.55, 2.5, `fill="${INK}"`) +
        rect(x0 + (x1 - x0) * 0.45, y + 1, (x1 - x0) * 0.55, 2.5, `fill="${INK}"`);
      return d;
    }
    const ly = y + into * width * s;
    d += `<line x1="${n(x0)}" y1="${n(y)}" x2="${n(x0)}" y2="${n(ly)}" stroke="${stroke}" stroke-width="2.2"/>`;
    d += `<path d="M${n(x0)} ${n(ly)} A${n(width * s)} ${n(width * s)} 0 0 ${into > 0 ? 0 : 1} ${n(x1)} ${n(y)}" fill="none" stroke="${LINE}" stroke-width="1" stroke-dasharray="${main ? "0" : "4 3"}"/>`;
    return d;
  }
  const x = X(at);
  const y0 = Y(start);
  const y1 = Y(start + width);
  let d = rect(x - t / 2, y0, t, y1 - y0, `fill="#ffffff"`);
  if (sliding) {
    d +=
      rect(x - 3, y0, 2.5, (y1 - y0) * 0.55, `fill="${INK}"`) +
      rect(x + 1, y0 + (y1 - y0) * 0.45, 2.5, (y1 - y0) * 0.55, `fill="${INK}"`);
    return d;
  }
  const lx = x + into * width * s;
  d += `<line x1="${n(x)}" y1="${n(y0)}" x2="${n(lx)}" y2="${n(y0)}" stroke="${stroke}" stroke-width="2.2"/>`;
  d += `<path d="M${n(lx)} ${n(y0)} A${n(width * s)} ${n(width * s)} 0 0 ${into > 0 ? 1 : 0} ${n(x)} ${n(y1)}" fill="none" stroke="${LINE}" stroke-width="1" stroke-dasharray="${main ? "0" : "4 3"}"/>`;
  return d;
}

/** A dining room's table: its middle, or kept to the west or east wall (away from a main door); its size. */
function diningTable(r: PlanRoom): { tx: number; tw: number; th: number } {
  const tw = Math.min(6, r.w - 4);
  const tx = r.against === "w" ? r.x + 2 + tw / 2 : r.against === "e" ? r.x + r.w - 2 - tw / 2 : r.x + r.w / 2;
  return { tx, tw, th: 3.2 };
}

/** Furniture in fine line, fitted to the room. */
function furniture(
  r: PlanRoom,
  X: (v: number) => number,
  Y: (v: number) => number,
  s: number,
  /** What the doors sweep in the room; whether a dressing room or walk-in opens off it (a bedroom's wardrobe). */
  around: { swept: Box[]; dressing: boolean },
): string {
  const { swept } = around;
  const st = `fill="none" stroke="${LINE}" stroke-width="1.3"`;
  const box = (x: number, y: number, w: number, h: number, extra = st): string => rect(X(x), Y(y), w * s, h * s, extra);
  /** The first place (x, y, w, h) no door sweeps (but for the tip of its arc), else the first. */
  const clearOf = (...places: [number, number, number, number][]): [number, number, number, number] =>
    places.find(
      ([x, y, w, h]) => !swept.some((t) => overlaps({ x0: x + 0.4, y0: y + 0.4, x1: x + w - 0.4, y1: y + h - 0.4 }, t)),
    ) ?? places[0]!;
  const cx = r.x + r.w / 2;
  const cy = r.y + r.h / 2;
  const side: Side = r.against ?? "n";
  let f = "";
  if (r.kind === "bed") {
    const bw = r.label.startsWith("MASTER") ? 6 : 5;
    const bl = 6.6;
    const vertical = side === "n" || side === "s";
    const w = vertical ? bw : bl;
    const h = vertical ? bl : bw;
    const x = side === "w" ? r.x + 0.6 : side === "e" ? r.x + r.w - 0.6 - w : cx - w / 2;
    const y = side === "n" ? r.y + 0.6 : side === "s" ? r.y + r.h - 0.6 - h : cy - h / 2 + 0.8;
    f +=
      box(x, y, w, h) + box(x + 0.15, y + 0.15, w - 0.3, h - 0.3, `fill="#f4efe4" stroke="${LINE}" stroke-width="0.8"`);
    const px = side === "w" ? x + 0.3 : side === "e" ? x + w - 1.5 : x + 0.4;
    const py = side === "n" ? y + 0.3 : side === "s" ? y + h - 1.5 : y + 0.4;
    if (vertical) f += box(px, py, w / 2 - 0.6, 1.2) + box(px + w / 2 - 0.2, py, w / 2 - 0.6, 1.2);
    else f += box(px, py, 1.2, h / 2 - 0.6) + box(px, py + h / 2 - 0.2, 1.2, h / 2 - 0.6);
    // unless a dressing room opens off it, a wardrobe along the east or west wall beside a bed against the
    // north or south (or across from it), else along the north or south wall; where no door sweeps
    if (!around.dressing) {
      const wy = r.y + (side === "n" ? r.h - 6.5 : 0.4);
      const [wx, wyy, ww, wh] = vertical
        ? clearOf(
            [r.x + r.w - 2.2, wy, 1.9, 6],
            [r.x + 0.3, wy, 1.9, 6],
            [cx - 3, side === "n" ? r.y + r.h - 2.25 : r.y + 0.35, 6, 1.9],
          )
        : clearOf(
            [r.x + r.w / 2 - 3, r.y + 0.35, 6, 1.9],
            [r.x + r.w - 6.3, r.y + 0.35, 6, 1.9],
            [r.x + 0.3, r.y + 0.35, 6, 1.9],
            [r.x + r.w / 2 - 3, r.y + r.h - 2.25, 6, 1.9],
          );
      f += box(wx, wyy, ww, wh);
    }
  } else if (r.kind === "toilet") {
    const wc = r.w > r.h ? { x: r.x + r.w - 2.2, y: r.y + r.h - 2.6 } : { x: r.x + 0.5, y: r.y + r.h - 2.6 };
    f +=
      `<ellipse cx="${n(X(wc.x + 0.85))}" cy="${n(Y(wc.y + 1.1))}" rx="${n(0.6 * s)}" ry="${n(0.8 * s)}" ${st}/>` +
      box(wc.x + 0.35, wc.y + 1.9, 1, 0.5);
    f += `<ellipse cx="${n(X(r.x + 1.1))}" cy="${n(Y(r.y + 1))}" rx="${n(0.7 * s)}" ry="${n(0.55 * s)}" ${st}/>`;
    f += box(
      r.x + r.w - 2.9,
      r.y + 0.3,
      2.6,
      2.6,
      `fill="none" stroke="${LINE}" stroke-width="1" stroke-dasharray="3 3"`,
    );
  } else if (r.kind === "kitchen") {
    // counters along the `against` wall (the sink at its middle) and, for an L, part of the `counter2` wall
    // from the corner they share, the hob on it (or beside the sink)
    const d = 2;
    const main: Side = side;
    const along = (sd: Side): boolean => sd === "n" || sd === "s";
    const run = (sd: Side, share: number, fromEnd: boolean): string => {
      if (along(sd)) {
        const len = r.w * share;
        return box(fromEnd ? r.x + r.w - len : r.x, sd === "n" ? r.y : r.y + r.h - d, len, d);
      }
      const len = r.h * share;
      return box(sd === "w" ? r.x : r.x + r.w - d, fromEnd ? r.y + r.h - len : r.y, d, len);
    };
    f += run(main, 1, false);
    if (r.counter2) f += run(r.counter2, 0.6, main === "s" || main === "e");
    /** A point `t` ft along a counter run from its start (its corner with the main run, for counter2), 1 ft off its wall. */
    const onRun = (sd: Side, t: number, fromEnd: boolean): [number, number] => {
      if (along(sd)) return [fromEnd ? r.x + r.w - t : r.x + t, sd === "n" ? r.y + 1 : r.y + r.h - 1];
      return [sd === "w" ? r.x + 1 : r.x + r.w - 1, fromEnd ? r.y + r.h - t : r.y + t];
    };
    const [sx, sy] = onRun(main, along(main) ? r.w / 2 : r.h / 2, false);
    f +=
      (along(main) ? box(sx - 1, sy - 0.7, 2, 1.4) : box(sx - 0.7, sy - 1, 1.4, 2)) +
      `<circle cx="${n(X(sx))}" cy="${n(Y(sy))}" r="${n(0.15 * s)}" ${st}/>`;
    const burners: [number, number][] = r.counter2
      ? [2.5, 4].map((t) => onRun(r.counter2!, t, main === "s" || main === "e"))
      : [2.5, 4].map((t) => onRun(main, (along(main) ? r.w / 2 : r.h / 2) + t, false));
    for (const [hx, hy] of burners) f += `<circle cx="${n(X(hx))}" cy="${n(Y(hy))}" r="${n(0.45 * s)}" ${st}/>`;
  } else if (r.kind === "living") {
    const sofaAlongY = side === "e" || side === "w";
    if (!sofaAlongY) {
      // the sofa, an armchair beside it (on the side no door sweeps), the table before it, the TV across
      const south = side === "s";
      const y = south ? r.y + r.h - 3.2 : r.y + 0.5;
      const chairY = south ? y - 3.4 : y;
      f +=
        box(cx - 4.5, y, 9, 2.8) +
        box(cx - 4.5, y + (south ? 2.1 : 0), 9, 0.7) +
        box(...clearOf([cx - 7.6, chairY, 2.8, 6.2], [cx + 4.8, chairY, 2.8, 6.2]));
      f += box(cx - 2, south ? y - 4.6 : y + 5.2, 4, 2.2);
      f += box(cx - 3.5, south ? r.y + 0.4 : r.y + r.h - 1.6, 7, 1.2);
      f += rect(
        X(cx - 5.5),
        Y(south ? y - 6 : y + 0.2),
        11 * s,
        8.6 * s,
        `fill="none" stroke="#d9cbb0" stroke-width="1" stroke-dasharray="6 4"`,
      );
    } else {
      const x = side === "e" ? r.x + r.w - 3.2 : r.x + 0.5;
      f += box(x, cy - 4.5, 2.8, 9) + box(x + (side === "e" ? 2.1 : 0), cy - 4.5, 0.7, 9);
      f += box(x - (side === "e" ? 4.6 : -3.4), cy - 2, 2.2, 4);
      f += box(side === "e" ? r.x + 0.5 : r.x + r.w - 1.7, cy - 3.5, 1.2, 7);
    }
  } else if (r.kind === "dining") {
    const { tx, tw, th } = diningTable(r);
    f += box(tx - tw / 2, cy - th / 2, tw, th);
    for (let i = 0; i < 3; i++) {
      const x = tx - tw / 2 + (tw / 3) * (i + 0.5) - 0.7;
      f += box(x, cy - th / 2 - 1.6, 1.4, 1.3) + box(x, cy + th / 2 + 0.3, 1.4, 1.3);
    }
  } else if (r.kind === "utility") {
    f +=
      box(r.x + 0.3, r.y + 0.3, 2.2, 2.2) +
      `<circle cx="${n(X(r.x + 1.4))}" cy="${n(Y(r.y + 1.4))}" r="${n(0.8 * s)}" ${st}/>`;
  } else if (r.kind === "dress") {
    f += box(r.x + 0.3, r.y + 0.3, 1.9, r.h - 0.6) + box(r.x + r.w - 2.2, r.y + 0.3, 1.9, r.h - 0.6);
  } else if (r.kind === "study") {
    f +=
      box(r.x + 0.4, r.y + 0.4, r.w * 0.6, 2) +
      `<circle cx="${n(X(r.x + 0.4 + r.w * 0.3))}" cy="${n(Y(r.y + 3.4))}" r="${n(0.8 * s)}" ${st}/>`;
  } else if (r.kind === "pooja") {
    f +=
      box(r.x + 0.4, r.y + 0.4, r.w - 0.8, 1.4) +
      `<circle cx="${n(X(cx))}" cy="${n(Y(r.y + 1.1))}" r="${n(0.3 * s)}" fill="${palette.gold}"/>`;
  } else if (r.kind === "foyer") {
    f += box(r.x + 0.4, r.y + 0.4, Math.min(4, r.w - 1), 1.3);
  } else if (r.kind === "balcony") {
    for (const [dx, dy] of [
      [1.2, 1.2],
      [2.6, 1.4],
    ] as const)
      f += `<circle cx="${n(X(r.x + dx))}" cy="${n(Y(r.y + dy))}" r="${n(0.55 * s)}" fill="#e4eedf" stroke="${LINE}" stroke-width="1"/>`;
  }
  return f;
}

function dimension(x1: number, y1: number, x2: number, y2: number, label: string): string {
  const horizontal = y1 === y2;
  const tick = (x: number, y: number): string =>
    `<line x1="${n(x - 6)}" y1="${n(y + 6)}" x2="${n(x + 6)}" y2="${n(y - 6)}" stroke="${INK}" stroke-width="1.6"/>`;
  let d =
    `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${INK}" stroke-width="1"/>` +
    tick(x1, y1) +
    tick(x2, y2);
  if (horizontal) {
    d += `<line x1="${n(x1)}" y1="${n(y1 - 10)}" x2="${n(x1)}" y2="${n(y1 + 24)}" stroke="${LINE}" stroke-width="0.8"/><line x1="${n(x2)}" y1="${n(y1 - 10)}" x2="${n(x2)}" y2="${n(y1 + 24)}" stroke="${LINE}" stroke-width="0.8"/>`;
    d += rect((x1 + x2) / 2 - 38, y1 - 12, 76, 24, `fill="#ffffff"`);
    d += `<text x="${n((x1 + x2) / 2)}" y="${n(y1 + 6)}" ${FONT} font-size="16" font-weight="700" fill="${INK}" text-anchor="middle">${escapeXml(label)}</text>`;
  } else {
    d += `<line x1="${n(x1 - 10)}" y1="${n(y1)}" x2="${n(x1 + 24)}" y2="${n(y1)}" stroke="${LINE}" stroke-width="0.8"/><line x1="${n(x1 - 10)}" y1="${n(y2)}" x2="${n(x1 + 24)}" y2="${n(y2)}" stroke="${LINE}" stroke-width="0.8"/>`;
    const my = (y1 + y2) / 2;
    d += rect(x1 - 12, my - 38, 24, 76, `fill="#ffffff"`);
    d += `<text x="${n(x1)}" y="${n(my)}" ${FONT} font-size="16" font-weight="700" fill="${INK}" text-anchor="middle" dominant-baseline="central" transform="rotate(-90 ${n(x1)} ${n(my)})">${escapeXml(label)}</text>`;
  }
  return d;
}

export function northArrow(x: number, y: number, r = 34): string {
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" stroke="${INK}" stroke-width="1.5"/>` +
    `<path d="M${x} ${y - r + 6} L${x + 11} ${y + 12} L${x} ${y + 5} L${x - 11} ${y + 12} Z" fill="${palette.deepTeal}"/>` +
    `<path d="M${x} ${y - r + 6} L${x} ${y + 5} L${x - 11} ${y + 12} Z" fill="${palette.tealMid}"/>` +
    `<text x="${x}" y="${y - r - 8}" ${FONT} font-size="18" font-weight="700" fill="${INK}" text-anchor="middle">N</text>`
  );
}

function legend(x: number, y: number): string {
  const item = (dx: number, swatch: string, label: string): string =>
    rect(x + dx, y, 22, 14, swatch) +
    `<text x="${x + dx + 30}" y="${y + 12}" ${FONT} font-size="14" fill="#5b6463">${label}</text>`;
  return (
    item(0, `fill="${INK}"`, "Wall") +
    item(90, `fill="#ffffff" stroke="${INK}" stroke-width="1.2"`, "Window") +
    item(200, `fill="#eef5f4" stroke="#c9d6d6"`, "Wet area") +
    rect(x + 200, y + 28, 22, 14, `fill="#fbf7ef" stroke="#d5cbb8"`) +
    `<text x="${x + 230}" y="${y + 40}" ${FONT} font-size="14" fill="#5b6463">Balcony</text>`
  );
}
