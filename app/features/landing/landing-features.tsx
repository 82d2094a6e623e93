import type { IconName } from "#app/components/ui/icon-names.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { useContent } from "#app/utils/use-content.tsx";
import { landingContent } from "#content/landing.ts";

/** One mark per card, in the order of landing.features.items. */
const icons: IconName[] = ["map-pin", "pencil-ruler", "gem", "building-complex"];

export function LandingFeatures() {
  const { landing } = useContent(landingContent);
  const { features } = landing;
  return (
    <section id="features" aria-labelledby="features-heading" className="py-16 render-when-near md:py-24">
      <div className="container-page">
        <SectionHeading id="features-heading" eyebrow={features.eyebrow} title={features.heading} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {features.items.map((feature, index) => {
            const icon = icons[index % icons.length] ?? "gem";
            return (
              <li
                key={feature.title}
                className="group grid grid-cols-[auto_1fr] gap-x-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 transition-shadow hover:shadow-lg sm:block sm:p-6 md:p-7"
              >
                <span className="row-span-2 grid size-12 place-items-center rounded-xl bg-brand-900 text-gold-300 transition-colors group-hover:bg-gold-500 group-hover:text-brand-950">
                  <Icon name={icon} className="size-6" />
                </span>
                <h3 className="font-display text-xl text-brand-900 sm:mt-5">{feature.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{feature.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
