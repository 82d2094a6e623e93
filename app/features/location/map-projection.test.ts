import { describe, expect, it } from "vitest";
import { distanceKm, type GeoPoint } from "#content/geo.ts";
import { fitProjection, roundFigureBelow } from "./map-projection";

const site: GeoPoint = { latitude: 16.3312, longitude: 80.4426 };
/** Places around the site in every direction, up to about 45 km away. */
const places: GeoPoint[] = [
  { latitude: 16.2996, longitude: 80.454 },
  { latitude: 16.5304, longitude: 80.7968 },
  { latitude: 16.312, longitude: 80.425 },
  { latitude: 16.5193, longitude: 80.5158 },
  { latitude: 16.1, longitude: 80.3 },
  { latitude: 16.3312, longitude: 80.2 },
];
const frame = { width: 360, height: 300, padding: 20 };

describe("fitProjection", () => {
  it("puts the site at its place: a place due east is on the site's line, and the pair is centred", () => {
    const east = { latitude: site.latitude, longitude: site.longitude + 0.1 };
    const projection = fitProjection(site, [east], { width: 200, height: 100, padding: 10 });
    // 0.1° of longitude at 16.33° N is 10.671 km on the ground; 180 units across it.
    expect(projection.pxPerKm).toBeCloseTo(180 / 10.671, 2);
    expect(projection.project(site)).toEqual({ x: 10, y: 50 });
    const placed = projection.project(east);
    expect(placed.x).toBeCloseTo(190, 6);
    expect(placed.y).toBeCloseTo(50, 6);
  });

  it("keeps the order: farther east is farther right, farther north is higher up", () => {
    const projection = fitProjection(site, places, frame);
    const all = [site, ...places];
    for (const a of all) {
      for (const b of all) {
        const [pa, pb] = [projection.project(a), projection.project(b)];
        expect(Math.sign(Math.round((pb.x - pa.x) * 1e6))).toBe(
          Math.sign(Math.round((b.longitude - a.longitude) * 1e6)),
        );
        expect(Math.sign(Math.round((pa.y - pb.y) * 1e6))).toBe(Math.sign(Math.round((b.latitude - a.latitude) * 1e6)));
      }
    }
  });

  it("draws distances to scale, the same along and across, within 0.5% of the distance on the ground", () => {
    const projection = fitProjection(site, places, frame);
    const all = [site, ...places];
    for (const a of all) {
      for (const b of all) {
        if (a === b) continue;
        const [pa, pb] = [projection.project(a), projection.project(b)];
        const drawnKm = Math.hypot(pb.x - pa.x, pb.y - pa.y) / projection.pxPerKm;
        expect(Math.abs(drawnKm / distanceKm(a, b) - 1)).toBeLessThan(0.005);
      }
    }
  });

  it("fits every place inside the padding and fills one side of the frame", () => {
    const projection = fitProjection(site, places, frame);
    const xs = [site, ...places].map((point) => projection.project(point).x);
    const ys = [site, ...places].map((point) => projection.project(point).y);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(frame.padding - 1e-9);
    expect(Math.max(...xs)).toBeLessThanOrEqual(frame.width - frame.padding + 1e-9);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(frame.padding - 1e-9);
    expect(Math.max(...ys)).toBeLessThanOrEqual(frame.height - frame.padding + 1e-9);
    const filled = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
    expect([frame.width - 2 * frame.padding, frame.height - 2 * frame.padding]).toContainEqual(
      expect.closeTo(filled, 6) as number,
    );
  });

  it("says which ground it shows, in km from the site", () => {
    const projection = fitProjection(site, places, frame);
    const corner = projection.projectOffset({ east: projection.shows.west, north: projection.shows.north });
    expect(corner.x).toBeCloseTo(0, 6);
    expect(corner.y).toBeCloseTo(0, 6);
    const opposite = projection.projectOffset({ east: projection.shows.east, north: projection.shows.south });
    expect(opposite.x).toBeCloseTo(frame.width, 6);
    expect(opposite.y).toBeCloseTo(frame.height, 6);
  });

  it("still has a scale with the site alone", () => {
    const projection = fitProjection(site, [], frame);
    expect(projection.pxPerKm).toBeCloseTo(260, 6);
    expect(projection.project(site)).toEqual({ x: 180, y: 150 });
  });
});

describe("roundFigureBelow", () => {
  it("gives 1, 2 or 5 times a power of ten, at most the value", () => {
    expect([0.8, 1, 1.9, 2.4, 7.3, 10, 24, 99].map(roundFigureBelow)).toEqual([0.5, 1, 1, 2, 5, 10, 20, 50]);
  });
});
