import { amenities } from "@content/amenities";
import { faqs } from "@content/faq";
import { hero, homeMeta } from "@content/home";
import { getLatestProgressUpdate } from "@content/progress.server";
import { shareImages } from "@content/share-images";
import { EnquirySlot } from "~/features/enquiry/enquiry-slot";
import { submitVisitBooking } from "~/features/enquiry/submit-enquiry";
import { AboutSection } from "~/features/home/about-section";
import { AmenitiesSection } from "~/features/home/amenities-section";
import { BannerSection } from "~/features/home/banner-section";
import { ContactSection } from "~/features/home/contact-section";
import { EnquireSection } from "~/features/home/enquire-section";
import { FloatingBar } from "~/features/home/floating-bar";
import { FloorPlansSection } from "~/features/home/floor-plans-section";
import { GallerySection } from "~/features/home/gallery-section";
import { HeroSection } from "~/features/home/hero-section";
import { LayoutMapsSection } from "~/features/home/layout-maps-section";
import { LocationSection } from "~/features/location/location-section";
import { ProgressTeaser } from "~/features/progress/progress-teaser";
import { SiteVisitSection } from "~/features/site-visit/site-visit-section";
import { getMeta } from "~/utils/seo";
import { buildFaqJsonLd, buildOrganizationJsonLd, buildResidenceJsonLd } from "~/utils/structured-data";
import type { Route } from "./+types/home";

export function loader() {
  return { latestUpdate: getLatestProgressUpdate() };
}

export const meta: Route.MetaFunction = () =>
  getMeta({
    title: homeMeta.title,
    description: hero.subline,
    path: "/",
    shareImage: shareImages.home,
    jsonLd: [
      buildOrganizationJsonLd(),
      buildResidenceJsonLd(amenities.map((item) => item.title)),
      buildFaqJsonLd(faqs),
    ],
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroSection />
      <BannerSection />
      <AboutSection />
      <GallerySection />
      <FloorPlansSection />
      <AmenitiesSection />
      <LayoutMapsSection />
      <LocationSection />
      <ProgressTeaser latest={loaderData.latestUpdate} />
      <ContactSection />
      <SiteVisitSection
        page="home"
        submit={submitVisitBooking}
        className="container-page pb-16 render-when-near md:pb-24"
      />
      <EnquireSection form={<EnquirySlot page="home" onSubmitted="inline" />} />
      <FloatingBar />
    </>
  );
}
