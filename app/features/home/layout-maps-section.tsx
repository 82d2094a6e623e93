import { useState } from "react";
import { Carousel } from "#app/components/ui/carousel.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { EnlargeLink } from "#app/components/ui/enlarge-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { useContent, useWords } from "#app/utils/use-content.tsx";
import type { TitledImage } from "#content/schema.ts";
import { uiContent } from "#content/ui.ts";

// docs/product.md (floor layout carousel) breakpoints, slides shown and spacing in px: 320: 1/10, 480: 1.2/15, 640: 1.5/20, 768: 2/25, 1024: 3/30.
const slideSizes =
  "basis-full pl-[10px] min-[480px]:basis-[83.333%] min-[480px]:pl-[15px] min-[640px]:basis-[66.667%] min-[640px]:pl-[20px] md:basis-1/2 md:pl-[25px] lg:basis-1/3 lg:pl-[30px]";
const trackOffsets = "-ml-[10px] min-[480px]:-ml-[15px] min-[640px]:-ml-[20px] md:-ml-[25px] lg:-ml-[30px]";

export function LayoutMapsSection() {
  const { maps: layoutMaps, section: layoutMapsSection } = useWords("layoutMaps");
  const { controls } = useContent(uiContent);
  const [selected, setSelected] = useState<TitledImage | null>(null);
  return (
    <section aria-labelledby="layout-maps-heading" className="bg-sand-100 py-16 render-when-near md:py-24">
      <div className="container-page">
        <SectionHeading
          id="layout-maps-heading"
          eyebrow={layoutMapsSection.eyebrow}
          title={layoutMapsSection.heading}
          text={layoutMapsSection.text}
        />
        <div className="mt-10">
          <Carousel label={layoutMapsSection.carouselLabel} slideClassName={slideSizes} trackClassName={trackOffsets}>
            {layoutMaps.map((map) => (
              <EnlargeLink
                key={map.title}
                image={map.image}
                onEnlarge={() => setSelected(map)}
                className="group relative block w-full overflow-hidden rounded-2xl bg-white text-left shadow-sm ring-1 ring-sand-200"
              >
                <Picture
                  src={map.image}
                  alt=""
                  sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 85vw"
                  className="block aspect-[16/10]"
                  imgClassName="size-full object-cover"
                />
                <span className="flex items-center justify-between gap-3 p-5">
                  <span>
                    <span className="block font-display text-lg text-brand-900">{map.title}</span>
                    <span className="mt-1 line-clamp-2 block text-sm text-muted">{map.description}</span>
                  </span>
                  <Icon name="zoom-in" className="size-5 text-gold-600" />
                </span>
                <span className="sr-only">{`: ${controls.viewLarger}`}</span>
              </EnlargeLink>
            ))}
          </Carousel>
        </div>
      </div>
      <Dialog
        open={selected !== null}
        onClose={() => setSelected(null)}
        title={selected?.title ?? layoutMapsSection.dialogTitle}
        className="w-[min(100%-1.5rem,72rem)]"
      >
        {selected && (
          <figure>
            <Picture
              src={selected.image}
              alt={selected.alt}
              sizes="(min-width: 1200px) 1100px, 95vw"
              className="block"
              imgClassName="h-auto w-full rounded-xl"
            />
            <figcaption className="mt-4 text-muted">{selected.description}</figcaption>
          </figure>
        )}
      </Dialog>
    </section>
  );
}
