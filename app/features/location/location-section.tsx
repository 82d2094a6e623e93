import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { useContent } from "#app/utils/use-content.tsx";
import { locationContent } from "#content/location.ts";
import { LocationGuide } from "./location-guide";

/** The home page's location section (#location, in the site header's links). */
export function LocationSection() {
  const { locationTexts } = useContent(locationContent);
  const { section } = locationTexts;
  return (
    // Until it is laid out it takes about its real height (the list is long on a phone, 0008's default is
    // 60rem), so the page does not grow under the reader when it is (docs/decisions/0008-render-when-near.md).
    <section
      id="location"
      aria-labelledby="location-heading"
      className="bg-brand-50 py-16 render-when-near [--near-placeholder:180rem] md:py-24 md:[--near-placeholder:170rem] lg:[--near-placeholder:105rem]"
    >
      <div className="container-page">
        <SectionHeading id="location-heading" eyebrow={section.eyebrow} title={section.heading} text={section.text} />
        <div className="mt-10 md:mt-14">
          <LocationGuide />
        </div>
      </div>
    </section>
  );
}
