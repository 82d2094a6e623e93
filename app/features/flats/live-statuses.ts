import {
  type FlatStatus,
  readStatusDocument,
  STATUS_DOCUMENT_PATH,
  STATUS_MAX_AGE_SECONDS,
  type StatusDocument,
} from "#content/flat-statuses.ts";

/**
 * The flats' statuses now, from the site's function (hosting/worker/), read after the first paint by what shows a
 * status: the grid and its counts, a flat's page, the comparison. The page keeps the statuses it was built with
 * when the function cannot be reached, fails, is slow or answers what readStatusDocument refuses: no error is
 * shown and nothing waits on it. docs/decisions/0039-live-inventory-from-hubspot.md.
 */

/** What a page knows of the statuses it shows: the units, and when the statuses it was built with were read. */
export type BuiltStatuses = { units: readonly string[]; builtAsOf: string };

let asked: { at: number; answer: Promise<string | null> } | null = null;

/** One request a period for all of a page's parts; null when there is nothing newer to show. */
export function fetchLiveStatuses(built: BuiltStatuses): Promise<StatusDocument | null> {
  if (!asked || Date.now() - asked.at > STATUS_MAX_AGE_SECONDS * 1000) {
    const answer = fetch(STATUS_DOCUMENT_PATH, { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.text() : null))
      .catch(() => null);
    asked = { at: Date.now(), answer };
  }
  return asked.answer.then((text) => (text === null ? null : readStatusDocument(text, { ...built, now: Date.now() })));
}

/** The status to show: the live one when there is one, else the page's own. */
export function statusOf(unit: string, built: FlatStatus, live: StatusDocument | null): FlatStatus {
  return live?.statuses[unit] ?? built;
}

/**
 * "28 Nov, 6:11 pm IST": when statuses were read, in India's time, in the page's language; "20 Nov 2026" for a
 * day alone (content/flats.yaml's `updated`, as a function built from a newer file serves it).
 */
export function formatAsOfTime(iso: string, locale: string): string {
  const time = { hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata", timeZoneName: "short" } as const;
  const day = iso.length > 10 ? time : ({ year: "numeric", timeZone: "UTC" } as const);
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", ...day }).format(new Date(iso));
}

/**
 * When the statuses shown were read: "15 Nov 2026" for the day content/flats.yaml was checked (written with the
 * site's date words, `formatDate` of texts.ts), "28 Nov, 6:11 pm IST" for a time HubSpot was read, by the build or
 * live. `locale`: the page language's, "en-IN".
 */
export function formatAsOf(iso: string, formatDate: (day: string) => string, locale: string): string {
  return iso.length > 10 ? formatAsOfTime(iso, locale) : formatDate(iso);
}

/** While the page is open and seen, asks again once a period, so a status is never more than a period old. */
export function everyPeriodWhileSeen(run: () => void): () => void {
  const timer = setInterval(() => {
    if (document.visibilityState === "visible") run();
  }, STATUS_MAX_AGE_SECONDS * 1000);
  return () => clearInterval(timer);
}
