import { href } from "react-router";
import { flats, inventoryUpdated } from "@content/flats";
import { floorPlansContent } from "@content/floor-plans";
import enquiry from "@content/generated/enquiry";
import flatTexts from "@content/generated/flat-texts";
import floorPlans from "@content/generated/floor-plans";
import visitTexts from "@content/generated/visit-texts";
import { languageContent } from "@content/page-language";
import { SectionHeading } from "~/components/ui/section-heading";
import { DirectContactOptions } from "~/features/enquiry/direct-contact-options";
import { AvailabilityGrid } from "~/features/flats/availability-grid";
import { flatTextsContent } from "~/features/flats/texts";
import { pageWords } from "~/utils/layout-words";
import { getMeta } from "~/utils/seo";
import { ContentProvider } from "~/utils/use-content";
import type { Route } from "./+types/flats";

/** The words of this page's parts, beside those of every page (app/root.tsx). */
const words = pageWords({ enquiry, flatTexts, floorPlans, visitTexts });

export const meta: Route.MetaFunction = () => {
  const { t } = flatTextsContent(words);
  return getMeta(words, {
    title: t.list.title,
    description: t.list.description,
    path: href("/flats"),
  });
};

/** Every flat of both towers, its status at a glance, each a link to its own page. */
export default function Flats() {
  const { t } = flatTextsContent(words);
  const { localePath } = languageContent(words);
  return (
    <ContentProvider words={words}>
      <div className="bg-sand-50 pt-24 pb-16 md:pt-28">
        <div className="container-page">
          <header className="mx-auto max-w-3xl text-center">
            <p className="text-xs font-bold tracking-[0.22em] text-gold-700 uppercase">{t.list.eyebrow}</p>
            <h1 className="mt-3 font-display text-heading text-brand-900">{t.list.heading}</h1>
            <p className="mt-4 text-lg leading-relaxed text-muted">{t.list.intro}</p>
          </header>
          <div className="mt-8">
            <AvailabilityGrid flats={flats} plans={floorPlansContent(words).floorPlans} updated={inventoryUpdated} />
          </div>
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
    </ContentProvider>
  );
}
