import type { ReactNode } from "react";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { DirectContactOptions } from "#app/features/enquiry/direct-contact-options.tsx";
import { useFlatTexts } from "#app/features/flats/texts.ts";
import { href } from "#app/utils/paths.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { languageContent } from "#content/page-language.ts";

/** Every flat of both towers (`grid`, with its filters), its status at a glance, each a link to its own page. */
export function FlatsPage({ grid }: { grid?: ReactNode }) {
  const { t } = useFlatTexts();
  const { localePath } = useContent(languageContent);
  return (
    <div className="bg-sand-50 pt-24 pb-16 md:pt-28">
      <div className="container-page">
        <header className="mx-auto max-w-3xl text-center">
          <p className="text-xs font-bold tracking-[0.22em] text-gold-700 uppercase">{t.list.eyebrow}</p>
          <h1 className="mt-3 font-display text-heading text-brand-900">{t.list.heading}</h1>
          <p className="mt-4 text-lg leading-relaxed text-muted">{t.list.intro}</p>
        </header>
        <div className="mt-8">{grid}</div>
        <p className="mt-8 text-center">
          <a
            href={localePath(href("/flats/compare"))}
            className="font-semibold text-brand-800 underline underline-offset-4 hover:text-gold-700"
          >
            {t.list.compareLink}
          </a>
        </p>
        <section aria-labelledby="flats-contact-heading" className="mx-auto mt-12 max-w-3xl">
          <SectionHeading id="flats-contact-heading" title={t.list.contactHeading} />
          <div className="mt-6">
            <DirectContactOptions />
          </div>
        </section>
      </div>
    </div>
  );
}
