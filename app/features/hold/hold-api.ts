import { normalizeMobile } from "#app/utils/mobile-number.ts";

/**
 * What the flat's page and the function (hosting/worker/holds.ts) say to each other when a buyer holds a flat:
 * the paths, the request and every answer. docs/decisions/0040-holding-a-flat.md.
 *
 * - GET  HOLD_CHALLENGE_PATH: the bot check's proof-of-work challenge (ALTCHA), which the page solves while the
 *   buyer fills the form.
 * - POST HOLDS_PATH, a HoldRequest as JSON: a HoldAnswer, with the status code of its outcome (HOLD_STATUS).
 * - GET  holdPath(id): `{ outcome: "found", hold }`, or 404: the hold's page after a payment reads it.
 * - POST holdPaymentPath(id): `{ payUrl }`, where the buyer pays the token (when the builder takes one online).
 */
export const HOLDS_PATH = "/api/holds";
export const HOLD_CHALLENGE_PATH = "/api/holds/challenge";
export const holdPath = (id: string) => `${HOLDS_PATH}/${encodeURIComponent(id)}`;
export const holdPaymentPath = (id: string) => `${holdPath(id)}/payment`;

export type HoldRequest = {
  unit: string;
  name: string;
  /** As the buyer typed it, Indian or from abroad (app/utils/mobile-number.ts reads it). */
  phone: string;
  /** The buyer agreed to the hold's terms. */
  agreed: boolean;
  /** The page's language ("en", "te"): the sales desk answers in it. */
  language: string;
  /** The solved bot check: ALTCHA's payload, base64 JSON. */
  check: string;
};

/** What the token stands at: "off" when the builder takes none online. */
export type TokenState = "off" | "unpaid" | "paid";

export type Hold = {
  /** Unguessable: the flat's unit, a dot and 24 random hex digits ("A-302.3f9c…"). */
  id: string;
  unit: string;
  /** When the hold ends, ISO 8601 in UTC. */
  endsAt: string;
  token: TokenState;
  /** The token's amount in rupees, when one is taken online. */
  tokenRupees?: number;
};

export type HoldField = "name" | "phone" | "agreed";

export type HoldAnswer =
  /** Held in the buyer's name until `hold.endsAt`. */
  | { outcome: "held"; hold: Hold }
  /** Another buyer holds or booked it, or it is not for sale. */
  | { outcome: "taken"; unit: string }
  /** This mobile number already holds as many flats as content/holds.yaml allows: these. */
  | { outcome: "phone-limit"; units: string[] }
  | { outcome: "invalid"; fields: HoldField[] }
  /** The bot check's answer was missing, wrong or stale. */
  | { outcome: "check-failed" }
  | { outcome: "rate-limited"; retryAfterSeconds: number }
  /** Holds are off, or the function or HubSpot cannot make one now: the page sends the request as an enquiry. */
  | { outcome: "unavailable" };

export const HOLD_STATUS: Record<HoldAnswer["outcome"], number> = {
  held: 201,
  taken: 409,
  "phone-limit": 409,
  invalid: 422,
  "check-failed": 403,
  "rate-limited": 429,
  unavailable: 503,
};

/** The fields a request gets wrong, by the same rules in the page and in the function. */
export function holdFieldErrors(request: Pick<HoldRequest, "name" | "phone" | "agreed">): HoldField[] {
  const fields: HoldField[] = [];
  if (typeof request.name !== "string" || request.name.trim().length < 2 || request.name.length > 100)
    fields.push("name");
  if (typeof request.phone !== "string" || !normalizeMobile(request.phone)) fields.push("phone");
  if (request.agreed !== true) fields.push("agreed");
  return fields;
}
