import http from "node:http";
import type { AddressInfo } from "node:net";
import { solveChallenge } from "altcha-lib/v1";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HOLD_CHALLENGE_PATH,
  type HoldAnswer,
  holdPath,
  holdPaymentPath,
  HOLDS_PATH,
} from "#app/features/hold/hold-api.ts";
import { flats } from "#content/flats.ts";
import { type Functions, startFunctions } from "#scripts/server/functions.ts";
import { type CrmStandIn, startCrmStandIn } from "#tests/stand-ins/hubspot-crm.ts";
import { type RazorpayStandIn, startRazorpayStandIn } from "#tests/stand-ins/razorpay.ts";
import { RAZORPAY_WEBHOOK_PATH } from "./payments";

// The token of a hold, on the function as Cloudflare runs it, with HubSpot and Razorpay stand-ins on loopback; the
// function built as if content/holds.yaml set a token of ₹25,000.
const ORIGIN = "http://localhost";
const TOKEN_RUPEES = 25_000;
const free = flats.filter((flat) => flat.status === "available").map((flat) => flat.unit);

let crm: CrmStandIn;
let razorpay: RazorpayStandIn;
let functions: Functions;
let webhooks: http.Server;
let phone = 0;

async function holdFlat(unit: string) {
  const challenge = (await (await functions.fetch(`${ORIGIN}${HOLD_CHALLENGE_PATH}`)).json()) as Record<
    string,
    string
  > & { maxnumber: number };
  const solution = await solveChallenge(challenge.challenge!, challenge.salt!, challenge.algorithm, challenge.maxnumber)
    .promise;
  const { algorithm, salt, signature } = challenge;
  const check = btoa(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution!.number, salt, signature }),
  );
  const response = await functions.fetch(`${ORIGIN}${HOLDS_PATH}`, {
    method: "POST",
    headers: { "CF-Connecting-IP": "192.0.2.10" },
    body: JSON.stringify({
      unit,
      name: "Ravi Teja",
      phone: `97000${String(++phone).padStart(5, "0")}`,
      agreed: true,
      language: "te",
      check,
    }),
  });
  const answer = (await response.json()) as HoldAnswer;
  if (answer.outcome !== "held") throw new Error(answer.outcome);
  return answer.hold;
}

const payment = (id: string) => functions.fetch(`${ORIGIN}${holdPaymentPath(id)}`, { method: "POST" });
const read = async (id: string) =>
  ((await (await functions.fetch(`${ORIGIN}${holdPath(id)}`)).json()) as { hold: { token: string } }).hold;

describe("a hold's token through Razorpay", { timeout: 30_000 }, () => {
  beforeAll(async () => {
    crm = await startCrmStandIn(flats.map(({ unit, status }) => ({ unit, status })));
    // Razorpay's webhooks reach the function as they would the site: through an address of its own.
    webhooks = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", async () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers[name] = value;
        const answer = await functions.fetch(`${ORIGIN}${req.url}`, { method: "POST", headers, body });
        res.writeHead(answer.status);
        res.end();
      });
    });
    await new Promise<void>((resolve) => webhooks.listen(0, "127.0.0.1", resolve));
    const { port } = webhooks.address() as AddressInfo;
    razorpay = await startRazorpayStandIn(`http://127.0.0.1:${port}${RAZORPAY_WEBHOOK_PATH}`);
    functions = await startFunctions({
      HUBSPOT_TOKEN: crm.token,
      HUBSPOT_API: crm.api,
      RAZORPAY_KEY_ID: razorpay.keyId,
      RAZORPAY_KEY_SECRET: razorpay.keySecret,
      RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
      RAZORPAY_API: razorpay.api,
      LOCAL_HOLD_TOKEN: String(TOKEN_RUPEES),
    });
  });
  afterAll(async () => {
    await functions.dispose();
    await razorpay.close();
    await crm.close();
    await new Promise((resolve) => webhooks.close(resolve));
  });

  it("is paid on Razorpay's page, confirmed by its signed webhook once however often it comes, and written to HubSpot", async () => {
    const hold = await holdFlat(free[0]!);
    expect(hold.token).toBe("unpaid");
    const { payUrl } = (await (await payment(hold.id)).json()) as { payUrl: string };
    // One link per hold, for the token's amount, expiring with the hold, bringing the buyer back to the receipt.
    expect((await (await payment(hold.id)).json()) as { payUrl: string }).toEqual({ payUrl });
    const [link] = [...razorpay.links().values()];
    expect(link).toMatchObject({ amount: TOKEN_RUPEES * 100, referenceId: hold.id, status: "created" });
    expect(link!.expireBy).toBe(Math.floor(Date.parse(hold.endsAt) / 1000));
    expect(link!.callbackUrl).toBe(`${ORIGIN}/te/hold?id=${encodeURIComponent(hold.id)}`);
    expect((await read(hold.id)).token).toBe("unpaid");

    const paid = await fetch(payUrl, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    expect((await read(hold.id)).token).toBe("paid");
    const listing = crm.listing(free[0]!);
    expect(listing.hold_token).toBe("paid");
    expect(listing.hold_payment_id).toBe(razorpay.links().get(link!.id)!.paymentId);

    const writes = crm.counts().writes;
    expect(await razorpay.deliverAgain()).toBe(200);
    expect(crm.counts().writes).toBe(writes);
    // A forged webhook is refused, and changes nothing.
    const other = await holdFlat(free[1]!);
    await payment(other.id);
    expect(await razorpay.forge(other.id)).toBe(400);
    expect((await read(other.id)).token).toBe("unpaid");
    expect(crm.listing(free[1]!).hold_token).toBe("");
  });

  it("with Razorpay down, offers no link and leaves the hold as it was", async () => {
    const hold = await holdFlat(free[2]!);
    razorpay.setMode("down");
    try {
      expect((await payment(hold.id)).status).toBe(503);
    } finally {
      razorpay.setMode("ok");
    }
    expect(await read(hold.id)).toEqual(hold);
    expect(crm.listing(free[2]!).flat_status).toBe("on_hold");
  });
});
