// Its form is an element, which cannot cross from the server to the browser: this module makes it on both sides.
import { EnquirySlot } from "~/features/enquiry/enquiry-slot";
import { EnquireSection } from "~/features/home/enquire-section";
import { withWords } from "../with-words";

type Flat = { unit: string; price: string };
export const Enquire = withWords(function Enquire(props: { page: "home" | "flat"; flat?: Flat }) {
  return props.page === "home" ? (
    <EnquireSection form={<EnquirySlot page="home" onSubmitted="inline" />} />
  ) : (
    <EnquirySlot page="flat" flat={props.flat} onSubmitted="redirect" />
  );
});
