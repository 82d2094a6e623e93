import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type RazorpayStandIn, startRazorpayStandIn } from "#tests/stand-ins/razorpay.ts";
import { createPaymentLink, findPaymentLink, readPaidEvent, signBody, verifyWebhook } from "./razorpay";

const SECRET = "webhook-secret";

const paidBody = (overrides: { event?: string; referenceId?: unknown; paymentId?: unknown } = {}) =>
  JSON.stringify({
    entity: "event",
    event: overrides.event ?? "payment_link.paid",
    payload: {
      payment_link: { entity: { id: "plink_1", reference_id: overrides.referenceId ?? "A-302.abc", amount_paid: 5e6 } },
      payment: { entity: { id: overrides.paymentId ?? "pay_1", amount: 5e6 } },
    },
  });

describe("a Razorpay webhook's signature", () => {
  it("is taken when it is the hex HMAC-SHA256 of the raw body with the secret", async () => {
    const body = paidBody();
    const signature = await signBody(body, SECRET);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    await expect(verifyWebhook(body, signature, SECRET)).resolves.toBe(true);
  });

  it("is refused forged, made with another secret, over another body, or missing", async () => {
    const body = paidBody();
    const signature = await signBody(body, SECRET);
    await expect(verifyWebhook(body, await signBody(body, "guess"), SECRET)).resolves.toBe(false);
    await expect(verifyWebhook(paidBody({ paymentId: "pay_2" }), signature, SECRET)).resolves.toBe(false);
    await expect(verifyWebhook(body, signature.slice(0, 63), SECRET)).resolves.toBe(false);
    await expect(verifyWebhook(body, null, SECRET)).resolves.toBe(false);
    await expect(verifyWebhook(body, "", SECRET)).resolves.toBe(false);
    await expect(verifyWebhook(body, signature, "")).resolves.toBe(false);
  });
});

describe("a payment_link.paid event", () => {
  it("gives the hold, the payment and the amount paid", () => {
    expect(readPaidEvent(paidBody())).toEqual({ referenceId: "A-302.abc", paymentId: "pay_1", amountPaise: 5e6 });
  });

  it("is null for another event, a body that is not one, or bad JSON", () => {
    expect(readPaidEvent(paidBody({ event: "payment_link.expired" }))).toBeNull();
    expect(readPaidEvent(paidBody({ referenceId: 42 }))).toBeNull();
    expect(readPaidEvent(paidBody({ paymentId: "" }))).toBeNull();
    expect(readPaidEvent("{not json")).toBeNull();
    expect(readPaidEvent("null")).toBeNull();
  });
});

describe("creating a hold's payment link", () => {
  const request = {
    keyId: "rzp_test_1",
    keySecret: "secret",
    amountPaise: 5_000_000,
    holdId: "A-302.3f9c",
    unit: "A-302",
    name: "Ravi Kumar",
    phone: "+919876543210",
    expireBy: new Date("2026-12-01T10:00:00Z"),
    callbackUrl: "https://example.com/hold?id=A-302.3f9c",
    description: "Token for flat A-302",
  };
  afterEach(() => vi.unstubAllGlobals());

  it("sends Razorpay's documented request with Basic auth, and answers the link's id and address", async () => {
    const fetchStub = vi.fn(
      async (..._args: Parameters<typeof fetch>) =>
        new Response(JSON.stringify({ id: "plink_X", short_url: "https://rzp.io/i/x", status: "created" })),
    );
    vi.stubGlobal("fetch", fetchStub);
    await expect(createPaymentLink(request)).resolves.toEqual({ id: "plink_X", shortUrl: "https://rzp.io/i/x" });
    const [url, init] = fetchStub.mock.calls[0]!;
    expect(String(url)).toBe("https://api.razorpay.com/v1/payment_links");
    expect(new Headers(init?.headers).get("Authorization")).toBe(`Basic ${btoa("rzp_test_1:secret")}`);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      amount: 5_000_000,
      currency: "INR",
      expire_by: 1_796_119_200,
      reference_id: "A-302.3f9c",
      customer: { name: "Ravi Kumar", contact: "+919876543210" },
      callback_url: "https://example.com/hold?id=A-302.3f9c",
      callback_method: "get",
    });
  });

  it("throws with Razorpay's status and code, and never the buyer's name or phone", async () => {
    vi.stubGlobal(
      "fetch",
      async () =>
        new Response(
          JSON.stringify({ error: { code: "BAD_REQUEST_ERROR", description: "contact +919876543210 is invalid" } }),
          { status: 400 },
        ),
    );
    const error = await createPaymentLink(request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      "Razorpay answered 400 (BAD_REQUEST_ERROR) creating the payment link of hold A-302.3f9c",
    );
    expect((error as Error).message).not.toMatch(/Ravi|9876543210/);
  });
});

