import {
  HOLD_CHALLENGE_PATH,
  HOLD_STATUS,
  type HoldAnswer,
  holdFieldErrors,
  type HoldRequest,
  HOLDS_PATH,
  type TokenState,
} from "#app/features/hold/hold-api.ts";
import { normalizeMobile } from "#app/utils/mobile-number.ts";
import { flats } from "#content/generated/flats.ts";
import { HOLD_LENGTH_MS, holdRules } from "#content/holds.ts";
import { checkPassed, checkSignature, CHALLENGE_LIFE_MS, newChallenge } from "./bot-check";
import { objectNamed, type Namespace } from "./durable-objects";
import type { FlatHold, FlatHoldEnv } from "./flat-hold";
import { hex } from "./hex";
import { tokenTaken } from "./payments";
import type { RateLimit } from "./rate-limit";

/**
 * The holds' paths of the function (app/features/hold/hold-api.ts says what each takes and answers): the bot check's
 * challenge, a hold asked for, and a hold read back. Every request is checked here as the page checks it, counted
 * against its address and its mobile number, and only then handed to the flat's own Durable Object (flat-hold.ts).
 * docs/decisions/0040-holding-a-flat.md.
 */

export type HoldsEnv = FlatHoldEnv & {
  FLAT_HOLDS?: Namespace<FlatHold>;
  RATE_LIMIT?: Namespace<RateLimit>;
  /** A hold's length in seconds, in place of content/holds.yaml's hours: the tests' clock. */
  HOLD_SECONDS?: string;
};

/**
 * At most this many hold requests per address in LIMIT_WINDOW_MS: generous, since a mobile network puts many phones
 * behind one address; and per mobile number.
 */
const PER_ADDRESS = 20;
const PER_PHONE = 5;
const LIMIT_WINDOW_MS = 60 * 60_000;
const MAX_BODY_BYTES = 4096;

const units = new Set(flats.map((flat) => flat.unit));

/** JSON for the page alone: never cached, same origin only, nothing but data. */
function jsonAnswer(body: unknown, status = 200, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
      "Cross-Origin-Resource-Policy": "same-origin",
      ...extra,
    },
  });
}

const answer = (body: HoldAnswer) =>
  jsonAnswer(
    body,
    HOLD_STATUS[body.outcome],
    body.outcome === "rate-limited" ? { "Retry-After": String(body.retryAfterSeconds) } : {},
  );

/** Holds are taken when content switches them on and the function has HubSpot and its objects. */
const holdsOn = (env: HoldsEnv): env is HoldsEnv & Required<Pick<HoldsEnv, "FLAT_HOLDS" | "RATE_LIMIT">> =>
  holdRules.enabled && Boolean(env.HUBSPOT_TOKEN && env.FLAT_HOLDS && env.RATE_LIMIT && env.PHONE_HOLDS);

function holdLengthMs(env: HoldsEnv): number {
  const seconds = Number(env.HOLD_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : HOLD_LENGTH_MS;
}

/** What the token stands at for a new hold: none online until the builder sets an amount and connects Razorpay. */
const newTokenState = (env: HoldsEnv): TokenState => (tokenTaken(env) ? "unpaid" : "off");

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return hex(digest);
}

/** The request's body as a HoldRequest's fields, or null when it is not JSON of that shape or too long. */
async function readRequest(request: Request): Promise<HoldRequest | null> {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return null;
  try {
    const body = JSON.parse(text) as Partial<Record<keyof HoldRequest, unknown>>;
    const { unit, name, phone, agreed, language, check } = body;
    if ([unit, name, phone, language, check].some((field) => typeof field !== "string")) return null;
    return { unit, name, phone, agreed: agreed === true, language, check } as HoldRequest;
  } catch {
    return null;
  }
}

