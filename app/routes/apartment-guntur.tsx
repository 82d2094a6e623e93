import amenities from "@content/generated/amenities";
import enquiry from "@content/generated/enquiry";
import floorPlans from "@content/generated/floor-plans";
import landing from "@content/generated/landing";
import location from "@content/generated/location";
import visitTexts from "@content/generated/visit-texts";
import { landingContent } from "@content/landing";
import { shareImagesContent } from "@content/share-images";
import { EnquirySlot } from "~/features/enquiry/enquiry-slot";
import { submitVisitBooking } from "~/features/enquiry/submit-enquiry";
import { FloatingWhatsappLink } from "~/features/landing/floating-whatsapp-link";
import { LandingAmenities } from "~/features/landing/landing-amenities";
import { LandingBanner } from "~/features/landing/landing-banner";
import { LandingContact } from "~/features/landing/landing-contact";
import { LandingFeatures } from "~/features/landing/landing-features";
import { LandingFooter } from "~/features/landing/landing-footer";
import { LandingHeader } from "~/features/landing/landing-header";
import { LandingLocation } from "~/features/landing/landing-location";
import { LandingVideo } from "~/features/landing/landing-video";
import { PlanCarousel } from "~/features/landing/plan-carousel";
import { LocationGuide } from "~/features/location/location-guide";
import { SiteVisitSection } from "~/features/site-visit/site-visit-section";
import { pageWords } from "~/utils/layout-words";
import { getMeta } from "~/utils/seo";
import { ContentProvider } from "~/utils/use-content";
import type { Route } from "./+types/apartment-guntur";

/** The words of this page's parts, beside those of every page (app/root.tsx). */
const words = pageWords({ amenities, enquiry, floorPlans, landing, location, visitTexts });

/** This page's path, without its language's folder. */
const PATH = "/apartment-guntur";

export const meta: Route.MetaFunction = () => {
  const { landing } = landingContent(words);
  return getMeta(words, {
    title: landing.meta.title,
    description: landing.hero.subline,
    path: PATH,
    shareImage: shareImagesContent(words).shareImages.landing,
  });
};

/** The campaign page ads send buyers to: its own header and footer, two ways to enquire. */
export default function ApartmentGuntur() {
  return (
    <ContentProvider words={words}>
      <LandingHeader path={PATH} />
      <LandingBanner brochureForm={<EnquirySlot page="apartment-guntur" onSubmitted="redirect" form="brochure" />} />
      <LandingVideo />
      <LandingFeatures />
      <LandingLocation guide={<LocationGuide />} />
      <SiteVisitSection
        page="apartment-guntur"
        submit={submitVisitBooking}
        className="container-page py-16 render-when-near md:py-20"
      />
      <PlanCarousel />
      <LandingAmenities />
      <LandingContact form={<EnquirySlot page="apartment-guntur" onSubmitted="redirect" />} />
      <LandingFooter />
      <FloatingWhatsappLink />
    </ContentProvider>
  );
}
