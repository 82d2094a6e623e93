/**
 * The token a buyer may pay once a flat is held, through a Razorpay Payment Link
 * (docs/decisions/0041-token-through-razorpay-payment-links.md): the hold's Durable Object creates one link per hold
 * (its `reference_id` is the hold's id, so Razorpay refuses a second), the buyer pays on Razorpay's hosted page, and
 * only the signed `payment_link.paid` webhook marks the token paid. Web APIs only (fetch, crypto.subtle): it runs in
 * the Worker. tests/stand-ins/razorpay.ts stands in for Razorpay in tests.
 */

import { hex } from "./hex";

const RAZORPAY_API = "https://api.razorpay.com";

export type PaymentLinkRequest = {
  keyId: string;
  keySecret: string;
  /** Razorpay's origin; RAZORPAY_API points it at a stand-in. */
  api?: string;
  amountPaise: number;
  /** Becomes the link's `reference_id`: one link per hold. */
  holdId: string;
  unit: string;
  name: string;
  /** In E.164, as app/utils/mobile-number.ts writes it. */
  phone: string;
  /** The hold's end: the link expires with it. */
  expireBy: Date;
  /** Where Razorpay sends the buyer back after paying: the site's receipt page (/hold?id=…). */
  callbackUrl: string;
  description: string;
  signal?: AbortSignal;
};

export type PaymentLink = { id: string; shortUrl: string };

type Credentials = { keyId: string; keySecret: string; api?: string; signal?: AbortSignal };

const authorization = ({ keyId, keySecret }: Credentials) => `Basic ${btoa(`${keyId}:${keySecret}`)}`;

/**
 * The hold's payment link if one was made (Razorpay's list of links, filtered by `reference_id`), or null. For a
 * Durable Object that made a link but did not keep it (it was evicted in between), and for createPaymentLink below.
 */
export async function findPaymentLink(
  credentials: Credentials & { holdId: string },
): Promise<(PaymentLink & { status: string }) | null> {
  const url = new URL("/v1/payment_links", credentials.api ?? RAZORPAY_API);
  url.searchParams.set("reference_id", credentials.holdId);
  const response = await fetch(url, {
    headers: { Authorization: authorization(credentials) },
    signal: credentials.signal,
  });
  if (!response.ok)
    throw new Error(`Razorpay answered ${response.status} finding the payment link of hold ${credentials.holdId}`);
  const body = (await response.json().catch(() => null)) as {
    payment_links?: { id?: unknown; short_url?: unknown; reference_id?: unknown; status?: unknown }[];
  } | null;
  const link = body?.payment_links?.find((each) => each.reference_id === credentials.holdId);
  if (typeof link?.id !== "string" || typeof link.short_url !== "string") return null;
  return { id: link.id, shortUrl: link.short_url, status: typeof link.status === "string" ? link.status : "" };
}

/**
 * Creates the hold's payment link and answers its id and the hosted page's address; asked again for the same hold,
 * which Razorpay refuses (one link per `reference_id`), answers the link made the first time. Throws on any other
 * answer, with Razorpay's status and error code (its description may repeat the buyer's details, so it is left out).
 */
export async function createPaymentLink(request: PaymentLinkRequest): Promise<PaymentLink> {
  const { api = RAZORPAY_API, signal } = request;
  const response = await fetch(new URL("/v1/payment_links", api), {
    method: "POST",
    headers: { Authorization: authorization(request), "Content-Type": "application/json" },
    body: JSON.stringify({
      amount: request.amountPaise,
      currency: "INR",
      accept_partial: false,
      // Razorpay takes Unix seconds; a link must outlive its creation, which a hold's end always does.
      expire_by: Math.floor(request.expireBy.getTime() / 1000),
      reference_id: request.holdId,
      description: request.description,
      customer: { name: request.name, contact: request.phone },
      // The site shows the link itself; Razorpay's SMS would be a second message the buyer did not ask for.
      notify: { sms: false, email: false },
      reminder_enable: false,
      notes: { hold_id: request.holdId, unit: request.unit },
      callback_url: request.callbackUrl,
      callback_method: "get",
    }),
    signal,
  });
  const body = (await response.json().catch(() => null)) as {
    id?: unknown;
    short_url?: unknown;
    error?: { code?: unknown };
  } | null;
  if (response.status === 400) {
    const made = await findPaymentLink({ ...request, api }).catch(() => null);
    if (made) return { id: made.id, shortUrl: made.shortUrl };
  }
  if (!response.ok) {
    const code = typeof body?.error?.code === "string" ? ` (${body.error.code})` : "";
    throw new Error(`Razorpay answered ${response.status}${code} creating the payment link of hold ${request.holdId}`);
  }
  if (typeof body?.id !== "string" || typeof body.short_url !== "string")
    throw new Error(`Razorpay's answer for the payment link of hold ${request.holdId} holds no id or short_url`);
  return { id: body.id, shortUrl: body.short_url };
}

const encoder = new TextEncoder();

/** Hex HMAC-SHA256 of a text with a key, as Razorpay signs its webhooks. */
export async function signBody(rawBody: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(rawBody)));
  return hex(mac);
}

/**
 * Whether a webhook's body is signed with the webhook secret: its X-Razorpay-Signature is the hex HMAC-SHA256 of the
 * raw body, read before any parsing. Compared in constant time, so a forger learns nothing from how long it took.
 */
export async function verifyWebhook(rawBody: string, signature: string | null, secret: string): Promise<boolean> {
  if (!signature || !secret) return false;
  const expected = encoder.encode(await signBody(rawBody, secret));
  const given = encoder.encode(signature.trim().toLowerCase());
  let difference = expected.length ^ given.length;
  for (let index = 0; index < expected.length; index++) difference |= expected[index]! ^ (given[index] ?? 0);
  return difference === 0;
}

export type PaidEvent = {
  /** x-razorpay-event-id is the webhook's header; the body's own `id`, where there is one, stands in for it. */
  eventId?: string;
  /** The link's reference_id: the hold's id. */
  referenceId: string;
  paymentId: string;
  amountPaise: number;
};

type PaidPayload = {
  id?: unknown;
  event?: unknown;
  payload?: {
    payment_link?: { entity?: { reference_id?: unknown; amount_paid?: unknown; status?: unknown } };
    payment?: { entity?: { id?: unknown; amount?: unknown } };
  };
};

/**
 * What a verified `payment_link.paid` webhook says: which hold (the link's reference_id), the payment's id (the
 * buyer's receipt) and the amount paid. null for any other event, or a body that is not one.
 */
export function readPaidEvent(rawBody: string): PaidEvent | null {
  let event: PaidPayload;
  try {
    event = JSON.parse(rawBody) as PaidPayload;
  } catch {
    return null;
  }
  if (event === null || typeof event !== "object" || event.event !== "payment_link.paid") return null;
  const link = event.payload?.payment_link?.entity;
  const payment = event.payload?.payment?.entity;
  const amount = link?.amount_paid ?? payment?.amount;
  if (typeof link?.reference_id !== "string" || !link.reference_id) return null;
  if (typeof payment?.id !== "string" || !payment.id) return null;
  if (typeof amount !== "number" || !Number.isInteger(amount) || amount <= 0) return null;
  return {
    ...(typeof event.id === "string" ? { eventId: event.id } : {}),
    referenceId: link.reference_id,
    paymentId: payment.id,
    amountPaise: amount,
  };
}
