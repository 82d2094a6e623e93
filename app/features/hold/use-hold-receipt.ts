import { useEffect, useState } from "react";
import { type Hold, holdPath } from "./hold-api";

/**
 * The hold a buyer comes back to after paying its token (the receipt page, /hold): read from the function
 * (`GET holdPath(id)`, app/features/hold/hold-api.ts), and read again every 3 seconds for up to 30 while its token is
 * unpaid after a payment, until Razorpay's webhook has confirmed it (docs/decisions/0041). The page shows the token
 * paid only when the function says so, never from the query Razorpay sends the buyer back with.
 */

/** The hold as the function answers it; `paymentId`, Razorpay's payment id, once the webhook has confirmed it. */
export type HoldReceipt = Hold & { paymentId?: string };

export type ReceiptState =
  | { kind: "loading" }
  | { kind: "found"; hold: HoldReceipt; confirming: boolean }
  | { kind: "not-found" }
  | { kind: "unreachable" };

const POLL_EVERY_MS = 3000;
const POLL_FOR_MS = 30_000;

/** What the page's query says: the hold's id, and how the buyer left Razorpay's page if they come from it. */
export type ReceiptQuery = { id: string | null; paymentStatus: string | null; paymentId: string | null };

/** `?id=<holdId>`, or Razorpay's callback query (razorpay_payment_link_reference_id is the hold's id). */
export function readReceiptQuery(search: string): ReceiptQuery {
  const query = new URLSearchParams(search);
  return {
    id: query.get("id") || query.get("razorpay_payment_link_reference_id") || null,
    paymentStatus: query.get("razorpay_payment_link_status"),
    paymentId: query.get("razorpay_payment_id"),
  };
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => clearTimeout(timer), { once: true });
  });

async function readHold(id: string, signal: AbortSignal): Promise<ReceiptState> {
  try {
    const response = await fetch(holdPath(id), { headers: { Accept: "application/json" }, signal });
    if (response.status === 404) return { kind: "not-found" };
    if (!response.ok) return { kind: "unreachable" };
    const body = (await response.json()) as { outcome?: string; hold?: HoldReceipt };
    if (body.outcome !== "found" || !body.hold) return { kind: "not-found" };
    return { kind: "found", hold: body.hold, confirming: false };
  } catch {
    return { kind: "unreachable" };
  }
}

/** The receipt's state; `attempt` changes to read it again (the "Try again" button). */
export function useHoldReceipt(query: ReceiptQuery | null, attempt: number): ReceiptState {
  // Each read's state with the attempt it belongs to: a new attempt shows "loading" until its first answer.
  const [read, setRead] = useState<{ attempt: number; state: ReceiptState } | null>(null);
  useEffect(() => {
    if (!query?.id) return;
    const { id, paymentStatus } = query;
    const controller = new AbortController();
    const { signal } = controller;
    const started = Date.now();
    // Only a buyer Razorpay sent back paid waits for the webhook; one who left the payment sees the hold at once.
    const waitsForPayment = paymentStatus === "paid";
    void (async () => {
      for (;;) {
        const state = await readHold(id, signal);
        if (signal.aborted) return;
        const more =
          state.kind === "found" &&
          state.hold.token === "unpaid" &&
          waitsForPayment &&
          Date.now() - started + POLL_EVERY_MS <= POLL_FOR_MS;
        setRead({ attempt, state: state.kind === "found" ? { ...state, confirming: more } : state });
        if (!more) return;
        await wait(POLL_EVERY_MS, signal);
        if (signal.aborted) return;
      }
    })();
    return () => controller.abort();
  }, [query, attempt]);
  if (!query) return { kind: "loading" };
  if (!query.id) return { kind: "not-found" };
  return read?.attempt === attempt ? read.state : { kind: "loading" };
}
