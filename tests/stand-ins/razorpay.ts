import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Stands in, on loopback, for Razorpay's Payment Links as its documentation describes them
 * (docs/decisions/0041-token-through-razorpay-payment-links.md): POST /v1/payment_links with Basic auth, refusing a
 * second link with the same reference_id; the hosted page, GET /pay/<id>, whose "Pay" button (a plain form) pays the
 * link, POSTs a signed `payment_link.paid` webhook to the URL given at start, and sends the buyer back (303) to the
 * link's callback_url with Razorpay's query. A test breaks the API, delivers the last webhook again or a forged one,
 * and counts what happened.
 */
type RazorpayMode = "ok" | "down";

type Link = {
  id: string;
  amount: number;
  referenceId: string;
  callbackUrl: string | null;
  description: string;
  expireBy: number | null;
  status: "created" | "paid";
  paymentId?: string;
};

export type RazorpayStandIn = {
  /** The API's origin, for RAZORPAY_API. */
  api: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  setMode(mode: RazorpayMode): void;
  /** The links created, by id. */
  links(): ReadonlyMap<string, Readonly<Link>>;
  /** Sends the last webhook again, body, signature and event id unchanged, as Razorpay retries one. */
  deliverAgain(): Promise<number>;
  /** Sends a `payment_link.paid` webhook for a link, signed with a wrong secret. */
  forge(referenceId: string): Promise<number>;
  counts(): { created: number; refused: number; webhooks: number };
  close(): Promise<void>;
};

type Webhook = { body: string; signature: string; eventId: string };

