import { DurableObject } from "cloudflare:workers";
import type { Hold, TokenState } from "#app/features/hold/hold-api.ts";
import { objectNamed, type Namespace } from "./durable-objects";
import { hex } from "./hex";
import { contactFor, findListing, type HubspotAccess, markHeld, markReleased, markTokenPaid } from "./hubspot-holds";
import type { PaymentsEnv } from "./payments";
import type { PhoneHolds } from "./phone-holds";
import { createPaymentLink } from "./razorpay";

/**
 * One flat's hold (docs/decisions/0040-holding-a-flat.md): a Durable Object per flat, named by its unit, so every
 * request to hold that flat, from anywhere, is answered by this one object, one at a time. The first request finds
 * the flat free and reserves it in the object's storage before it asks anything of HubSpot: every later one finds it
 * taken. While held, the object looks at the flat's listing in HubSpot every minute (its alarm) and follows the sales
 * desk: released (available), booked, extended (a later end), or ended by the clock, when it makes the flat
 * available again itself.
 */

export type FlatHoldEnv = PaymentsEnv & {
  HUBSPOT_TOKEN?: string;
  HUBSPOT_API?: string;
  /** How often a held flat's listing is looked at, in seconds (60; tests shorten it). */
  HOLD_CHECK_SECONDS?: string;
  PHONE_HOLDS: Namespace<PhoneHolds>;
};

type HoldRecord = Hold & {
  /** "making" while HubSpot is being written: already taken for every other request. */
  state: "making" | "held";
  phoneKey: string;
  listingId: string;
  /** Razorpay payments already counted (a webhook may come more than once). */
  paymentIds: string[];
  /** The buyer, for the token's payment link (Razorpay's page shows them); gone with the hold. */
  buyer: { name: string; phone: string; language: string };
  /** The token's payment link, once made: one per hold. */
  payUrl?: string;
};

export type HoldOutcome = { outcome: "held"; hold: Hold } | { outcome: "taken" } | { outcome: "unavailable" };

export type HoldAsk = {
  unit: string;
  name: string;
  /** E.164. */
  phone: string;
  phoneKey: string;
  language: string;
  lengthMs: number;
  token: TokenState;
  /** The token's amount, when one is taken online (content/holds.yaml). */
  tokenRupees?: number;
};

/** The token's payment, as the function asks for it: the site's origin, for its receipt page, and the link's words. */
export type PaymentAsk = { origin: string; description: string };

/** A payment link must outlive its making by this much (Razorpay's rule): a hold about to end offers none. */
const LINK_MIN_LIFE_MS = 16 * 60_000;

const CURRENT = "hold";
/**
 * A hold's id: its unit, a dot and 96 random bits, within the 40 characters Razorpay takes as a payment link's
 * `reference_id`.
 */
function newHoldId(unit: string): string {
  return `${unit}.${hex(crypto.getRandomValues(new Uint8Array(12)))}`;
}

/** The hold's receipt page, in the buyer's language, where Razorpay sends them back. */
function receiptUrl(origin: string, record: HoldRecord): string {
  const url = new URL(record.buyer.language === "te" ? "/te/hold" : "/hold", origin);
  url.searchParams.set("id", record.id);
  return url.href;
}

const publicHold = ({ id, unit, endsAt, token, tokenRupees }: HoldRecord): Hold => ({
  id,
  unit,
  endsAt,
  token,
  ...(tokenRupees !== undefined && { tokenRupees }),
});

export class FlatHold extends DurableObject<FlatHoldEnv> {
  private get access(): HubspotAccess {
    return { token: this.env.HUBSPOT_TOKEN ?? "", api: this.env.HUBSPOT_API };
  }

  private get checkEveryMs(): number {
    const seconds = Number(this.env.HOLD_CHECK_SECONDS);
    return (Number.isFinite(seconds) && seconds > 0 ? seconds : 60) * 1000;
  }

  /** Holds the flat in the buyer's name, if it is free here and available in HubSpot. */
  async hold(ask: HoldAsk): Promise<HoldOutcome> {
    const storage = this.ctx.storage;
    // Read and reserve with nothing between them but storage: no other request is let in (the object's input gate).
    if (await storage.get<HoldRecord>(CURRENT)) return { outcome: "taken" };
    const endsAt = Date.now() + ask.lengthMs;
    const record: HoldRecord = {
      id: newHoldId(ask.unit),
      unit: ask.unit,
      endsAt: new Date(endsAt).toISOString(),
      token: ask.token,
      ...(ask.tokenRupees !== undefined && { tokenRupees: ask.tokenRupees }),
      state: "making",
      phoneKey: ask.phoneKey,
      listingId: "",
      paymentIds: [],
      buyer: { name: ask.name, phone: ask.phone, language: ask.language },
    };
    await storage.put(CURRENT, record);
    let written = false;
    try {
      const listing = await findListing(this.access, ask.unit);
      if (!listing) throw new Error(`HubSpot has no listing for ${ask.unit}`);
      if (listing.status !== "available") {
        await storage.delete(CURRENT);
        return { outcome: "taken" };
      }
      record.listingId = listing.id;
      const contactId = await contactFor(this.access, ask);
      written = true;
      await markHeld(this.access, { listingId: listing.id, contactId, holdId: record.id, endsAt });
      record.state = "held";
      await storage.put(CURRENT, record);
      await storage.setAlarm(Math.min(endsAt, Date.now() + this.checkEveryMs));
      console.log(`holds: ${ask.unit} held until ${record.endsAt}`);
      return { outcome: "held", hold: publicHold(record) };
    } catch (error) {
      console.warn(`holds: ${ask.unit} could not be held (${error instanceof Error ? error.message : "unknown"})`);
      // Half written: the listing is put back, so no flat stays on hold for a hold that was never made.
      if (written) await markReleased(this.access, record.listingId).catch(() => undefined);
      await storage.delete(CURRENT);
      return { outcome: "unavailable" };
    }
  }

