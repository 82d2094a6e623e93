import { amenitiesContent } from "@content/amenities";
import { faqContent } from "@content/faq";
import about from "@content/generated/about";
import amenities from "@content/generated/amenities";
import enquiry from "@content/generated/enquiry";
import faq from "@content/generated/faq";
import floorPlans from "@content/generated/floor-plans";
import gallery from "@content/generated/gallery";
import home from "@content/generated/home";
import layoutMaps from "@content/generated/layout-maps";
import location from "@content/generated/location";
import progressTexts from "@content/generated/progress-texts";
import visitTexts from "@content/generated/visit-texts";
import { homeContent } from "@content/home";
import { getLatestProgressUpdate } from "@content/progress.server";
import { shareImagesContent } from "@content/share-images";
import { siteContent } from "@content/site";
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
import { pageWords } from "~/utils/layout-words";
import { getMeta } from "~/utils/seo";
import { buildFaqJsonLd, buildOrganizationJsonLd, buildResidenceJsonLd } from "~/utils/structured-data";
import { ContentProvider } from "~/utils/use-content";
import type { Route } from "./+types/home";

/** The words of this page's parts, beside those of every page (app/root.tsx). */
const words = pageWords({
  about,
  amenities,
  enquiry,
  faq,
  floorPlans,
  gallery,
  home,
  layoutMaps,
  location,
  progressTexts,
  visitTexts,
});

export function loader() {
  return {
    latestUpdate: getLatestProgressUpdate(),
  };
}

export const meta: Route.MetaFunction = () => {
  const { hero, homeMeta } = homeContent(words);
  return getMeta(words, {
    title: homeMeta.title,
    description: hero.subline,
    path: "/",
    shareImage: shareImagesContent(words).shareImages.home,
    jsonLd: [
      buildOrganizationJsonLd(),
      buildResidenceJsonLd({
        tagline: siteContent(words).site.tagline,
        description: homeMeta.residenceDescription,
        amenityNames: amenitiesContent(words).amenities.map((item) => item.title),
      }),
      buildFaqJsonLd(faqContent(words).faqs),
    ],
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <ContentProvider words={words}>
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
    </ContentProvider>
  );
}