const sign = (text: string, secret: string) => createHmac("sha256", secret).update(text).digest("hex");
const randomId = (prefix: string) => `${prefix}_${randomBytes(7).toString("base64url").slice(0, 14)}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

const badRequest = (description: string, field?: string) => ({
  error: { code: "BAD_REQUEST_ERROR", description, source: "business", step: "NA", reason: "NA", field },
});

/**
 * `webhookUrl`: where the paid link's webhook goes (the site's function, or a test's own listener); a function when
 * the site starts after the stand-in, as the site needs the stand-in's address.
 */
export async function startRazorpayStandIn(webhookUrl: string | (() => string)): Promise<RazorpayStandIn> {
  const keyId = "rzp_test_standin";
  const keySecret = "stand-in-key-secret";
  const webhookSecret = "stand-in-webhook-secret";
  const links = new Map<string, Link>();
  let mode: RazorpayMode = "ok";
  let created = 0;
  let refused = 0;
  let webhooks = 0;
  let lastWebhook: Webhook | undefined;

  async function deliver(webhook: Webhook): Promise<number> {
    webhooks++;
    const response = await fetch(typeof webhookUrl === "string" ? webhookUrl : webhookUrl(), {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Razorpay-Signature": webhook.signature,
        "x-razorpay-event-id": webhook.eventId,
      },
      body: webhook.body,
    });
    return response.status;
  }

  function paidEvent(link: Link, paymentId: string): string {
    const now = Math.floor(Date.now() / 1000);
    return JSON.stringify({
      entity: "event",
      account_id: "acc_StandIn0000001",
      event: "payment_link.paid",
      contains: ["payment_link", "order", "payment"],
      payload: {
        payment_link: {
          entity: {
            id: link.id,
            amount: link.amount,
            amount_paid: link.amount,
            currency: "INR",
            reference_id: link.referenceId,
            status: "paid",
            short_url: `${api}/pay/${link.id}`,
          },
        },
        payment: {
          entity: { id: paymentId, entity: "payment", amount: link.amount, currency: "INR", status: "captured" },
        },
      },
      created_at: now,
    });
  }

  /** Answers for a request Razorpay would not serve: a wrong key, or the API down. */
  function turnedAway(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    if (req.headers.authorization !== `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`) {
      sendJson(res, 401, {
        error: { code: "BAD_REQUEST_ERROR", description: "The api key provided is invalid", source: "NA" },
      });
      return true;
    }
    if (mode === "down") {
      sendJson(res, 500, { error: { code: "SERVER_ERROR", description: "The server encountered an error." } });
      return true;
    }
    return false;
  }

  const entity = (link: Link) => ({
    id: link.id,
    amount: link.amount,
    amount_paid: link.status === "paid" ? link.amount : 0,
    currency: "INR",
    reference_id: link.referenceId,
    expire_by: link.expireBy ?? 0,
    callback_url: link.callbackUrl ?? "",
    callback_method: link.callbackUrl ? "get" : "",
    short_url: `${api}/pay/${link.id}`,
    status: link.status,
  });

  function listLinks(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    if (turnedAway(req, res)) return;
    const reference = url.searchParams.get("reference_id");
    const found = [...links.values()].filter((link) => reference === null || link.referenceId === reference);
    sendJson(res, 200, { payment_links: found.map(entity) });
  }

  async function createLink(req: http.IncomingMessage, res: http.ServerResponse) {
    if (turnedAway(req, res)) return;
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    } catch {
      sendJson(res, 400, badRequest("The request body is not valid JSON"));
      return;
    }
    const { amount, reference_id: referenceId, callback_url: callbackUrl, expire_by: expireBy } = body;
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) {
      sendJson(res, 400, badRequest("The amount must be atleast INR 1.00", "amount"));
      return;
    }
    if (typeof referenceId !== "string" || referenceId.length > 40) {
      sendJson(res, 400, badRequest("The reference id may not be greater than 40 characters.", "reference_id"));
      return;
    }
    if ([...links.values()].some((link) => link.referenceId === referenceId)) {
      refused++;
      sendJson(res, 400, badRequest(`Payment Link with reference id ${referenceId} already exists`, "reference_id"));
      return;
    }
    const link: Link = {
      id: randomId("plink"),
      amount,
      referenceId,
      callbackUrl: typeof callbackUrl === "string" ? callbackUrl : null,
      description: typeof body.description === "string" ? body.description : "",
      expireBy: typeof expireBy === "number" ? expireBy : null,
      status: "created",
    };
    links.set(link.id, link);
    created++;
    sendJson(res, 200, entity(link));
  }

  function hostedPage(link: Link, res: http.ServerResponse) {
    const rupees = (link.amount / 100).toLocaleString("en-IN");
    const action =
      link.status === "paid"
        ? "<p>This link is paid.</p>"
        : `<form method="post" action="/pay/${link.id}"><button type="submit">Pay ₹${rupees}</button></form>`;
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Razorpay stand-in</title></head>` +
        `<body><main><h1>Pay ₹${rupees}</h1><p>${escapeHtml(link.description)}</p>${action}</main></body></html>`,
    );
  }

  async function pay(link: Link, res: http.ServerResponse) {
    if (link.status !== "paid") {
      link.status = "paid";
      link.paymentId = randomId("pay");
      const body = paidEvent(link, link.paymentId);
      lastWebhook = { body, signature: sign(body, webhookSecret), eventId: randomId("evt") };
      await deliver(lastWebhook).catch(() => 0);
    }
    if (!link.callbackUrl) {
      hostedPage(link, res);
      return;
    }
    const back = new URL(link.callbackUrl);
    const paymentId = link.paymentId!;
    back.searchParams.set("razorpay_payment_id", paymentId);
    back.searchParams.set("razorpay_payment_link_id", link.id);
    back.searchParams.set("razorpay_payment_link_reference_id", link.referenceId);
    back.searchParams.set("razorpay_payment_link_status", "paid");
    // Razorpay signs the callback with the key secret over the four values joined by "|".
    back.searchParams.set("razorpay_signature", sign(`${link.id}|${link.referenceId}|paid|${paymentId}`, keySecret));
    res.writeHead(303, { Location: back.href });
    res.end();
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const route = async () => {
      if (req.method === "POST" && url.pathname === "/v1/payment_links") return createLink(req, res);
      if (req.method === "GET" && url.pathname === "/v1/payment_links") return listLinks(req, res, url);
      const link = links.get(/^\/pay\/([\w-]+)$/.exec(url.pathname)?.[1] ?? "");
      if (link && req.method === "GET") return hostedPage(link, res);
      if (link && req.method === "POST") return pay(link, res);
      sendJson(res, 404, { error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found" } });
    };
    route().catch(() => {
      if (!res.headersSent) sendJson(res, 500, { error: { code: "SERVER_ERROR" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    api,
    keyId,
    keySecret,
    webhookSecret,
    setMode: (next) => void (mode = next),
    links: () => links,
    deliverAgain: () => {
      if (!lastWebhook) throw new Error("The Razorpay stand-in has sent no webhook yet");
      return deliver(lastWebhook);
    },
    forge: (referenceId) => {
      const link = [...links.values()].find((candidate) => candidate.referenceId === referenceId);
      if (!link) throw new Error(`The Razorpay stand-in has no link for ${referenceId}`);
      const body = paidEvent(link, randomId("pay"));
      return deliver({ body, signature: sign(body, "not-the-webhook-secret"), eventId: randomId("evt") });
    },
    counts: () => ({ created, refused, webhooks }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
