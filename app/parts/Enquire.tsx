// Its form is an element, which cannot cross from the server to the browser: this module makes it on both sides.
import { EnquirySlot } from "#app/features/enquiry/enquiry-slot.tsx";
import { EnquireSection } from "#app/features/home/enquire-section.tsx";
import { withWords } from "./with-words";

export const Enquire = withWords(function Enquire() {
  return <EnquireSection form={<EnquirySlot page="home" onSubmitted="inline" />} />;
}, "Enquire");
