// Spike only (docs/decisions/0024-islands.md): each React part an Astro shell renders gets the words it reads as a
// prop and hands them to its components (app/utils/use-content.tsx), on the server and, for an island, in the
// browser. Islands whose props cannot cross from the server to the browser (functions, elements) get a wrapper
// that imports them on the browser's side.
import type { ComponentType } from "react";
import type { Words } from "@content/words";
import { ScrollToTopButton } from "~/components/layout/scroll-to-top-button";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";
import { EnquirySlot } from "~/features/enquiry/enquiry-slot";
import { submitVisitBooking } from "~/features/enquiry/submit-enquiry";
import { EmiCalculator } from "~/features/flats/emi-calculator";
import { FlatActions } from "~/features/flats/flat-actions";
import { FlatDetails, FlatStatusNotice } from "~/features/flats/flat-details";
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
import { ContentProvider } from "~/utils/use-content";

function withWords<Props extends object>(Component: ComponentType<Props>) {
  return function WithWords({ words, ...props }: Props & { words: Partial<Words> }) {
    return (
      <ContentProvider words={words}>
        <Component {...(props as Props)} />
      </ContentProvider>
    );
  };
}

export const Header = withWords(SiteHeader);
export const Footer = withWords(SiteFooter);
export const Skip = withWords(SkipLink);
export const ScrollTop = withWords(ScrollToTopButton);
export const Hero = withWords(HeroSection);
export const Banner = withWords(BannerSection);
export const About = withWords(AboutSection);
export const Gallery = withWords(GallerySection);
export const FloorPlans = withWords(FloorPlansSection);
export const Amenities = withWords(AmenitiesSection);
export const LayoutMaps = withWords(LayoutMapsSection);
export const Location = withWords(LocationSection);
export const Teaser = withWords(ProgressTeaser);
export const Contact = withWords(ContactSection);
export const Bar = withWords(FloatingBar);
export const Actions = withWords(FlatActions);
export const Emi = withWords(EmiCalculator);
export const Details = withWords(FlatDetails);
export const StatusNotice = withWords(FlatStatusNotice);

type Flat = { unit: string; price: string };
export const SiteVisit = withWords(function SiteVisit(props: { page: "home" | "flat"; flat?: Flat; className?: string }) {
  return <SiteVisitSection {...props} submit={submitVisitBooking} />;
});
export const Enquire = withWords(function Enquire(props: { page: "home" | "flat"; flat?: Flat }) {
  return props.page === "home" ? (
    <EnquireSection form={<EnquirySlot page="home" onSubmitted="inline" />} />
  ) : (
    <EnquirySlot page="flat" flat={props.flat} onSubmitted="redirect" />
  );
});
