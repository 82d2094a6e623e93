// Spike only: islands whose props cannot cross from the server to the browser (functions, elements) get a wrapper
// that imports them on the browser's side.
import { EnquirySlot } from "~/features/enquiry/enquiry-slot";
import { submitVisitBooking } from "~/features/enquiry/submit-enquiry";
import { SiteVisitSection } from "~/features/site-visit/site-visit-section";

type Flat = { unit: string; price: string };
export function SiteVisitIsland({ page, flat, className }: { page: "home" | "flat"; flat?: Flat; className?: string }) {
  return <SiteVisitSection page={page} flat={flat} submit={submitVisitBooking} className={className} />;
}
export function EnquiryIsland({ page, flat, onSubmitted }: { page: "home" | "flat"; flat?: Flat; onSubmitted: "inline" | "redirect" }) {
  return <EnquirySlot page={page} flat={flat} onSubmitted={onSubmitted} />;
}
