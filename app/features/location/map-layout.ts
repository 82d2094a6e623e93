import { distanceKm, type GeoPoint } from "#content/geo.ts";
import { LANDMARK_KINDS, type LandmarkKind } from "#content/landmark-kinds.ts";
import type { Landmark } from "#content/location.ts";
import {
  extentOf,
  fitProjection,
  type Offset,
  offsetsFrom,
  type Point,
  type Projection,
  roundFigureBelow,
} from "./map-projection";

/** A place with the number it has on the map and in the list. */
export type NumberedLandmark = Landmark & { number: number };

/**
 * Numbers the places in the order the list shows them: by kind (content/landmark-kinds.ts), then the
 * nearest first. The map's markers carry the same numbers.
 */
export function numberLandmarks(landmarks: readonly Landmark[]): NumberedLandmark[] {
  return LANDMARK_KINDS.flatMap((kind) =>
    landmarks.filter((landmark) => landmark.kind === kind).sort((a, b) => a.minutes - b.minutes || a.km - b.km),
  ).map((landmark, index) => ({ ...landmark, number: index + 1 }));
}

/** The numbered places by kind, in the list's order; kinds without a place are left out. */
export function groupByKind(landmarks: readonly NumberedLandmark[]) {
  return LANDMARK_KINDS.map((kind) => ({
    kind,
    landmarks: landmarks.filter((landmark) => landmark.kind === kind),
  })).filter((group): group is { kind: LandmarkKind; landmarks: NumberedLandmark[] } => group.landmarks.length > 0);
}

// The drawing, in SVG units. Its width is about a 390 px phone's content width, so on a phone one unit
// is about one CSS pixel: text of 12 units reads as 12 px and a marker is a 24 px target.

/** Places within this straight line of the site go on the close-up; the others on the region map. */
export const CLOSE_UP_KM = 8;
export const MAP_WIDTH = 360;
/** The strip under each map that holds its scale bar and north arrow, so they never cover a place. */
export const LEGEND_HEIGHT = 30;
export const MARKER_RADIUS = 11;
export const SITE_RADIUS = 9;
export const LABEL_SIZE = 12;
/** The least room between a marker and the edge of the map. */
const PADDING = 26;
const MIN_HEIGHT = 200;
const MAX_HEIGHT = 400;

type Marker = { landmark: NumberedLandmark; at: Point; badge: Point };

export type MapPanel = {
  kind: "close-up" | "region";
  width: number;
  /** The map's height, without the legend strip below it. */
  height: number;
  pxPerKm: number;
  site: Point;
  siteLabel: Point & { anchor: "start" | "middle" | "end" };
  /** Each place's true position (`at`) and where its numbered badge is drawn, moved off its neighbours. */
  markers: Marker[];
  /** Circles of equal straight-line distance around the site, with where each one's label sits if it fits. */
  rings: { km: number; radius: number; label?: Point }[];
  scale: { km: number; length: number };
  /** On the region map: the ground the close-up shows. */
  closeUpBox?: { x: number; y: number; width: number; height: number };
};

/**
 * The location map: a close-up of the places near the site and, when some are farther, a region map with
 * the close-up's ground outlined. Each to scale, north up; the numbers are those of the list.
 */
export function layoutLocationMap(
  site: GeoPoint,
  landmarks: readonly NumberedLandmark[],
  siteLabel: string,
): MapPanel[] {
  const near = landmarks.filter((landmark) => distanceKm(site, landmark) <= CLOSE_UP_KM);
  const far = landmarks.filter((landmark) => !near.includes(landmark));
  const closeUp = near.length > 0 || far.length === 0 ? panel("close-up", site, near, siteLabel) : undefined;
  // The region map shows the whole of the close-up's ground, outlined.
  const shown = closeUp?.projection.shows;
  const corners = shown
    ? [
        { east: shown.west, north: shown.north },
        { east: shown.east, north: shown.south },
      ]
    : [];
  const region = far.length > 0 ? panel("region", site, far, siteLabel, corners) : undefined;
  if (closeUp && region) {
    const { west, east, south, north } = closeUp.projection.shows;
    const topLeft = region.projection.projectOffset({ east: west, north });
    const bottomRight = region.projection.projectOffset({ east, north: south });
    region.layout.closeUpBox = {
      x: topLeft.x,
      y: topLeft.y,
      width: bottomRight.x - topLeft.x,
      height: bottomRight.y - topLeft.y,
    };
  }
  return [closeUp, region].flatMap((each) => (each ? [each.layout] : []));
}

