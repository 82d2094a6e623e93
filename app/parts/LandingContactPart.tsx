// The closing enquiry form: an island.
import { EnquirySlot } from "#app/features/enquiry/enquiry-slot.tsx";
import { LandingContact } from "#app/features/landing/landing-contact.tsx";
import { withWords } from "./with-words";

export const LandingContactPart = withWords(function Contact() {
  return <LandingContact form={<EnquirySlot page="apartment-guntur" onSubmitted="redirect" />} />;
}, "LandingContactPart");
