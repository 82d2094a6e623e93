import { Picture } from "#app/components/ui/picture.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { cn } from "#app/utils/cn.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { landingContent } from "#content/landing.ts";

/** Five cards on a six-column grid from lg: two wide ones above three narrower ones. */
const spans = ["lg:col-span-3", "lg:col-span-3", "lg:col-span-2", "lg:col-span-2", "lg:col-span-2"];

export function LandingAmenities() {
  const { landing } = useContent(landingContent);
  const { amenities } = landing;
  return (
    <section id="amenities" aria-labelledby="amenities-heading" className="bg-brand-50 py-16 render-when-near md:py-24">
      <div className="container-page">
        <SectionHeading id="amenities-heading" eyebrow={amenities.eyebrow} title={amenities.heading} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-6">
          {amenities.items.map((amenity, index) => (
            <li
              key={amenity.id}
              className={cn(
                "group overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200",
                spans[index],
                index === amenities.items.length - 1 && "sm:col-span-2",
              )}
            >
              <Picture
                src={amenity.image}
                alt={amenity.alt}
                sizes="(min-width: 1024px) 600px, (min-width: 640px) 50vw, calc(100vw - 2.5rem)"
                className="block aspect-[16/10] overflow-hidden"
                imgClassName="size-full object-cover transition-transform duration-700 group-hover:scale-105"
              />
              <div className="p-5 md:p-6">
                <h3 className="font-display text-xl text-brand-900">{amenity.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{amenity.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
