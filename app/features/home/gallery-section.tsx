import { useMemo, useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { EnlargeLink } from "#app/components/ui/enlarge-link.tsx";
import { FilterButtons } from "#app/components/ui/filter-buttons.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { cn } from "#app/utils/cn.ts";
import { useContent, useWords } from "#app/utils/use-content.tsx";
import type { GalleryItem } from "#content/schema.ts";
import { uiContent } from "#content/ui.ts";
import type { Words } from "#content/words.ts";

type Gallery = Words["gallery"];
type Filter = Gallery["filters"][number]["value"];

/** How many photos each filter shows. */
const countsOf = ({ filters: galleryFilters, photos: galleryItems }: Gallery): Record<string, number> =>
  Object.fromEntries(
    galleryFilters.map((filter) => [
      filter.value,
      galleryItems.filter((item) => filter.value === "all" || item.category === filter.value).length,
    ]),
  );

const tileSpan: Record<GalleryItem["size"], string> = {
  regular: "",
  wide: "sm:col-span-2",
  tall: "sm:row-span-2",
};

export function GallerySection() {
  const gallery = useWords("gallery");
  const { filters: galleryFilters, photos: galleryItems, section: gallerySection } = gallery;
  const { controls } = useContent(uiContent);
  const counts = useMemo(() => countsOf(gallery), [gallery]);
  const [filter, setFilter] = useState<Filter>("all");
  const [selected, setSelected] = useState<GalleryItem | null>(null);
  const visible = galleryItems.filter((item) => filter === "all" || item.category === filter);

  return (
    // About its real height until laid out, per breakpoint: a placeholder far shorter than the content
    // let this skipped section's cards overlap the next sections' (Lighthouse's target-size). Decision 0008.
    <section
      id="gallery"
      aria-labelledby="gallery-heading"
      className="bg-sand-100 py-16 render-when-near [--near-placeholder:182rem] md:py-24 md:[--near-placeholder:150rem] lg:[--near-placeholder:90rem]"
    >
      <div className="container-page">
        <SectionHeading
          id="gallery-heading"
          eyebrow={gallerySection.eyebrow}
          title={gallerySection.heading}
          text={gallerySection.text}
        />
        <div className="mt-10">
          <FilterButtons
            label={gallerySection.filterLabel}
            options={galleryFilters}
            value={filter}
            onChange={setFilter}
            counts={counts}
          />
        </div>
        <ul
          aria-label={gallerySection.listLabel}
          className="mt-10 grid grid-flow-dense auto-rows-[14rem] grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          {visible.map((item) => (
            <li key={item.id} className={cn("relative overflow-hidden rounded-2xl", tileSpan[item.size])}>
              <EnlargeLink
                image={item.image}
                onEnlarge={() => setSelected(item)}
                className="group block size-full text-left"
              >
                <Picture
                  src={item.image}
                  alt=""
                  sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                  className="block size-full"
                  imgClassName="size-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
                <span className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-2 bg-gradient-to-t from-brand-950/85 to-transparent p-4 pt-10 text-white">
                  <span className="font-semibold">{item.title}</span>
                  <Icon name="expand" className="size-4" />
                </span>
                <span className="sr-only">{`: ${controls.viewLarger}`}</span>
              </EnlargeLink>
            </li>
          ))}
        </ul>
      </div>
      <Dialog
        open={selected !== null}
        onClose={() => setSelected(null)}
        title={selected?.title ?? gallerySection.dialogTitle}
        className="w-[min(100%-1.5rem,72rem)]"
      >
        {selected && (
          <figure>
            <Picture
              src={selected.image}
              alt={selected.description}
              sizes="(min-width: 1200px) 1100px, 95vw"
              className="block"
              imgClassName="mx-auto max-h-[70dvh] w-auto rounded-xl object-contain"
            />
            <figcaption className="mt-4 text-muted">{selected.description}</figcaption>
          </figure>
        )}
      </Dialog>
    </section>
  );
}
