// The closing enquiry form: an island.
import { EnquirySlot } from "~/features/enquiry/enquiry-slot";
import { LandingContact } from "~/features/landing/landing-contact";
import { withWords } from "./with-words";

export const LandingContactPart = withWords(function Contact() {
  return <LandingContact form={<EnquirySlot page="apartment-guntur" onSubmitted="redirect" />} />;
}, "LandingContactPart");
