/**
 * A flat's status, and the status document: every flat's status at one moment, as the site's function serves it
 * (hosting/worker/) and the flats' islands read it (app/features/flats/live-statuses.ts). The build's own statuses
 * (content/flats.yaml, or HubSpot's at build time) are the document the pages are built with. Live inventory:
 * docs/decisions/0039-live-inventory-from-hubspot.md.
 */

export const FLAT_STATUSES = ["available", "on-hold", "booked", "not-for-sale"] as const;
export type FlatStatus = (typeof FLAT_STATUSES)[number];

/** Where the function serves the document, on the site's own origin. */
export const STATUS_DOCUMENT_PATH = "/api/flat-statuses";

/** The most the edge keeps a document before it asks HubSpot again, in seconds. */
export const STATUS_MAX_AGE_SECONDS = 60;

/** A document longer than this is refused (100 flats take about 2 KB). */
export const STATUS_DOCUMENT_MAX_BYTES = 16 * 1024;

/** How far ahead of the visitor's clock a document's time may be before it is refused as nonsense. */
const CLOCK_SKEW_MS = 5 * 60_000;

export type StatusDocument = {
  /** When these statuses were read: an ISO date-time, or the day content/flats.yaml was last checked. */
  asOf: string;
  statuses: Record<string, FlatStatus>;
};

export function isFlatStatus(value: unknown): value is FlatStatus {
  return typeof value === "string" && (FLAT_STATUSES as readonly string[]).includes(value);
}

/**
 * The document a response carries, or null if it must not be shown: too long, not JSON of this shape, not newer
 * than the statuses the page was built with (older, it would take a sale back; as old, it is the page's own), or from
 * the future. Units the page does not
 * know and statuses that are not one of FLAT_STATUSES are left out.
 */
export function readStatusDocument(
  text: string,
  known: { units: readonly string[]; builtAsOf: string; now: number },
): StatusDocument | null {
  if (text.length > STATUS_DOCUMENT_MAX_BYTES) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { asOf, statuses } = value as { asOf?: unknown; statuses?: unknown };
  if (typeof asOf !== "string" || typeof statuses !== "object" || statuses === null) return null;
  const time = Date.parse(asOf);
  if (Number.isNaN(time) || time <= Date.parse(known.builtAsOf) || time > known.now + CLOCK_SKEW_MS) return null;
  const given = statuses as Record<string, unknown>;
  const kept: Record<string, FlatStatus> = {};
  for (const unit of known.units) {
    const status = given[unit];
    if (isFlatStatus(status)) kept[unit] = status;
  }
  return { asOf, statuses: kept };
}

/** The same statuses, whatever their order: tells a change from none. */
export function statusesKey(statuses: Record<string, FlatStatus>): string {
  return Object.keys(statuses)
    .sort()
    .map((unit) => `${unit}=${statuses[unit]}`)
    .join(",");
}