function panel(
  kind: MapPanel["kind"],
  site: GeoPoint,
  landmarks: readonly NumberedLandmark[],
  siteLabel: string,
  alsoShow: readonly Offset[] = [],
): { layout: MapPanel; projection: Projection } {
  const height = heightFor(site, landmarks, alsoShow);
  const frame = { width: MAP_WIDTH, height, padding: PADDING };
  const projection = fitProjection(site, landmarks, frame, alsoShow);
  const sitePoint = projection.project(site);
  const at = landmarks.map((landmark) => projection.project(landmark));
  const badges = spreadBadges(at, sitePoint, frame);
  const markers = landmarks.map((landmark, index) => ({ landmark, at: at[index]!, badge: badges[index]! }));
  const label = placeSiteLabel(sitePoint, siteLabel, badges, frame);
  const farthest = Math.max(...landmarks.map((landmark) => distanceKm(site, landmark)), 1);
  const scaleKm = roundFigureBelow((MAP_WIDTH * 0.3) / projection.pxPerKm);
  return {
    projection,
    layout: {
      kind,
      width: MAP_WIDTH,
      height,
      pxPerKm: projection.pxPerKm,
      site: sitePoint,
      siteLabel: label,
      markers,
      // The ring labels keep clear of the badges and of the site's label.
      rings: ringsAround(sitePoint, farthest, projection.pxPerKm, [...badges, ...labelPoints(label, siteLabel)], frame),
      scale: { km: scaleKm, length: scaleKm * projection.pxPerKm },
    },
  };
}

/** A height that suits the shape of the ground shown: a wide region gets a low map, a tall one a high map. */
function heightFor(site: GeoPoint, landmarks: readonly NumberedLandmark[], alsoShow: readonly Offset[]): number {
  const box = extentOf([...offsetsFrom(site, landmarks), ...alsoShow]);
  const spanEast = Math.max(box.east - box.west, 1);
  const spanNorth = Math.max(box.north - box.south, 1);
  const height = ((MAP_WIDTH - 2 * PADDING) * spanNorth) / spanEast + 2 * PADDING;
  return Math.round(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, height)));
}

/**
 * Moves badges that would cover each other or the site apart, a little at a time, and keeps them inside
 * the map. A moved badge is drawn with a line to its place's true position.
 */
export function spreadBadges(at: readonly Point[], site: Point, frame: { width: number; height: number }): Point[] {
  const badges = at.map((point) => ({ ...point }));
  const gap = 2 * MARKER_RADIUS + 2;
  const siteGap = MARKER_RADIUS + SITE_RADIUS + 3;
  const push = (badge: Point, from: Point, by: number, seed: number) => {
    const dx = badge.x - from.x;
    const dy = badge.y - from.y;
    const length = Math.hypot(dx, dy);
    // Two badges on the same spot part in a direction of their own.
    const [ux, uy] = length > 0.01 ? [dx / length, dy / length] : [Math.cos(seed), Math.sin(seed)];
    badge.x += ux * by;
    badge.y += uy * by;
  };
  for (let round = 0; round < 80; round += 1) {
    let moved = false;
    badges.forEach((badge, i) => {
      for (let j = i + 1; j < badges.length; j += 1) {
        const other = badges[j]!;
        const distance = Math.hypot(badge.x - other.x, badge.y - other.y);
        if (distance < gap) {
          const by = (gap - distance) / 2;
          push(badge, other, by, i);
          push(other, badge, by, j + Math.PI);
          moved = true;
        }
      }
      const fromSite = Math.hypot(badge.x - site.x, badge.y - site.y);
      if (fromSite < siteGap) {
        push(badge, site, siteGap - fromSite, i);
        moved = true;
      }
      badge.x = Math.min(frame.width - MARKER_RADIUS - 1, Math.max(MARKER_RADIUS + 1, badge.x));
      badge.y = Math.min(frame.height - MARKER_RADIUS - 1, Math.max(MARKER_RADIUS + 1, badge.y));
    });
    if (!moved) break;
  }
  return badges;
}

/** The width of a label, estimated: Manrope's bold figures and letters average about 0.6 em. */
const labelWidth = (text: string) => text.length * LABEL_SIZE * 0.6;

