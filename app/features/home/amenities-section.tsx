import { useState } from "react";
import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { EnlargeLink } from "#app/components/ui/enlarge-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { useContent, useWords } from "#app/utils/use-content.tsx";
import type { Amenity } from "#content/schema.ts";
import { uiContent } from "#content/ui.ts";
import { SpecificationList } from "./specification-list";

export function AmenitiesSection() {
  const { amenities, section: amenitiesSection } = useWords("amenities");
  const { contact, controls } = useContent(uiContent);
  const [selected, setSelected] = useState<Amenity | null>(null);
  return (
    // About its real height until laid out, per breakpoint: a placeholder far shorter than the content
    // let this skipped section's cards overlap the next sections' (Lighthouse's target-size). Decision 0008.
    <section
      id="amenities"
      aria-labelledby="amenities-heading"
      className="bg-brand-950 py-16 text-white render-when-near [--near-placeholder:253rem] md:py-24 md:[--near-placeholder:150rem] lg:[--near-placeholder:122rem]"
    >
      <div className="container-page">
        <SectionHeading
          id="amenities-heading"
          eyebrow={amenitiesSection.eyebrow}
          title={amenitiesSection.heading}
          text={amenitiesSection.text}
          tone="light"
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-6">
          {amenities.map((amenity, index) => (
            <li key={amenity.id} className={index < 2 ? "lg:col-span-3" : "lg:col-span-2"}>
              <EnlargeLink
                image={amenity.image}
                onEnlarge={() => setSelected(amenity)}
                className="group relative block w-full overflow-hidden rounded-2xl text-left"
              >
                <Picture
                  src={amenity.image}
                  alt=""
                  sizes="(min-width: 1024px) 50vw, (min-width: 640px) 50vw, 100vw"
                  className="block aspect-[4/3]"
                  imgClassName="size-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
                <span className="absolute inset-x-0 bottom-0 flex items-end justify-between bg-gradient-to-t from-brand-950/90 to-transparent p-5 pt-14">
                  <span className="font-display text-xl">{amenity.title}</span>
                  <Icon name="maximize-2" className="size-5 text-gold-300" />
                </span>
                <span className="sr-only">{`: ${controls.viewLarger}`}</span>
              </EnlargeLink>
            </li>
          ))}
        </ul>
        <SpecificationList />
        <div className="mt-12 text-center">
          <a href="#enquire" className={buttonClasses("gold", "lg")}>
            {contact.enquireNow} <Icon name="arrow-right" className="size-4" />
          </a>
        </div>
      </div>
      <Dialog
        open={selected !== null}
        onClose={() => setSelected(null)}
        title={selected?.title ?? amenitiesSection.dialogTitle}
      >
        {selected && (
          <figure>
            <Picture
              src={selected.image}
              alt={selected.alt}
              sizes="(min-width: 1024px) 960px, 95vw"
              className="block"
              imgClassName="h-auto w-full rounded-xl"
            />
            <figcaption className="mt-4 text-lg leading-relaxed text-muted">{selected.description}</figcaption>
          </figure>
        )}
      </Dialog>
    </section>
  );
}
