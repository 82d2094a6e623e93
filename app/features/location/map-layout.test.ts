import { describe, expect, it } from "vitest";
import { distanceKm, type GeoPoint } from "#content/geo.ts";
import type { Landmark } from "#content/location.ts";
import {
  CLOSE_UP_KM,
  layoutLocationMap,
  MAP_WIDTH,
  MARKER_RADIUS,
  type MapPanel,
  numberLandmarks,
  SITE_RADIUS,
  spreadBadges,
} from "./map-layout";

const site: GeoPoint = { latitude: 16.3312, longitude: 80.4426 };

/** A place `north` and `east` km from the site (near enough for a flat approximation). */
function place(id: string, kind: Landmark["kind"], north: number, east: number, minutes: number): Landmark {
  return {
    id,
    kind,
    name: id,
    latitude: site.latitude + north / 111.195,
    longitude: site.longitude + east / (111.195 * Math.cos((site.latitude * Math.PI) / 180)),
    km: Math.hypot(north, east) * 1.3,
    minutes,
  };
}

const places: Landmark[] = [
  place("capital", "capital", 20, 8, 45),
  place("mall", "shopping", -1, 1.5, 8),
  place("school-far", "school", 5, 9, 22),
  place("school-near", "school", 0.8, 0.5, 4),
  place("junction", "transport", -3.5, 1.2, 10),
  place("hospital", "hospital", -3.6, 0.3, 13),
  place("airport", "transport", 22, 38, 75),
  // Two places 50 m apart: their badges must still both be readable.
  place("twin-a", "work", 2, -2, 9),
  place("twin-b", "work", 2.03, -2.03, 9),
];

const markersOf = (panels: MapPanel[]) => panels.flatMap((panel) => panel.markers);

describe("numberLandmarks", () => {
  it("numbers the places 1 to n by kind in the list's order, the nearest first within a kind", () => {
    const numbered = numberLandmarks(places);
    expect(numbered.map((landmark) => [landmark.number, landmark.id])).toEqual([
      [1, "school-near"],
      [2, "school-far"],
      [3, "hospital"],
      [4, "junction"],
      [5, "airport"],
      [6, "twin-a"],
      [7, "twin-b"],
      [8, "mall"],
      [9, "capital"],
    ]);
  });
});

describe("layoutLocationMap", () => {
  const numbered = numberLandmarks(places);
  const panels = layoutLocationMap(site, numbered, "Project Site");

  it("draws each place once, with its own number, near ones on the close-up and the rest on the region map", () => {
    expect(panels.map((panel) => panel.kind)).toEqual(["close-up", "region"]);
    expect(
      markersOf(panels)
        .map((marker) => marker.landmark.number)
        .sort((a, b) => a - b),
    ).toEqual(numbered.map((landmark) => landmark.number));
    const [closeUp, region] = panels as [MapPanel, MapPanel];
    for (const marker of closeUp.markers) expect(distanceKm(site, marker.landmark)).toBeLessThanOrEqual(CLOSE_UP_KM);
    for (const marker of region.markers) expect(distanceKm(site, marker.landmark)).toBeGreaterThan(CLOSE_UP_KM);
  });

  it("puts each place at its distance from the site to scale, and keeps badges apart, off the site and inside", () => {
    for (const panel of panels) {
      for (const marker of panel.markers) {
        const drawnKm = Math.hypot(marker.at.x - panel.site.x, marker.at.y - panel.site.y) / panel.pxPerKm;
        expect(Math.abs(drawnKm / distanceKm(site, marker.landmark) - 1)).toBeLessThan(0.005);
        expect(Math.hypot(marker.badge.x - panel.site.x, marker.badge.y - panel.site.y)).toBeGreaterThanOrEqual(
          MARKER_RADIUS + SITE_RADIUS,
        );
        expect(marker.badge.x).toBeGreaterThanOrEqual(MARKER_RADIUS);
        expect(marker.badge.x).toBeLessThanOrEqual(panel.width - MARKER_RADIUS);
        expect(marker.badge.y).toBeGreaterThanOrEqual(MARKER_RADIUS);
        expect(marker.badge.y).toBeLessThanOrEqual(panel.height - MARKER_RADIUS);
        for (const other of panel.markers) {
          if (other === marker) continue;
          expect(Math.hypot(marker.badge.x - other.badge.x, marker.badge.y - other.badge.y)).toBeGreaterThanOrEqual(
            2 * MARKER_RADIUS,
          );
        }
      }
    }
  });

  it("gives each map a round scale bar of its own scale, and rings at round distances", () => {
    for (const panel of panels) {
      expect(panel.scale.length).toBeCloseTo(panel.scale.km * panel.pxPerKm, 6);
      expect(panel.scale.length / MAP_WIDTH).toBeGreaterThan(0.1);
      expect(panel.scale.length / MAP_WIDTH).toBeLessThanOrEqual(0.3);
      expect(String(panel.scale.km)).toMatch(/^[125]0*$|^0\.[125]$/);
      for (const ring of panel.rings) expect(ring.radius).toBeCloseTo(ring.km * panel.pxPerKm, 6);
    }
  });

  it("outlines on the region map the ground of the close-up, around the site and the near places", () => {
    const [closeUp, region] = panels as [MapPanel, MapPanel];
    const box = region.closeUpBox!;
    const inBox = (point: { x: number; y: number }) =>
      point.x > box.x && point.x < box.x + box.width && point.y > box.y && point.y < box.y + box.height;
    expect(inBox(region.site)).toBe(true);
    // All of it on the region map.
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(region.width + 1e-9);
    expect(box.y + box.height).toBeLessThanOrEqual(region.height + 1e-9);
    // The box is the close-up's frame at the region's scale.
    expect(box.width / region.pxPerKm).toBeCloseTo(closeUp.width / closeUp.pxPerKm, 6);
    expect(box.height / region.pxPerKm).toBeCloseTo(closeUp.height / closeUp.pxPerKm, 6);
  });

  it("draws one map when every place is near, with no box", () => {
    const near = numberLandmarks(places.filter((each) => distanceKm(site, each) <= CLOSE_UP_KM));
    const single = layoutLocationMap(site, near, "Project Site");
    expect(single.map((panel) => panel.kind)).toEqual(["close-up"]);
    expect(single[0]!.closeUpBox).toBeUndefined();
  });
});

describe("spreadBadges", () => {
  it("parts badges drawn on one spot and moves badges off the site", () => {
    const site = { x: 100, y: 100 };
    const [a, b, c] = spreadBadges(
      [
        { x: 50, y: 50 },
        { x: 50, y: 50 },
        { x: 102, y: 100 },
      ],
      site,
      { width: 200, height: 200 },
    ) as [{ x: number; y: number }, { x: number; y: number }, { x: number; y: number }];
    expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(2 * MARKER_RADIUS);
    expect(Math.hypot(c.x - site.x, c.y - site.y)).toBeGreaterThanOrEqual(MARKER_RADIUS + SITE_RADIUS);
  });
});