/** Points along a label's line of text, for keeping other labels off it. */
function labelPoints(label: MapPanel["siteLabel"], text: string): Point[] {
  const width = labelWidth(text);
  const left = label.anchor === "start" ? label.x : label.anchor === "end" ? label.x - width : label.x - width / 2;
  const y = label.y - LABEL_SIZE / 3;
  return Array.from({ length: Math.ceil(width / 12) + 1 }, (_, i) => ({ x: left + Math.min(i * 12, width), y }));
}

/** Beside the site's marker, on the first side where it covers no badge and stays inside the map. */
function placeSiteLabel(
  site: Point,
  text: string,
  badges: readonly Point[],
  frame: { width: number; height: number },
): MapPanel["siteLabel"] {
  const width = labelWidth(text);
  const away = SITE_RADIUS + 5;
  const candidates: MapPanel["siteLabel"][] = [
    { x: site.x + away, y: site.y + LABEL_SIZE / 3, anchor: "start" },
    { x: site.x - away, y: site.y + LABEL_SIZE / 3, anchor: "end" },
    { x: site.x, y: site.y + away + LABEL_SIZE, anchor: "middle" },
    { x: site.x, y: site.y - away, anchor: "middle" },
    { x: site.x + away, y: site.y + away + LABEL_SIZE / 2, anchor: "start" },
    { x: site.x - away, y: site.y + away + LABEL_SIZE / 2, anchor: "end" },
    { x: site.x + away, y: site.y - away, anchor: "start" },
    { x: site.x - away, y: site.y - away, anchor: "end" },
  ];
  const box = (label: MapPanel["siteLabel"]) => {
    const left = label.anchor === "start" ? label.x : label.anchor === "end" ? label.x - width : label.x - width / 2;
    return { left, right: left + width, top: label.y - LABEL_SIZE, bottom: label.y + 3 };
  };
  const inside = (label: MapPanel["siteLabel"]) => {
    const { left, right, top, bottom } = box(label);
    return left >= 2 && right <= frame.width - 2 && top >= 2 && bottom <= frame.height - 2;
  };
  const clear = (label: MapPanel["siteLabel"]) => {
    const { left, right, top, bottom } = box(label);
    return badges.every((badge) => {
      const nearestX = Math.min(right, Math.max(left, badge.x));
      const nearestY = Math.min(bottom, Math.max(top, badge.y));
      return Math.hypot(badge.x - nearestX, badge.y - nearestY) > MARKER_RADIUS + 1;
    });
  };
  return candidates.find((label) => inside(label) && clear(label)) ?? candidates.find(inside) ?? candidates[0]!;
}

/**
 * Rings at round distances up to the farthest place, each labelled on the one bearing (of eight) where the
 * labels stay inside the map and farthest from the badges.
 */
function ringsAround(
  site: Point,
  farthestKm: number,
  pxPerKm: number,
  obstacles: readonly Point[],
  frame: { width: number; height: number },
): MapPanel["rings"] {
  const step = roundFigureBelow(farthestKm / 2.5);
  const radii = Array.from({ length: Math.max(1, Math.floor(farthestKm / step)) }, (_, i) => (i + 1) * step);
  const bearings = Array.from({ length: 8 }, (_, i) => (i * Math.PI) / 4 - Math.PI / 2);
  const labelsOn = (bearing: number) =>
    radii.map((km) => ({ x: site.x + Math.cos(bearing) * km * pxPerKm, y: site.y + Math.sin(bearing) * km * pxPerKm }));
  const fits = (label: Point) =>
    label.x > 24 && label.x < frame.width - 24 && label.y > 12 && label.y < frame.height - 8;
  const score = (bearing: number) => {
    const shown = labelsOn(bearing).filter(fits);
    const room = Math.min(
      ...shown.flatMap((label) => obstacles.map((point) => Math.hypot(point.x - label.x, point.y - label.y))),
      frame.width,
    );
    return shown.length * 1000 + Math.min(room, 60);
  };
  const best = bearings.reduce((a, b) => (score(b) > score(a) ? b : a));
  const labels = labelsOn(best);
  return radii.map((km, i) => ({ km, radius: km * pxPerKm, ...(fits(labels[i]!) && { label: labels[i]! }) }));
}
