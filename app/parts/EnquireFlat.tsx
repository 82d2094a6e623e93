import { EnquirySlot } from "#app/features/enquiry/enquiry-slot.tsx";
import { withWords } from "./with-words";

type Flat = { unit: string; price: string; total?: number };
export const EnquireFlat = withWords(function EnquireFlat({ flat }: { flat: Flat }) {
  return <EnquirySlot page="flat" flat={flat} onSubmitted="redirect" />;
}, "EnquireFlat");
