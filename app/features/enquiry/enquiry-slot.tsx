import { DirectContactOptions } from "./direct-contact-options";

type Props = {
  /** Which page the enquiry comes from, sent as `landing` (SPEC.md landing form state). */
  page: string;
  /** After a submission: thank the visitor in place, or go to /thank-you. */
  onSubmitted: "inline" | "redirect";
};

/** Where an enquiry form goes. Until the form loads it offers call, WhatsApp and e-mail. */
export function EnquirySlot({ page }: Props) {
  return (
    <div data-enquiry-slot={page} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 md:p-6">
      <p className="mb-4 text-sm text-muted">Talk to our sales team directly:</p>
      <DirectContactOptions />
    </div>
  );
}
