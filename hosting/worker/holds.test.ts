import { solveChallenge } from "altcha-lib/v1";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HOLD_CHALLENGE_PATH,
  type HoldAnswer,
  holdPath,
  type HoldRequest,
  HOLDS_PATH,
} from "#app/features/hold/hold-api.ts";
import { STATUS_DOCUMENT_PATH } from "#content/flat-statuses.ts";
import { flats } from "#content/flats.ts";
import { type Functions, startFunctions } from "#scripts/server/functions.ts";
import { type CrmStandIn, startCrmStandIn } from "#tests/stand-ins/hubspot-crm.ts";

// Holds on the function as Cloudflare runs it (workerd, through Miniflare, with its Durable Objects), writing to a
// HubSpot stand-in on loopback. A hold lasts HOLD_SECONDS here, and a held flat's listing is looked at every second.
const ORIGIN = "http://localhost";
const HOLD_SECONDS = 4;
const free = flats.filter((flat) => flat.status === "available").map((flat) => flat.unit);

let crm: CrmStandIn;
let functions: Functions;
let address = 0;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A solved bot check, as the flat's page makes one. */
async function solvedCheck(): Promise<string> {
  const challenge = (await (await functions.fetch(`${ORIGIN}${HOLD_CHALLENGE_PATH}`)).json()) as {
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  };
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution!.number, salt, signature }));
}

