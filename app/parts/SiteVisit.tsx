// Its submit function cannot cross from the server to the browser: this module imports it on the browser's side.
import type { ComponentProps } from "react";
import { submitVisitBooking } from "~/features/enquiry/submit-enquiry";
import { SiteVisitSection } from "~/features/site-visit/site-visit-section";
import { withWords } from "./with-words";

type Props = Omit<ComponentProps<typeof SiteVisitSection>, "submit">;
export const SiteVisit = withWords(function SiteVisit(props: Props) {
  return <SiteVisitSection {...props} submit={submitVisitBooking} />;
}, "SiteVisit");
