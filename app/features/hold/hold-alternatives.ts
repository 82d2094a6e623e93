import type { FlatStatus } from "#content/flat-statuses.ts";

/** A flat the dialog may offer instead of one another buyer holds: its unit and how its link reads. */
export type HoldAlternative = { unit: string; label: string };

/** How many flats the page carries to offer instead (a few more than it shows, for those taken since the build). */
const ALTERNATIVES_CARRIED = 8;
/** How many the dialog shows. */
const ALTERNATIVES_SHOWN = 3;

type Candidate = { unit: string; floor: number; plan: string; type: string; status: FlatStatus; total?: number };

/**
 * At build time, the flats a flat's page offers if another buyer holds it first: available flats of the same type
 * (BHK), closest in all-in price first (without prices, the same plan first), then the nearest floor.
 */
export function holdAlternatives(flat: Candidate, flats: readonly Candidate[], limit = ALTERNATIVES_CARRIED) {
  const distance = (other: Candidate) =>
    flat.total !== undefined && other.total !== undefined ? Math.abs(other.total - flat.total) : 0;
  return flats
    .filter((other) => other.unit !== flat.unit && other.status === "available" && other.type === flat.type)
    .sort(
      (a, b) =>
        distance(a) - distance(b) ||
        Number(b.plan === flat.plan) - Number(a.plan === flat.plan) ||
        Math.abs(a.floor - flat.floor) - Math.abs(b.floor - flat.floor) ||
        a.unit.localeCompare(b.unit),
    )
    .slice(0, limit);
}

/**
 * In the browser, those still free: a flat whose live status is known (app/features/flats/live-statuses.ts) is
 * offered only when available; one it does not name keeps its status from the build, which was available.
 */
export function freeAlternatives(
  carried: readonly HoldAlternative[],
  live: Readonly<Record<string, FlatStatus>> | null,
  limit = ALTERNATIVES_SHOWN,
): HoldAlternative[] {
  return carried.filter((each) => (live?.[each.unit] ?? "available") === "available").slice(0, limit);
}
