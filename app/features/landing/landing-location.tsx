import { landing } from "@content/landing";
import { contact } from "@content/ui";
import { buttonClasses } from "~/components/ui/button-styles";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { SectionHeading } from "~/components/ui/section-heading";

/** Location (#location): the map, the drive times and a way down to the form. */
export function LandingLocation() {
  const { location } = landing;
  return (
    <section id="location" aria-labelledby="location-heading" className="bg-sand-100 py-16 render-when-near md:py-24">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <Picture
          src={location.image}
          alt={location.alt}
          sizes="(min-width: 1280px) 592px, (min-width: 1024px) 46vw, calc(100vw - 2.5rem)"
          className="block overflow-hidden rounded-2xl shadow-lg ring-1 ring-sand-200"
          imgClassName="h-auto w-full"
        />
        <div>
          <SectionHeading
            id="location-heading"
            eyebrow={location.eyebrow}
            title={location.heading}
            text={location.text}
            align="left"
          />
          <ul className="mt-8 divide-y divide-sand-200 rounded-2xl bg-white px-5 shadow-sm ring-1 ring-sand-200">
            {location.points.map((point) => (
              <li key={point.place} className="flex items-center justify-between gap-4 py-3.5">
                <span className="font-semibold text-ink">{point.place}</span>
                <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
                  <Icon name="car" className="size-4" />
                  {point.distance}
                </span>
              </li>
            ))}
          </ul>
          {/* A plain in-page link: smooth by the page's scroll-behavior, instant with reduced motion. */}
          <a href="#contact" className={buttonClasses("primary", "lg", "mt-8")}>
            {contact.enquireNow}
            <Icon name="arrow-down" className="size-5" />
          </a>
        </div>
      </div>
    </section>
  );
}
