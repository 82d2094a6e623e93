/**
 * Positions on the ground from coordinates: the content build checks a place's road distance against the
 * straight line (content/compile.ts), and the location map draws places to scale (app/features/location/).
 * At the scale of a city and its region (tens of km) the ground is flat to within a fraction of a percent.
 */
export type GeoPoint = { latitude: number; longitude: number };

/** The Earth's mean radius, in km. */
const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in km (haversine formula). */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Where `point` lies from `origin` on a flat map centred there, in km east (x) and north (y): an
 * equirectangular projection, whose east–west scale is true at the origin's latitude.
 */
export function offsetKm(origin: GeoPoint, point: GeoPoint): { east: number; north: number } {
  const kmPerDegree = (EARTH_RADIUS_KM * Math.PI) / 180;
  return {
    east: (point.longitude - origin.longitude) * kmPerDegree * Math.cos(radians(origin.latitude)),
    north: (point.latitude - origin.latitude) * kmPerDegree,
  };
}
