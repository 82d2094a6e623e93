import { type FlatStatus } from "#content/flat-statuses.ts";
import { statusOfValue } from "./hubspot-listings";

/**
 * What a hold writes to HubSpot, and reads back: the buyer as a contact, and on the flat's listing (the Listings
 * object of docs/decisions/0039-live-inventory-from-hubspot.md) the status "on_hold", the hold's end and its id,
 * with the contact associated. The sales desk releases, extends or books a hold by changing those same properties.
 * A private app's token with the scopes crm.objects.listings.read and .write, crm.objects.contacts.read and .write.
 * docs/decisions/0040-holding-a-flat.md.
 */

const HUBSPOT_API = "https://api.hubapi.com";
/** HubSpot answers in well under a second; past this the hold is not made, and the request goes as an enquiry. */
const HUBSPOT_WAIT_MS = 4000;

/** The listing's properties a hold uses, by their internal names (README, "Holding a flat"). */
const HOLD_PROPERTIES = {
  unit: "flat_unit",
  status: "flat_status",
  endsAt: "hold_ends_at",
  holdId: "hold_id",
  token: "hold_token",
  paymentId: "hold_payment_id",
} as const;

export type HubspotAccess = { token: string; api?: string };

export type Listing = {
  id: string;
  status: FlatStatus | null;
  /** The hold's end as the listing has it (the sales desk may have moved it), in milliseconds; null when empty. */
  endsAt: number | null;
  holdId: string;
};

async function call(access: HubspotAccess, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(new URL(path, access.api || HUBSPOT_API), {
    method,
    headers: { Authorization: `Bearer ${access.token}`, "Content-Type": "application/json" },
    ...(body !== undefined && { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(HUBSPOT_WAIT_MS),
  });
  // Only the path and the status: never what was sent, which may name the buyer.
  if (!response.ok) throw new Error(`HubSpot answered ${response.status} to ${method} ${path.split("?")[0]}`);
  return response.status === 204 ? null : response.json();
}

type Records = { results?: { id?: unknown; properties?: Record<string, unknown> }[] };

const searchOne = async (
  access: HubspotAccess,
  objectType: string,
  property: string,
  value: string,
  want: string[],
) => {
  const body = (await call(access, "POST", `/crm/v3/objects/${objectType}/search`, {
    filterGroups: [{ filters: [{ propertyName: property, operator: "EQ", value }] }],
    properties: want,
    limit: 1,
  })) as Records;
  if (!Array.isArray(body?.results)) throw new Error(`HubSpot's search of ${objectType} answered no results`);
  const [first] = body.results;
  return first && typeof first.id === "string" ? { id: first.id, properties: first.properties ?? {} } : null;
};

/** The flat's listing, or null when the sales desk has none for it. */
export async function findListing(access: HubspotAccess, unit: string): Promise<Listing | null> {
  const found = await searchOne(access, "listings", HOLD_PROPERTIES.unit, unit, Object.values(HOLD_PROPERTIES));
  if (!found) return null;
  const endsAt = Date.parse(String(found.properties[HOLD_PROPERTIES.endsAt] ?? ""));
  return {
    id: found.id,
    status: statusOfValue(found.properties[HOLD_PROPERTIES.status]),
    endsAt: Number.isNaN(endsAt) ? null : endsAt,
    holdId: String(found.properties[HOLD_PROPERTIES.holdId] ?? ""),
  };
}

/** The buyer's contact, found by the mobile number (in E.164, as the site sends every number) or made. */
export async function contactFor(
  access: HubspotAccess,
  buyer: { name: string; phone: string; language: string },
): Promise<string> {
  const found = await searchOne(access, "contacts", "phone", buyer.phone, ["phone"]);
  if (found) return found.id;
  const made = (await call(access, "POST", "/crm/v3/objects/contacts", {
    properties: { firstname: buyer.name, phone: buyer.phone, hs_language: buyer.language },
  })) as { id?: unknown };
  if (typeof made?.id !== "string") throw new Error("HubSpot made a contact without an id");
  return made.id;
}

const updateListing = (access: HubspotAccess, listingId: string, properties: Record<string, string>) =>
  call(access, "PATCH", `/crm/v3/objects/listings/${encodeURIComponent(listingId)}`, { properties });

/** The listing on hold in the buyer's name until `endsAt`, with the buyer's contact associated. */
export async function markHeld(
  access: HubspotAccess,
  hold: { listingId: string; contactId: string; holdId: string; endsAt: number },
): Promise<void> {
  await updateListing(access, hold.listingId, {
    [HOLD_PROPERTIES.status]: "on_hold",
    [HOLD_PROPERTIES.endsAt]: new Date(hold.endsAt).toISOString(),
    [HOLD_PROPERTIES.holdId]: hold.holdId,
    [HOLD_PROPERTIES.token]: "",
    [HOLD_PROPERTIES.paymentId]: "",
  });
  await call(
    access,
    "PUT",
    `/crm/v4/objects/listings/${encodeURIComponent(hold.listingId)}/associations/default/contacts/${encodeURIComponent(hold.contactId)}`,
  );
}

/** The hold's end: the flat available again, and the hold's properties emptied. */
export const markReleased = (access: HubspotAccess, listingId: string) =>
  updateListing(access, listingId, {
    [HOLD_PROPERTIES.status]: "available",
    [HOLD_PROPERTIES.endsAt]: "",
    [HOLD_PROPERTIES.holdId]: "",
  });

/** The token paid: the listing says so, with Razorpay's payment id for the accounts. */
export const markTokenPaid = (access: HubspotAccess, listingId: string, paymentId: string) =>
  updateListing(access, listingId, { [HOLD_PROPERTIES.token]: "paid", [HOLD_PROPERTIES.paymentId]: paymentId });
