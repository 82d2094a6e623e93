import { enquiry } from "@content/enquiry";
import type { EnquiryInput, FlatType } from "./enquiry-validation";
import type { FlatInterest } from "./form-submission";

const flatTypeWords: Record<FlatType, string> = { "2BHK": enquiry.form.twoBhk, "3BHK": enquiry.form.threeBhk };

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);

/**
 * An enquiry written out as the visitor's own message, for WhatsApp or e-mail, when HubSpot cannot be reached
 * from their browser (content/<language>/enquiry.yaml, `unreachable`).
 */
export function enquiryMessage(input: EnquiryInput, flat?: FlatInterest): { subject: string; text: string } {
  const words = enquiry.unreachable;
  const name = input.name.trim();
  const text = fill(words.message, {
    name,
    phone: input.phone.trim(),
    email: input.email.trim(),
    flatType: flatTypeWords[input.flatType ?? "2BHK"],
  });
  return {
    subject: fill(words.emailSubject, { name }),
    text: flat ? `${text} ${fill(words.flat, { unit: flat.unit, price: flat.price })}` : text,
  };
}
