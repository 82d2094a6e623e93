import { enquiry } from "@content/enquiry";
import { normalizeMobile } from "~/utils/mobile-number";

export const FLAT_TYPES = ["2BHK", "3BHK"] as const;
export type FlatType = (typeof FLAT_TYPES)[number];

/** The site's own form: the fields of docs/product.md (Enquiries) plus a separate marketing consent. */
export type EnquiryInput = {
  name: string;
  phone: string;
  email: string;
  /** Not asked when a site visit is booked (docs/decisions/0017-site-visits.md). */
  flatType?: FlatType;
  marketingConsent: boolean;
};

export type EnquiryErrors = Partial<Record<"name" | "phone" | "email", string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validateEnquiry(input: Pick<EnquiryInput, "name" | "phone" | "email">): EnquiryErrors {
  const errors: EnquiryErrors = {};
  if (input.name.trim().length < 2) errors.name = enquiry.errors.name;
  if (!normalizeMobile(input.phone)) errors.phone = enquiry.errors.phone;
  if (!EMAIL.test(input.email.trim())) errors.email = enquiry.errors.email;
  return errors;
}
