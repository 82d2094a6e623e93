import type { ReactNode } from "react";
import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { useContent } from "#app/utils/use-content.tsx";
import { landingContent } from "#content/landing.ts";
import { uiContent } from "#content/ui.ts";

/**
 * Location (#location): the campaign's words about the location, the map and the places around the site
 * (`guide`, the location feature's, which its part passes in, app/parts/), and a way down to the form.
 */
export function LandingLocation({ guide }: { guide: ReactNode }) {
  const { landing } = useContent(landingContent);
  const { contact } = useContent(uiContent);
  const { location } = landing;
  return (
    // Until it is laid out it takes about its real height (the list is long on a phone, 0008's default is
    // 60rem), so the page does not grow under the reader when it is (docs/decisions/0008-render-when-near.md).
    <section
      id="location"
      aria-labelledby="location-heading"
      className="bg-sand-100 py-16 render-when-near [--near-placeholder:180rem] md:py-24 md:[--near-placeholder:170rem] lg:[--near-placeholder:105rem]"
    >
      <div className="container-page">
        <SectionHeading
          id="location-heading"
          eyebrow={location.eyebrow}
          title={location.heading}
          text={location.text}
          align="left"
        />
        <div className="mt-10 md:mt-12">{guide}</div>
        {/* A plain in-page link: smooth by the page's scroll-behavior, instant with reduced motion. */}
        <a href="#contact" className={buttonClasses("gold", "lg", "mt-10")}>
          {contact.enquireNow}
          <Icon name="arrow-down" className="size-5" />
        </a>
      </div>
    </section>
  );
}
