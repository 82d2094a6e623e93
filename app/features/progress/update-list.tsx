import { useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { EnlargeLink } from "#app/components/ui/enlarge-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { useContent } from "#app/utils/use-content.tsx";
import type { ProgressUpdate } from "#content/progress.server.ts";
import { progressContent } from "#content/progress.ts";
import { uiContent } from "#content/ui.ts";
import { TowerProgressBar } from "./tower-progress-bar";

type Photo = ProgressUpdate["photos"][number];

/**
 * Every update as it was written, in the order given (newest first): its date, each tower's bar, the note
 * and the photos, which open larger. Each update has an anchor (`#update-2026-11-10`) that the feed links to.
 */
export function UpdateList({ updates }: { updates: readonly ProgressUpdate[] }) {
  const { progressPage } = useContent(progressContent);
  const { controls } = useContent(uiContent);
  const [selected, setSelected] = useState<Photo | null>(null);
  return (
    <>
      <ol className="relative space-y-8 border-l-2 border-sand-200 pl-6 md:pl-8">
        {updates.map((update) => (
          <li
            key={update.isoDate}
            id={`update-${update.isoDate}`}
            className="relative render-when-near [--near-placeholder:36rem]"
          >
            <span
              aria-hidden="true"
              className="absolute top-6 -left-[calc(1.5rem+7px)] size-3 rounded-full bg-gold-500 ring-4 ring-sand-50 md:-left-[calc(2rem+7px)]"
            />
            <article
              aria-labelledby={`update-${update.isoDate}-heading`}
              className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 md:grid md:grid-cols-[minmax(0,1fr)_18rem] md:gap-8 md:p-6"
            >
              <div>
                <h3 id={`update-${update.isoDate}-heading`} className="font-display text-2xl text-brand-900">
                  <time dateTime={update.isoDate}>{update.date}</time>
                </h3>
                <ul aria-label={progressPage.updateTowersLabel} className="mt-4 grid gap-4 sm:grid-cols-2">
                  {update.towers.map((tower) => (
                    <li key={tower.tower}>
                      <TowerProgressBar tower={tower} size="small" />
                    </li>
                  ))}
                </ul>
                {/* Sanitized at build time by content/markdown.server.ts. */}
                <div className="prose-post mt-4 text-base" dangerouslySetInnerHTML={{ __html: update.html }} />
              </div>
              <ul className="mt-5 grid grid-cols-2 gap-3 md:mt-0 md:grid-cols-1 md:content-start">
                {update.photos.map((photo, index) => (
                  <li key={photo.image} className={index === 0 ? "col-span-2 md:col-span-1" : undefined}>
                    <EnlargeLink
                      image={photo.image}
                      onEnlarge={() => setSelected(photo)}
                      className="group relative block overflow-hidden rounded-xl"
                    >
                      <Picture
                        src={photo.image}
                        alt={photo.alt}
                        sizes="(min-width: 768px) 18rem, calc(100vw - 6rem)"
                        className="block"
                        imgClassName="aspect-[4/3] w-full object-cover transition-transform duration-500 group-hover:scale-105"
                      />
                      <span className="absolute right-2 bottom-2 grid size-8 place-items-center rounded-full bg-brand-950/70 text-white">
                        <Icon name="expand" className="size-4" />
                      </span>
                      <span className="sr-only">{`: ${controls.viewLarger}`}</span>
                    </EnlargeLink>
                  </li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ol>
      <Dialog
        open={selected !== null}
        onClose={() => setSelected(null)}
        title={selected?.alt ?? progressPage.dialogTitle}
        hideTitle
        className="w-[min(100%-1.5rem,72rem)]"
      >
        {selected && (
          <figure>
            <Picture
              src={selected.image}
              alt={selected.alt}
              sizes="(min-width: 1200px) 1100px, 95vw"
              className="block"
              imgClassName="mx-auto max-h-[70dvh] w-auto rounded-xl object-contain"
            />
            <figcaption className="mt-4 text-muted">{selected.alt}</figcaption>
          </figure>
        )}
      </Dialog>
    </>
  );
}
