import { type GeoPoint, offsetKm } from "#content/geo.ts";

/** A point of the drawing, in SVG user units (x to the right, y down). */
export type Point = { x: number; y: number };

/** Km east and north of the map's centre place. */
export type Offset = { east: number; north: number };

export type Projection = {
  /** SVG units per km on the ground, the same east–west and north–south: distances are to scale. */
  pxPerKm: number;
  project: (point: GeoPoint) => Point;
  projectOffset: (offset: Offset) => Point;
  /** The ground the drawing shows, in km from the centre place: west and south are negative. */
  shows: { west: number; east: number; south: number; north: number };
};

/** The smallest stretch of ground a map shows, so a map of one place still has a scale. */
const MIN_SPAN_KM = 1;

/** How far each point lies from `origin`, in km east and north. */
export function offsetsFrom(origin: GeoPoint, points: readonly GeoPoint[]): Offset[] {
  return points.map((point) => offsetKm(origin, point));
}

/** The box around some offsets, the origin always included. */
export function extentOf(offsets: readonly Offset[]) {
  const easts = [0, ...offsets.map((offset) => offset.east)];
  const norths = [0, ...offsets.map((offset) => offset.north)];
  return {
    west: Math.min(...easts),
    east: Math.max(...easts),
    south: Math.min(...norths),
    north: Math.max(...norths),
  };
}

/**
 * North up, one scale for both axes, fitted so that `origin`, every point and the offsets `alsoShow` lie
 * inside the drawing at least `padding` units from its edges, and centred on them.
 */
export function fitProjection(
  origin: GeoPoint,
  points: readonly GeoPoint[],
  frame: { width: number; height: number; padding: number },
  alsoShow: readonly Offset[] = [],
): Projection {
  const box = extentOf([...offsetsFrom(origin, points), ...alsoShow]);
  const spanEast = Math.max(box.east - box.west, MIN_SPAN_KM);
  const spanNorth = Math.max(box.north - box.south, MIN_SPAN_KM);
  const pxPerKm = Math.min(
    (frame.width - 2 * frame.padding) / spanEast,
    (frame.height - 2 * frame.padding) / spanNorth,
  );
  // Where the origin lands, so that the box's centre is the drawing's centre.
  const originX = frame.width / 2 - ((box.west + box.east) / 2) * pxPerKm;
  const originY = frame.height / 2 + ((box.south + box.north) / 2) * pxPerKm;
  const projectOffset = ({ east, north }: Offset): Point => ({
    x: originX + east * pxPerKm,
    y: originY - north * pxPerKm,
  });
  return {
    pxPerKm,
    projectOffset,
    project: (point) => projectOffset(offsetKm(origin, point)),
    shows: {
      west: -originX / pxPerKm,
      east: (frame.width - originX) / pxPerKm,
      south: -(frame.height - originY) / pxPerKm,
      north: originY / pxPerKm,
    },
  };
}

/** The round figure (1, 2 or 5 times a power of ten) nearest below `value`, for scale bars and rings. */
export function roundFigureBelow(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  const [figure = 1] = [5, 2, 1].filter((step) => step * power <= value);
  return figure * power;
}
