// The banner with the brochure's dialog, whose form is an element: this module makes it on both sides. An island.
import { EnquirySlot } from "~/features/enquiry/enquiry-slot";
import { LandingBanner } from "~/features/landing/landing-banner";
import { withWords } from "./with-words";

export const LandingBannerPart = withWords(function Banner() {
  return (
    <LandingBanner brochureForm={<EnquirySlot page="apartment-guntur" onSubmitted="redirect" form="brochure" />} />
  );
}, "LandingBannerPart");