/** Asks to hold `unit`, from an address of its own unless one is given. */
async function hold(
  unit: string,
  phone: string,
  given: Partial<HoldRequest> = {},
  from = `198.51.100.${++address % 250}`,
): Promise<{ status: number; body: HoldAnswer }> {
  const request: HoldRequest = {
    unit,
    name: "Asha Rao",
    phone,
    agreed: true,
    language: "en",
    ...given,
    check: given.check ?? (await solvedCheck()),
  };
  const response = await functions.fetch(`${ORIGIN}${HOLDS_PATH}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": from },
    body: JSON.stringify(request),
  });
  return { status: response.status, body: (await response.json()) as HoldAnswer };
}

const phoneNumber = (n: number) => `98480${String(n).padStart(5, "0")}`;
/** Waits until `done` holds, for at most `ms`. */
async function until(done: () => boolean, ms: number): Promise<void> {
  for (const start = Date.now(); !done(); await pause(100)) if (Date.now() - start > ms) throw new Error("timed out");
}

describe("holds without HubSpot", () => {
  it("are unavailable, so the page sends the request as an enquiry", async () => {
    const bare = await startFunctions({});
    try {
      expect((await bare.fetch(`${ORIGIN}${HOLD_CHALLENGE_PATH}`)).status).toBe(503);
      const response = await bare.fetch(`${ORIGIN}${HOLDS_PATH}`, { method: "POST", body: "{}" });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ outcome: "unavailable" });
    } finally {
      await bare.dispose();
    }
  });
});

describe("holds with HubSpot", { timeout: 40_000 }, () => {
  beforeAll(async () => {
    crm = await startCrmStandIn(flats.map(({ unit, status }) => ({ unit, status })));
    functions = await startFunctions({
      HUBSPOT_TOKEN: crm.token,
      HUBSPOT_API: crm.api,
      STATUS_MAX_AGE: "1",
      HOLD_SECONDS: String(HOLD_SECONDS),
      HOLD_CHECK_SECONDS: "1",
    });
  });
  afterAll(async () => {
    await functions.dispose();
    await crm.close();
  });

  it("holds a flat in the buyer's name: the listing on hold with its end, the buyer a contact associated with it", async () => {
    const unit = free[0]!;
    const { status, body } = await hold(unit, "+91 98480 11111");
    expect(status).toBe(201);
    if (body.outcome !== "held") throw new Error(body.outcome);
    expect(body.hold.unit).toBe(unit);
    expect(Date.parse(body.hold.endsAt) - Date.now()).toBeGreaterThan((HOLD_SECONDS - 2) * 1000);
    const listing = crm.listing(unit);
    expect(listing.flat_status).toBe("on_hold");
    expect(listing.hold_id).toBe(body.hold.id);
    expect(Date.parse(listing.hold_ends_at!)).toBe(Date.parse(body.hold.endsAt));
    const contact = crm.contacts().find((each) => each.properties.phone === "+919848011111")!;
    expect(contact.properties.firstname).toBe("Asha Rao");
    expect(contact.listings).toHaveLength(1);
    // Read back by its id (the receipt page), and seen by every other visitor in the statuses.
    const read = await functions.fetch(`${ORIGIN}${holdPath(body.hold.id)}`);
    expect(await read.json()).toEqual({ outcome: "found", hold: body.hold });
    await pause(1100);
    const document = (await (await functions.fetch(`${ORIGIN}${STATUS_DOCUMENT_PATH}`)).json()) as {
      statuses: Record<string, string>;
    };
    expect(document.statuses[unit]).toBe("on-hold");
    // A second buyer is told at once.
    expect((await hold(unit, "9848022222")).body).toEqual({ outcome: "taken", unit });
    // Ended by the clock: the flat available again, its hold gone.
    await until(() => crm.listing(unit).flat_status === "available", (HOLD_SECONDS + 4) * 1000);
    expect(crm.listing(unit).hold_id).toBe("");
    expect((await functions.fetch(`${ORIGIN}${holdPath(body.hold.id)}`)).status).toBe(404);
  });

  it("gives a flat to exactly one of 50 buyers pressing at once", async () => {
    const unit = free[1]!;
    // Each buyer's check solved first, so that the 50 requests leave together.
    const checks = await Promise.all(Array.from({ length: 50 }, solvedCheck));
    const answers = await Promise.all(checks.map((check, n) => hold(unit, phoneNumber(100 + n), { check })));
    const outcomes = answers.map((each) => each.body.outcome);
    expect(outcomes.filter((outcome) => outcome === "held")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "taken")).toHaveLength(49);
    const holder = answers.find((each) => each.body.outcome === "held")!.body;
    expect(crm.listing(unit).hold_id).toBe(holder.outcome === "held" && holder.hold.id);
  });

  it("follows the sales desk: released, extended and booked in HubSpot", async () => {
    const [released, extended, booked] = [free[2]!, free[3]!, free[4]!];
    const made = await Promise.all([
      hold(released, phoneNumber(201)),
      hold(extended, phoneNumber(202)),
      hold(booked, phoneNumber(203)),
    ]);
    expect(made.map((each) => each.body.outcome)).toEqual(["held", "held", "held"]);
    crm.listing(released, { flat_status: "available", hold_id: "", hold_ends_at: "" });
    crm.listing(extended, { hold_ends_at: new Date(Date.now() + 60_000).toISOString() });
    crm.listing(booked, { flat_status: "booked" });
    await pause((HOLD_SECONDS + 3) * 1000);
    // Released: the same number may hold it again at once. Extended: still held past its first end. Booked: booked.
    expect((await hold(released, phoneNumber(201))).body.outcome).toBe("held");
    expect(crm.listing(extended).flat_status).toBe("on_hold");
    expect((await hold(extended, phoneNumber(204))).body.outcome).toBe("taken");
    expect(crm.listing(booked).flat_status).toBe("booked");
    expect((await hold(booked, phoneNumber(203))).body).toEqual({ outcome: "taken", unit: booked });
  });

  it("lets one mobile number hold one flat at a time", async () => {
    const phone = phoneNumber(301);
    expect((await hold(free[5]!, phone)).body.outcome).toBe("held");
    expect((await hold(free[6]!, `+91 ${phone}`)).body).toEqual({ outcome: "phone-limit", units: [free[5]] });
    expect(crm.listing(free[6]!).flat_status).toBe("available");
  });

  it("refuses what is wrong, says which field, and counts each address and number", async () => {
    expect((await hold(free[7]!, "12345", { name: "A", agreed: false })).body).toEqual({
      outcome: "invalid",
      fields: ["name", "phone", "agreed"],
    });
    expect((await hold("Z-999", phoneNumber(401))).body).toEqual({ outcome: "invalid", fields: [] });
    expect((await hold(free[7]!, phoneNumber(402), { check: btoa("{}") })).body).toEqual({ outcome: "check-failed" });
    // A solved check is good for one request.
    const check = await solvedCheck();
    expect((await hold(free[8]!, phoneNumber(403), { check })).body.outcome).toBe("held");
    expect((await hold(free[9]!, phoneNumber(404), { check })).body).toEqual({ outcome: "check-failed" });
    const answers = [];
    for (let n = 0; n < 21; n++) answers.push(await hold(free[10]!, "1", { check: "-" }, "203.0.113.7"));
    expect(answers[19]!.body.outcome).toBe("invalid");
    expect(answers[20]!.status).toBe(429);
    expect(answers[20]!.body).toMatchObject({ outcome: "rate-limited" });
  });

  it("makes no hold when HubSpot fails, and leaves nothing held", async () => {
    crm.setMode("down");
    try {
      expect((await hold(free[11]!, phoneNumber(501))).body).toEqual({ outcome: "unavailable" });
    } finally {
      crm.setMode("ok");
    }
    expect(crm.listing(free[11]!).flat_status).toBe("available");
    expect((await hold(free[11]!, phoneNumber(501))).body.outcome).toBe("held");
  });
});
