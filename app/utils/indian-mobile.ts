const INDIAN_MOBILE = /^(?:\+?91)?([6-9]\d{9})$/;

/**
 * A 10-digit Indian mobile number starting 6 to 9, with or without +91, as +91XXXXXXXXXX; null if it is
 * not one. Every form that asks for a mobile number checks it with this (enquiries, site visits).
 */
export function normalizeIndianMobile(phone: string): string | null {
  const match = INDIAN_MOBILE.exec(phone.replace(/[\s-]/g, ""));
  return match ? `+91${match[1]}` : null;
}
