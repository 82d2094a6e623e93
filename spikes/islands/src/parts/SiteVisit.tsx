// Its submit function cannot cross from the server to the browser: this module imports it on the browser's side.
import { submitVisitBooking } from "~/features/enquiry/submit-enquiry";
import { SiteVisitSection } from "~/features/site-visit/site-visit-section";
import { withWords } from "../with-words";

type Flat = { unit: string; price: string };
export const SiteVisit = await withWords(function SiteVisit(props: { page: "home" | "flat"; flat?: Flat; className?: string }) {
  return <SiteVisitSection {...props} submit={submitVisitBooking} />;
}, ["visitTexts", "enquiry", "navigation"]);
