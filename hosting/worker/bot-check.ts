import { createChallenge, verifySolution } from "altcha-lib/v1";
import { hex } from "./hex";

/**
 * The bot check before a hold (docs/decisions/0040-holding-a-flat.md): ALTCHA's proof of work. The function signs a
 * challenge; the buyer's browser finds the number that solves it (about a second of a phone's time, spent while the
 * form is filled), and the function checks the answer. No third party, no script from elsewhere, no cookie, nothing
 * to click. Its key is derived from the HubSpot token, so it needs no secret of its own.
 */

/** The search space: a mid-range phone tries half of it, on average, in well under a second. */
const MAX_NUMBER = 20_000;
/** A challenge is good for this long: time to read the terms and fill the form. */
export const CHALLENGE_LIFE_MS = 30 * 60_000;

async function keyFrom(secret: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode("hold bot check"));
  return hex(mac);
}

export async function newChallenge(secret: string, now = Date.now()): ReturnType<typeof createChallenge> {
  return createChallenge({
    hmacKey: await keyFrom(secret),
    maxNumber: MAX_NUMBER,
    expires: new Date(now + CHALLENGE_LIFE_MS),
  });
}

/** Whether `check` (ALTCHA's payload, base64 JSON) solves a challenge this function signed and is not stale. */
export async function checkPassed(secret: string, check: string): Promise<boolean> {
  if (typeof check !== "string" || check.length === 0 || check.length > 2000) return false;
  return verifySolution(check, await keyFrom(secret), true).catch(() => false);
}

/** What makes one solved check usable once: its challenge's signature. */
export function checkSignature(check: string): string {
  try {
    const { signature } = JSON.parse(atob(check)) as { signature?: unknown };
    return typeof signature === "string" ? signature : "";
  } catch {
    return "";
  }
}
