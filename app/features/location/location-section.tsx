import { locationTexts } from "@content/location";
import { SectionHeading } from "~/components/ui/section-heading";
import { LocationGuide } from "./location-guide";

/** The home page's location section (#location, in the site header's links). */
export function LocationSection() {
  const { section } = locationTexts;
  return (
    <section id="location" aria-labelledby="location-heading" className="bg-brand-50 py-16 render-when-near md:py-24">
      <div className="container-page">
        <SectionHeading id="location-heading" eyebrow={section.eyebrow} title={section.heading} text={section.text} />
        <div className="mt-10 md:mt-14">
          <LocationGuide />
        </div>
      </div>
    </section>
  );
}
