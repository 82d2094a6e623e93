import { enquiry } from "@content/enquiry";

export const FLAT_TYPES = ["2BHK", "3BHK"] as const;
export type FlatType = (typeof FLAT_TYPES)[number];

/** The site's own form: the fields of docs/product.md (Enquiries) plus a separate marketing consent. */
export type EnquiryInput = {
  name: string;
  phone: string;
  email: string;
  flatType: FlatType;
  marketingConsent: boolean;
};

export type EnquiryErrors = Partial<Record<"name" | "phone" | "email", string>>;

const INDIAN_MOBILE = /^(?:\+?91)?([6-9]\d{9})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A 10-digit Indian mobile number starting 6 to 9, with or without +91, as +91XXXXXXXXXX. */
export function normalizeIndianMobile(phone: string): string | null {
  const match = INDIAN_MOBILE.exec(phone.replace(/[\s-]/g, ""));
  return match ? `+91${match[1]}` : null;
}

export function validateEnquiry(input: Pick<EnquiryInput, "name" | "phone" | "email">): EnquiryErrors {
  const errors: EnquiryErrors = {};
  if (input.name.trim().length < 2) errors.name = enquiry.errors.name;
  if (!normalizeIndianMobile(input.phone)) errors.phone = enquiry.errors.phone;
  if (!EMAIL.test(input.email.trim())) errors.email = enquiry.errors.email;
  return errors;
}