  /** The hold of this id, while it lasts. */
  async read(id: string): Promise<Hold | null> {
    const record = await this.ctx.storage.get<HoldRecord>(CURRENT);
    return record?.state === "held" && record.id === id ? publicHold(record) : null;
  }

  /**
   * Where the buyer pays the token of hold `id`: its payment link, made once and expiring with the hold. null when
   * no such hold lasts, its token is not taken online or is paid, or it ends too soon.
   */
  async payment(id: string, ask: PaymentAsk): Promise<{ payUrl: string } | null> {
    const record = await this.ctx.storage.get<HoldRecord>(CURRENT);
    if (record?.state !== "held" || record.id !== id || record.token !== "unpaid" || !record.tokenRupees) return null;
    if (record.payUrl) return { payUrl: record.payUrl };
    const endsAt = Date.parse(record.endsAt);
    if (endsAt - Date.now() < LINK_MIN_LIFE_MS) return null;
    const link = await createPaymentLink({
      keyId: this.env.RAZORPAY_KEY_ID ?? "",
      keySecret: this.env.RAZORPAY_KEY_SECRET ?? "",
      api: this.env.RAZORPAY_API || undefined,
      amountPaise: record.tokenRupees * 100,
      holdId: record.id,
      unit: record.unit,
      name: record.buyer.name,
      phone: record.buyer.phone,
      expireBy: new Date(endsAt),
      callbackUrl: receiptUrl(ask.origin, record),
      description: ask.description,
      signal: AbortSignal.timeout(5000),
    });
    // Kept unless the hold ended while Razorpay answered.
    const now = await this.ctx.storage.get<HoldRecord>(CURRENT);
    if (now?.id !== id) return null;
    now.payUrl = link.shortUrl;
    await this.ctx.storage.put(CURRENT, now);
    return { payUrl: link.shortUrl };
  }

  /**
   * The token of hold `id` paid (Razorpay's signed webhook, hosting/worker/payments.ts): counted once however often
   * the webhook comes. "unknown" when no such hold lasts: the payment is then the sales desk's to refund or book.
   */
  async tokenPaid(id: string, paymentId: string): Promise<"paid" | "already" | "unknown"> {
    // The same payment delivered twice at once: the second waits for the first, and is "already".
    const inFlight = this.paying.get(paymentId);
    if (inFlight) return inFlight.then(() => "already");
    const recording = this.recordPayment(id, paymentId).finally(() => this.paying.delete(paymentId));
    this.paying.set(paymentId, recording);
    return recording;
  }

  private paying = new Map<string, Promise<"paid" | "already" | "unknown">>();

  private async recordPayment(id: string, paymentId: string): Promise<"paid" | "already" | "unknown"> {
    const record = await this.ctx.storage.get<HoldRecord>(CURRENT);
    if (record?.state !== "held" || record.id !== id) return "unknown";
    if (record.paymentIds.includes(paymentId)) return "already";
    // HubSpot first: if it fails, the webhook fails, and Razorpay delivers it again later.
    await markTokenPaid(this.access, record.listingId, paymentId);
    // Read again: the record may have changed while HubSpot answered.
    const now = (await this.ctx.storage.get<HoldRecord>(CURRENT)) ?? record;
    now.paymentIds.push(paymentId);
    now.token = "paid";
    await this.ctx.storage.put(CURRENT, now);
    console.log(`holds: ${record.unit}'s token paid`);
    return "paid";
  }

  /** Every minute while held, and at the hold's end: the listing in HubSpot says what the sales desk did. */
  async alarm(): Promise<void> {
    const record = await this.ctx.storage.get<HoldRecord>(CURRENT);
    if (record?.state !== "held") return;
    const listing = await findListing(this.access, record.unit).catch((error: unknown) => {
      console.warn(
        `holds: ${record.unit}'s listing could not be read (${error instanceof Error ? error.message : ""})`,
      );
      return undefined;
    });
    // HubSpot unreachable: looked at again in a minute; a hold past its end stays until HubSpot can be told.
    if (listing === undefined) return this.ctx.storage.setAlarm(Date.now() + this.checkEveryMs);
    if (listing === null || listing.status !== "on-hold" || listing.holdId !== record.id) {
      // Booked, released, or made another hold by the sales desk: HubSpot says so already.
      return this.end(record, listing?.status === "booked" ? "booked by the sales desk" : "released by the sales desk");
    }
    const endsAt = listing.endsAt ?? Date.parse(record.endsAt);
    // A paid token keeps the flat held until the sales desk books it or refunds the token and releases it.
    if (endsAt <= Date.now() && record.token !== "paid") {
      await markReleased(this.access, listing.id);
      return this.end(record, "ended by the clock");
    }
    if (endsAt !== Date.parse(record.endsAt)) {
      record.endsAt = new Date(endsAt).toISOString();
      await this.ctx.storage.put(CURRENT, record);
    }
    await this.ctx.storage.setAlarm(Math.max(Date.now(), Math.min(endsAt, Date.now() + this.checkEveryMs)));
  }

  private async end(record: HoldRecord, how: string): Promise<void> {
    await this.ctx.storage.delete(CURRENT);
    await objectNamed(this.env.PHONE_HOLDS, record.phoneKey).release(record.unit);
    console.log(`holds: ${record.unit}'s hold ${how}`);
  }
}
