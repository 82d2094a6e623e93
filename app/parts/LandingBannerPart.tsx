// The banner with the brochure's dialog, whose form is an element: this module makes it on both sides. An island.
import { EnquirySlot } from "#app/features/enquiry/enquiry-slot.tsx";
import { LandingBanner } from "#app/features/landing/landing-banner.tsx";
import { withWords } from "./with-words";

export const LandingBannerPart = withWords(function Banner() {
  return (
    <LandingBanner brochureForm={<EnquirySlot page="apartment-guntur" onSubmitted="redirect" form="brochure" />} />
  );
}, "LandingBannerPart");
