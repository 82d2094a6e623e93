import { type FlatStatus, isFlatStatus } from "#content/flat-statuses.ts";

/**
 * Each flat's status as the sales desk keeps it in HubSpot: one record of HubSpot's Listings object per flat, its
 * unit in the property `flat_unit` ("A-302") and its status in `flat_status` (a dropdown whose internal values are
 * available, on_hold, booked and not_for_sale). Read with a private app's token (scope crm.objects.listings.read)
 * through the CRM objects API, a page of 100 records at a time. docs/decisions/0039-live-inventory-from-hubspot.md.
 */

const HUBSPOT_API = "https://api.hubapi.com";
const UNIT_PROPERTY = "flat_unit";
const STATUS_PROPERTY = "flat_status";
/** 100 listings a page: 20 pages is far past any project's flats, and stops a cursor that never ends. */
const MOST_PAGES = 20;

type ListingsPage = {
  results?: { id?: unknown; properties?: Record<string, unknown> }[];
  paging?: { next?: { after?: unknown } };
};

/** The status a dropdown's internal value stands for ("on_hold" is on-hold), or null for any other value. */
export function statusOfValue(value: unknown): FlatStatus | null {
  const status = typeof value === "string" ? value.trim().toLowerCase().replaceAll("_", "-") : null;
  return isFlatStatus(status) ? status : null;
}

/**
 * The statuses HubSpot holds for the units given. A record whose unit is not one of them, or whose status is not
 * one of the four, is left out and logged by its record id (never its other properties). Throws when HubSpot does
 * not answer in time or answers anything but a page of records: the caller keeps the statuses it has.
 */
export async function readListingStatuses(options: {
  token: string;
  units: readonly string[];
  api?: string;
  signal?: AbortSignal;
  log?: (line: string) => void;
}): Promise<Record<string, FlatStatus>> {
  const { token, units, api = HUBSPOT_API, signal, log = console.warn } = options;
  const known = new Set(units);
  const statuses: Record<string, FlatStatus> = {};
  let after: string | undefined;
  for (let page = 0; page < MOST_PAGES; page++) {
    const url = new URL("/crm/v3/objects/listings", api);
    url.searchParams.set("limit", "100");
    url.searchParams.set("properties", `${UNIT_PROPERTY},${STATUS_PROPERTY}`);
    if (after) url.searchParams.set("after", after);
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` }, signal });
    if (!response.ok) throw new Error(`HubSpot answered ${response.status} for the listings`);
    const body = (await response.json()) as ListingsPage;
    if (!Array.isArray(body.results)) throw new Error("HubSpot's answer for the listings holds no results");
    for (const record of body.results) {
      const id = typeof record.id === "string" ? record.id : "(no id)";
      const unit = String(record.properties?.[UNIT_PROPERTY] ?? "")
        .trim()
        .toUpperCase();
      const status = statusOfValue(record.properties?.[STATUS_PROPERTY]);
      if (!known.has(unit))
        log(`inventory: HubSpot listing ${id} ignored: its ${UNIT_PROPERTY} is no flat of the site`);
      else if (!status) log(`inventory: HubSpot listing ${id} ignored: its ${STATUS_PROPERTY} is not a known status`);
      else statuses[unit] = status;
    }
    const next = body.paging?.next?.after;
    if (typeof next !== "string" || next === "") return statuses;
    after = next;
  }
  throw new Error(`HubSpot's listings run past ${MOST_PAGES} pages`);
}
