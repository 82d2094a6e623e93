// Its submit function cannot cross from the server to the browser: this module imports it on the browser's side.
import type { ComponentProps } from "react";
import { submitVisitBooking } from "#app/features/enquiry/submit-enquiry.ts";
import { SiteVisitSection } from "#app/features/site-visit/site-visit-section.tsx";
import { withWords } from "./with-words";

type Props = Omit<ComponentProps<typeof SiteVisitSection>, "submit">;
export const SiteVisit = withWords(function SiteVisit(props: Props) {
  return <SiteVisitSection {...props} submit={submitVisitBooking} />;
}, "SiteVisit");
