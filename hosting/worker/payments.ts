import { holdRules } from "#content/holds.ts";
import { objectNamed, type Namespace } from "./durable-objects";
import type { FlatHold } from "./flat-hold";
import { readPaidEvent, verifyWebhook } from "./razorpay";

/**
 * The token through Razorpay (docs/decisions/0041-token-through-razorpay-payment-links.md): whether a new hold offers
 * one, and the webhook that alone confirms a payment. Razorpay signs each delivery with the webhook secret; one it
 * delivers again is counted once by the flat's object (flat-hold.ts, `tokenPaid`).
 */
export const RAZORPAY_WEBHOOK_PATH = "/api/razorpay/webhook";

export type PaymentsEnv = {
  RAZORPAY_KEY_ID?: string;
  RAZORPAY_KEY_SECRET?: string;
  RAZORPAY_WEBHOOK_SECRET?: string;
  /** Razorpay's origin; the tests' stand-in in tests. */
  RAZORPAY_API?: string;
};

/** A token is taken online when content/holds.yaml sets its amount and the builder's Razorpay account is connected. */
export const tokenTaken = (env: PaymentsEnv): boolean =>
  holdRules.token !== undefined &&
  Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET);

/**
 * Razorpay's webhook: 400 for a body its signature does not prove (nothing else is read of it), 200 once handled or
 * for an event the site does not follow, 500 when the hold's object or HubSpot failed, so Razorpay delivers it again.
 */
export async function webhookResponse(
  request: Request,
  env: PaymentsEnv & { FLAT_HOLDS?: Namespace<FlatHold> },
): Promise<Response> {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  const body = await request.text();
  const signed = await verifyWebhook(
    body,
    request.headers.get("X-Razorpay-Signature"),
    env.RAZORPAY_WEBHOOK_SECRET ?? "",
  );
  if (!signed) {
    console.warn("payments: a webhook whose signature is wrong was refused");
    return new Response(null, { status: 400 });
  }
  const paid = readPaidEvent(body);
  if (!paid || !env.FLAT_HOLDS) return new Response(null, { status: 200 });
  const unit = paid.referenceId.split(".")[0] ?? "";
  try {
    const outcome = await objectNamed(env.FLAT_HOLDS, unit).tokenPaid(paid.referenceId, paid.paymentId);
    // A payment for no lasting hold is the sales desk's: Razorpay's dashboard has it, with the hold's id.
    if (outcome === "unknown") console.warn(`payments: a token was paid for ${unit}, whose hold has ended`);
    return new Response(null, { status: 200 });
  } catch (error) {
    console.warn(`payments: a paid token could not be recorded (${error instanceof Error ? error.message : ""})`);
    return new Response(null, { status: 500 });
  }
}
