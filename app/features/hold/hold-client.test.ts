import { describe, expect, it } from "vitest";
import { readChallenge, readHoldAnswer, requestHold } from "./hold-client";

const hold = { id: "A-302.3f9c", unit: "A-302", endsAt: "2026-11-30T18:30:00.000Z", token: "off" };

describe("readHoldAnswer", () => {
  it("reads each of the function's answers with its own status code", () => {
    expect(readHoldAnswer(201, { outcome: "held", hold })).toEqual({ outcome: "held", hold });
    expect(readHoldAnswer(409, { outcome: "taken", unit: "A-302" })).toEqual({ outcome: "taken", unit: "A-302" });
    expect(readHoldAnswer(409, { outcome: "phone-limit", units: ["B-105"] })).toMatchObject({ units: ["B-105"] });
    expect(readHoldAnswer(422, { outcome: "invalid", fields: ["phone"] })).toMatchObject({ fields: ["phone"] });
    expect(readHoldAnswer(403, { outcome: "check-failed" })).toEqual({ outcome: "check-failed" });
    expect(readHoldAnswer(429, { outcome: "rate-limited", retryAfterSeconds: 600 })).toMatchObject({
      retryAfterSeconds: 600,
    });
  });

  it("takes anything else for unavailable: a 5xx, an error page, a status that is not the answer's, a bad hold", () => {
    expect(readHoldAnswer(503, { outcome: "unavailable" })).toEqual({ outcome: "unavailable" });
    expect(readHoldAnswer(502, null)).toEqual({ outcome: "unavailable" });
    expect(readHoldAnswer(200, { outcome: "held", hold })).toEqual({ outcome: "unavailable" });
    expect(readHoldAnswer(201, { outcome: "held", hold: { ...hold, endsAt: "soon" } })).toEqual({
      outcome: "unavailable",
    });
    expect(readHoldAnswer(409, { outcome: "phone-limit", units: "B-105" })).toEqual({ outcome: "unavailable" });
    // Only the form's fields: with none of them, the request goes the enquiry's way.
    expect(readHoldAnswer(422, { outcome: "invalid", fields: ["phone", "email"] })).toEqual({
      outcome: "invalid",
      fields: ["phone"],
    });
    expect(readHoldAnswer(422, { outcome: "invalid", fields: ["email"] })).toEqual({ outcome: "unavailable" });
  });
});

describe("requestHold", () => {
  it("is unavailable when the network fails", async () => {
    const failing = () => Promise.reject(new TypeError("Failed to fetch"));
    const request = { unit: "A-302", name: "Priya", phone: "9876543210", agreed: true, language: "en", check: "x" };
    expect(await requestHold(request, failing)).toEqual({ outcome: "unavailable" });
  });
});

describe("readChallenge", () => {
  it("reads ALTCHA's v1 challenge and refuses anything else", () => {
    const challenge = { algorithm: "SHA-256", challenge: "ab", maxnumber: 50_000, salt: "s?expires=1", signature: "c" };
    expect(readChallenge(challenge)).toEqual(challenge);
    expect(readChallenge({ ...challenge, algorithm: "MD5" })).toBeNull();
    expect(readChallenge({ ...challenge, signature: 1 })).toBeNull();
    expect(readChallenge("nope")).toBeNull();
  });
});
