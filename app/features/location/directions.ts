import type { GeoPoint } from "#content/geo.ts";

/**
 * Directions in the visitor's map app: Google Maps' cross-platform URL
 * (https://developers.google.com/maps/documentation/urls/get-started#directions-action). On Android it opens
 * the Maps app, on iPhone the Google Maps app when installed and maps.google.com in Safari otherwise, and on
 * a computer the website; no key, no script on our page. Apple Maps' links would leave Android, most of our
 * buyers, on a web page (docs/decisions/0019-location-map.md).
 */
const DIRECTIONS = "https://www.google.com/maps/dir/?api=1";

const coordinates = (point: GeoPoint) => `${point.latitude},${point.longitude}`;

/** The route to the site, from wherever the visitor is. */
export function directionsTo(destination: GeoPoint): string {
  return `${DIRECTIONS}&destination=${coordinates(destination)}`;
}

/** The route by car from the site to a place: the drive the list's minutes and km describe. */
export function directionsBetween(origin: GeoPoint, destination: GeoPoint): string {
  return `${DIRECTIONS}&origin=${coordinates(origin)}&destination=${coordinates(destination)}&travelmode=driving`;
}
