// Its form is an element, which cannot cross from the server to the browser: this module makes it on both sides.
import { EnquirySlot } from "~/features/enquiry/enquiry-slot";
import { EnquireSection } from "~/features/home/enquire-section";
import { withWords } from "./with-words";

export const Enquire = withWords(function Enquire() {
  return <EnquireSection form={<EnquirySlot page="home" onSubmitted="inline" />} />;
}, "Enquire");
