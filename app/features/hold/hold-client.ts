import type { Challenge } from "altcha-lib/v1/types";
import {
  HOLD_CHALLENGE_PATH,
  HOLD_STATUS,
  type HoldAnswer,
  type HoldField,
  HOLDS_PATH,
  type HoldRequest,
  type TokenState,
} from "./hold-api";

/**
 * The page's side of holding a flat (hold-api.ts): the bot check, solved while the buyer fills the form, and the
 * request. Whatever the function answers that is not one of its answers with its own status code (a 5xx, an error
 * page, no network) is "unavailable", as the function's own unavailable is: the dialog then sends the request through
 * the enquiry path, which never loses it.
 */

/** The bot check as the request carries it (`check`): ALTCHA's payload as base64 JSON, or null when unsolved. */
export async function solveHoldCheck(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(HOLD_CHALLENGE_PATH, { headers: { Accept: "application/json" } });
    if (!response.ok) return null;
    const challenge = readChallenge(await response.json());
    if (!challenge) return null;
    // Loaded with the check, not with the dialog: its hashing is the one heavy part.
    const { solveChallenge } = await import("altcha-lib/v1");
    const { algorithm, challenge: puzzle, maxnumber, salt, signature } = challenge;
    const solution = await solveChallenge(puzzle, salt, algorithm, maxnumber).promise;
    if (!solution) return null;
    return btoa(JSON.stringify({ algorithm, challenge: puzzle, number: solution.number, salt, signature }));
  } catch {
    return null;
  }
}

/** A challenge as the function serves it (ALTCHA v1), or null for anything else. */
export function readChallenge(value: unknown): Challenge | null {
  if (typeof value !== "object" || value === null) return null;
  const { algorithm, challenge, maxnumber, salt, signature } = value as Record<string, unknown>;
  const algorithms: unknown[] = ["SHA-1", "SHA-256", "SHA-512"];
  if (!algorithms.includes(algorithm)) return null;
  if (typeof challenge !== "string" || typeof salt !== "string" || typeof signature !== "string") return null;
  if (maxnumber !== undefined && typeof maxnumber !== "number") return null;
  return { algorithm: algorithm as Challenge["algorithm"], challenge, maxnumber, salt, signature };
}

/** Posts the request; the function's answer, or "unavailable" when there is none to read. */
export async function requestHold(request: HoldRequest, fetchImpl: typeof fetch = fetch): Promise<HoldAnswer> {
  try {
    const response = await fetchImpl(HOLDS_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(request),
    });
    return readHoldAnswer(response.status, await response.json().catch(() => null));
  } catch {
    return { outcome: "unavailable" };
  }
}

const HOLD_FIELDS: readonly HoldField[] = ["name", "phone", "agreed"];
const TOKEN_STATES: readonly TokenState[] = ["off", "unpaid", "paid"];

/** The function's answer when its body is one of hold-api.ts's with that answer's status code; else "unavailable". */
export function readHoldAnswer(status: number, body: unknown): HoldAnswer {
  const unavailable: HoldAnswer = { outcome: "unavailable" };
  if (typeof body !== "object" || body === null) return unavailable;
  const answer = body as Record<string, unknown>;
  const outcome = answer.outcome;
  if (typeof outcome !== "string" || !(outcome in HOLD_STATUS)) return unavailable;
  if (HOLD_STATUS[outcome as HoldAnswer["outcome"]] !== status) return unavailable;
  const strings = (value: unknown): value is string[] =>
    Array.isArray(value) && value.every((each) => typeof each === "string");
  switch (outcome) {
    case "held": {
      const hold = answer.hold as Record<string, unknown> | null | undefined;
      const valid =
        typeof hold?.id === "string" &&
        typeof hold.unit === "string" &&
        typeof hold.endsAt === "string" &&
        !Number.isNaN(Date.parse(hold.endsAt)) &&
        TOKEN_STATES.includes(hold.token as TokenState);
      return valid ? (body as HoldAnswer) : unavailable;
    }
    case "taken":
      return typeof answer.unit === "string" ? (body as HoldAnswer) : unavailable;
    case "phone-limit":
      return strings(answer.units) ? (body as HoldAnswer) : unavailable;
    case "invalid": {
      // Only the fields the form has: with none of them, nothing could be shown to put right.
      const known: readonly unknown[] = HOLD_FIELDS;
      const fields = strings(answer.fields)
        ? (answer.fields.filter((field) => known.includes(field)) as HoldField[])
        : [];
      return fields.length > 0 ? { outcome: "invalid", fields } : unavailable;
    }
    case "rate-limited":
      return typeof answer.retryAfterSeconds === "number" ? (body as HoldAnswer) : unavailable;
    default:
      return { outcome } as HoldAnswer;
  }
}
