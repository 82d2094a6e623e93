import type { enquiryContent } from "#content/enquiry.ts";
import { fillValues } from "#content/values.ts";
import type { EnquiryInput, FlatType } from "./enquiry-validation";
import type { FlatInterest } from "./form-submission";

type Enquiry = ReturnType<typeof enquiryContent>["enquiry"];

/**
 * An enquiry written out as the visitor's own message, for WhatsApp or e-mail, when HubSpot cannot be reached
 * from their browser (content/<language>/enquiry.yaml, `unreachable`), in the words of the page's language.
 */
export function enquiryMessage(
  input: EnquiryInput,
  enquiry: Pick<Enquiry, "form" | "unreachable">,
  flat?: FlatInterest,
): { subject: string; text: string } {
  const flatTypeWords: Record<FlatType, string> = { "2BHK": enquiry.form.twoBhk, "3BHK": enquiry.form.threeBhk };
  const words = enquiry.unreachable;
  const name = input.name.trim();
  const text = fillValues(words.message, {
    name,
    phone: input.phone.trim(),
    email: input.email.trim(),
    flatType: flatTypeWords[input.flatType ?? "2BHK"],
  });
  return {
    subject: fillValues(words.emailSubject, { name }),
    text: flat ? `${text} ${fillValues(words.flat, { unit: flat.unit, price: flat.price })}` : text,
  };
}
