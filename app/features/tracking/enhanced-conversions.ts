/**
 * Google Ads' enhanced conversions for leads: the enquirer's e-mail and phone, normalised and hashed with SHA-256
 * as Google requires, so that Google can match the lead to an ad click without receiving either in the clear.
 * Sent only with advertising consent (tags.ts).
 */

/** Lower case, no spaces; Gmail addresses without the dots before the @, which Gmail ignores. */
export function normaliseEmail(email: string): string {
  const trimmed = email.trim().toLowerCase().replace(/\s+/g, "");
  const [local = "", domain = ""] = trimmed.split("@");
  if (domain === "gmail.com" || domain === "googlemail.com") return `${local.replace(/\./g, "")}@${domain}`;
  return trimmed;
}

/** E.164: a plus and digits only; a 10-digit Indian mobile number gets +91. */
export function normalisePhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `+91${digits}`;
  if (digits.length === 12 && digits.startsWith("91")) return `+${digits}`;
  return digits ? `+${digits}` : "";
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The `user_data` the Google tag takes for an enhanced conversion; empty fields left out. */
export async function hashedUserData(user: { email?: string; phone?: string }) {
  const email = user.email ? normaliseEmail(user.email) : "";
  const phone = user.phone ? normalisePhone(user.phone) : "";
  return {
    ...(email && { sha256_email_address: await sha256Hex(email) }),
    ...(phone && { sha256_phone_number: await sha256Hex(phone) }),
  };
}
