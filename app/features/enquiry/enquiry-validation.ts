import { normalizeMobile } from "#app/utils/mobile-number.ts";
import type { enquiryContent } from "#content/enquiry.ts";

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

/** The messages of a field left wrong, in the page's language (content/<language>/enquiry.yaml, `errors`). */
export type EnquiryErrorWords = Pick<
  ReturnType<typeof enquiryContent>["enquiry"]["errors"],
  "name" | "phone" | "email"
>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validateEnquiry(
  input: Pick<EnquiryInput, "name" | "phone" | "email">,
  words: EnquiryErrorWords,
): EnquiryErrors {
  const errors: EnquiryErrors = {};
  if (input.name.trim().length < 2) errors.name = words.name;
  if (!normalizeMobile(input.phone)) errors.phone = words.phone;
  if (!EMAIL.test(input.email.trim())) errors.email = words.email;
  return errors;
}
