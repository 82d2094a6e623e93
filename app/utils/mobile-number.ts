const INDIAN_MOBILE = /^(?:\+?91|0)?([6-9]\d{9})$/;
/** A number from abroad, written with its country code: + or 00, then 8 to 15 digits (ITU-T E.164). */
const INTERNATIONAL = /^(?:\+|00)([1-9]\d{7,14})$/;

/**
 * A mobile number as +<country code><number>, or null if it is not one: a 10-digit Indian mobile starting 6 to 9,
 * with or without +91 (+919876543210), or a number from abroad with its country code (+447700900123), since many
 * buyers live abroad. Every form that asks for a mobile number checks it with this (enquiries, visits, referrals).
 */
export function normalizeMobile(phone: string): string | null {
  const digits = phone.replace(/[\s().-]/g, "");
  const indian = INDIAN_MOBILE.exec(digits);
  if (indian) return `+91${indian[1]}`;
  const international = INTERNATIONAL.exec(digits);
  // An Indian number must be a mobile one, whichever way it is written.
  if (!international || international[1]!.startsWith("91")) return null;
  return `+${international[1]}`;
}