async function holdAnswer(request: Request, env: HoldsEnv): Promise<HoldAnswer> {
  if (!holdsOn(env)) return { outcome: "unavailable" };
  const limit = (key: string, most: number) => objectNamed(env.RATE_LIMIT, key).hit(most, LIMIT_WINDOW_MS);
  const byAddress = await limit(`address:${request.headers.get("CF-Connecting-IP") ?? "unknown"}`, PER_ADDRESS);
  if (!byAddress.ok) return { outcome: "rate-limited", retryAfterSeconds: byAddress.retryAfterSeconds };

  const asked = await readRequest(request);
  if (!asked || !units.has(asked.unit)) return { outcome: "invalid", fields: [] };
  const fields = holdFieldErrors(asked);
  if (fields.length > 0) return { outcome: "invalid", fields };
  const phone = normalizeMobile(asked.phone)!;
  const phoneKey = await sha256(phone);
  const byPhone = await limit(`phone:${phoneKey}`, PER_PHONE);
  if (!byPhone.ok) return { outcome: "rate-limited", retryAfterSeconds: byPhone.retryAfterSeconds };
  // A solved check is good once: its challenge's signature is counted like an address.
  if (!(await checkPassed(env.HUBSPOT_TOKEN!, asked.check))) return { outcome: "check-failed" };
  const once = await objectNamed(env.RATE_LIMIT, `check:${checkSignature(asked.check)}`).hit(1, CHALLENGE_LIFE_MS);
  if (!once.ok) return { outcome: "check-failed" };

  const lengthMs = holdLengthMs(env);
  const phoneHolds = objectNamed(env.PHONE_HOLDS, phoneKey);
  const claim = await phoneHolds.claim(asked.unit, Date.now() + lengthMs, holdRules.holdsPerPhone);
  if (!claim.ok) return { outcome: "phone-limit", units: claim.units };
  const held = await objectNamed(env.FLAT_HOLDS, asked.unit).hold({
    unit: asked.unit,
    name: asked.name.trim(),
    phone,
    phoneKey,
    language: asked.language === "te" ? "te" : "en",
    lengthMs,
    token: newTokenState(env),
    ...(tokenTaken(env) && { tokenRupees: holdRules.token }),
  });
  if (held.outcome !== "held") await phoneHolds.release(asked.unit);
  return held.outcome === "taken" ? { outcome: "taken", unit: asked.unit } : held;
}

/** The answer to a request under HOLDS_PATH, or null for a path that is not a hold's. */
export async function holdsResponse(request: Request, env: HoldsEnv): Promise<Response | null> {
  const { pathname } = new URL(request.url);
  if (pathname === HOLD_CHALLENGE_PATH) {
    if (request.method !== "GET") return new Response(null, { status: 405, headers: { Allow: "GET" } });
    if (!holdsOn(env)) return answer({ outcome: "unavailable" });
    return jsonAnswer(await newChallenge(env.HUBSPOT_TOKEN!));
  }
  if (pathname === HOLDS_PATH) {
    if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
    try {
      return answer(await holdAnswer(request, env));
    } catch (error) {
      // Whatever failed, the page sends the request as an enquiry: nothing is lost.
      console.warn(`holds: a hold failed (${error instanceof Error ? error.message : "unknown"})`);
      return answer({ outcome: "unavailable" });
    }
  }
  const rest = pathname.startsWith(`${HOLDS_PATH}/`) ? pathname.slice(HOLDS_PATH.length + 1) : "";
  const paying = rest.endsWith("/payment");
  const id = decodeURIComponent(paying ? rest.slice(0, -"/payment".length) : rest);
  const unit = id.split(".")[0] ?? "";
  if (id.includes("/") || !units.has(unit)) return null;
  if (paying) return paymentResponse(request, env, id, unit);
  if (request.method !== "GET") return new Response(null, { status: 405, headers: { Allow: "GET" } });
  if (!holdsOn(env)) return jsonAnswer({ outcome: "not-found" }, 404);
  const hold = await objectNamed(env.FLAT_HOLDS, unit).read(id);
  return hold ? jsonAnswer({ outcome: "found", hold }) : jsonAnswer({ outcome: "not-found" }, 404);
}

/**
 * POST holdPaymentPath(id) (app/features/hold/hold-api.ts): where the buyer pays the hold's token, `{ payUrl }`; 404 when the hold has no token to
 * pay now, 503 when Razorpay cannot make the link (the hold stays as it is).
 */
async function paymentResponse(request: Request, env: HoldsEnv, id: string, unit: string): Promise<Response> {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  if (!holdsOn(env) || !tokenTaken(env)) return jsonAnswer({ outcome: "not-found" }, 404);
  try {
    const paying = await objectNamed(env.FLAT_HOLDS, unit).payment(id, {
      origin: new URL(request.url).origin,
      description: `Token for flat ${unit}`,
    });
    return paying ? jsonAnswer(paying) : jsonAnswer({ outcome: "not-found" }, 404);
  } catch (error) {
    console.warn(`payments: no payment link for ${unit} (${error instanceof Error ? error.message : "unknown"})`);
    return jsonAnswer({ outcome: "unavailable" }, 503);
  }
}