describe("the Razorpay stand-in", () => {
  let razorpay: RazorpayStandIn;
  let webhookServer: http.Server;
  const received: { body: string; signature: string | undefined; eventId: string | undefined }[] = [];
  beforeAll(async () => {
    webhookServer = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      req.on("end", () => {
        received.push({
          body,
          signature: req.headers["x-razorpay-signature"] as string | undefined,
          eventId: req.headers["x-razorpay-event-id"] as string | undefined,
        });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => webhookServer.listen(0, "127.0.0.1", resolve));
    const { port } = webhookServer.address() as AddressInfo;
    razorpay = await startRazorpayStandIn(`http://127.0.0.1:${port}/api/razorpay/webhook`);
  });
  afterAll(async () => {
    await razorpay.close();
    await new Promise((resolve) => webhookServer.close(resolve));
  });

  const link = (holdId: string) =>
    createPaymentLink({
      keyId: razorpay.keyId,
      keySecret: razorpay.keySecret,
      api: razorpay.api,
      amountPaise: 100_000,
      holdId,
      unit: "A-302",
      name: "Ravi Kumar",
      phone: "+919876543210",
      expireBy: new Date(Date.now() + 3_600_000),
      callbackUrl: `https://example.com/hold?id=${holdId}`,
      description: "Token for flat A-302",
    });

  it("makes one link per hold, pays it on its page with a signed webhook, and sends the buyer back", async () => {
    const { id, shortUrl } = await link("A-302.one");
    expect(shortUrl).toBe(`${razorpay.api}/pay/${id}`);
    // Asked again, Razorpay refuses a second link for the hold: the first one is answered.
    await expect(link("A-302.one")).resolves.toEqual({ id, shortUrl });
    await expect(
      findPaymentLink({ keyId: razorpay.keyId, keySecret: razorpay.keySecret, api: razorpay.api, holdId: "A-302.one" }),
    ).resolves.toEqual({ id, shortUrl, status: "created" });
    expect(await (await fetch(shortUrl)).text()).toContain('<button type="submit">Pay ₹1,000</button>');

    const paid = await fetch(shortUrl, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get("location")!);
    expect(back.searchParams.get("id")).toBe("A-302.one");
    expect(back.searchParams.get("razorpay_payment_link_reference_id")).toBe("A-302.one");
    expect(back.searchParams.get("razorpay_payment_link_status")).toBe("paid");
    expect(back.searchParams.get("razorpay_signature")).toMatch(/^[0-9a-f]{64}$/);

    const [webhook] = received;
    await expect(verifyWebhook(webhook!.body, webhook!.signature ?? null, razorpay.webhookSecret)).resolves.toBe(true);
    expect(readPaidEvent(webhook!.body)).toEqual({
      referenceId: "A-302.one",
      paymentId: back.searchParams.get("razorpay_payment_id"),
      amountPaise: 100_000,
    });

    await razorpay.deliverAgain();
    expect(received[1]).toEqual(webhook);
    await razorpay.forge("A-302.one");
    await expect(
      verifyWebhook(received[2]!.body, received[2]!.signature ?? null, razorpay.webhookSecret),
    ).resolves.toBe(false);
    expect(razorpay.counts()).toEqual({ created: 1, refused: 1, webhooks: 3 });
  });

  it("refuses a wrong key, and fails while down", async () => {
    await expect(
      createPaymentLink({
        keyId: "rzp_test_other",
        keySecret: "guess",
        api: razorpay.api,
        amountPaise: 100_000,
        holdId: "A-302.two",
        unit: "A-302",
        name: "Ravi Kumar",
        phone: "+919876543210",
        expireBy: new Date(Date.now() + 3_600_000),
        callbackUrl: "https://example.com/hold?id=A-302.two",
        description: "Token",
      }),
    ).rejects.toThrow(/Razorpay answered 401/);
    razorpay.setMode("down");
    await expect(link("A-302.two")).rejects.toThrow(/Razorpay answered 500 \(SERVER_ERROR\)/);
    razorpay.setMode("ok");
    await expect(link("A-302.two")).resolves.toMatchObject({ id: expect.stringMatching(/^plink_/) });
  });
});
