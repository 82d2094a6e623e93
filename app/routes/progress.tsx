import { href } from "react-router";
import enquiry from "@content/generated/enquiry";
import possessionTexts from "@content/generated/possession-texts";
import progressTexts from "@content/generated/progress-texts";
import visitTexts from "@content/generated/visit-texts";
import { languageContent } from "@content/page-language";
import { progressContent } from "@content/progress";
import { getProgressUpdates } from "@content/progress.server";
import { PageHeader } from "~/components/ui/page-header";
import { SectionHeading } from "~/components/ui/section-heading";
import { DirectContactOptions } from "~/features/enquiry/direct-contact-options";
import { ProgressSummary } from "~/features/progress/progress-summary";
import { UpdateList } from "~/features/progress/update-list";
import { pageWords } from "~/utils/layout-words";
import { progressFeedPath } from "~/utils/paths";
import { getMeta } from "~/utils/seo";
import { ContentProvider } from "~/utils/use-content";
import type { Route } from "./+types/progress";

/** The words of this page's parts, beside those of every page (app/root.tsx). */
const words = pageWords({ enquiry, possessionTexts, progressTexts, visitTexts });

export function loader() {
  return {
    updates: getProgressUpdates(),
  };
}

export const meta: Route.MetaFunction = () => {
  const { feedWords, progressPage } = progressContent(words);
  const { pageLanguage } = languageContent(words);
  return [
    ...getMeta(words, {
      title: progressPage.meta.title,
      description: progressPage.meta.description,
      path: href("/progress"),
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: feedWords.title,
      href: progressFeedPath(pageLanguage),
    },
  ];
};

/** Is it really being built? Every monthly update, newest first, with each tower's bar and the RERA registration. */
export default function Progress({ loaderData }: Route.ComponentProps) {
  const { updates } = loaderData;
  const { progressPage } = progressContent(words);
  const [latest] = updates;
  return (
    <ContentProvider words={words}>
      <div className="bg-sand-50 pt-24 pb-16 md:pt-28">
        <div className="container-page">
          <PageHeader eyebrow={progressPage.eyebrow} heading={progressPage.heading} intro={progressPage.intro} />
          <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start lg:gap-12">
            {/* Held in view beside the updates; as tall as the screen at most, scrolling within, so its end is reachable. */}
            <div className="lg:sticky lg:top-28 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto">
              {latest && <ProgressSummary latest={latest} />}
            </div>
            <section aria-labelledby="progress-updates-heading">
              <h2 id="progress-updates-heading" className="mb-6 font-display text-2xl text-brand-900">
                {progressPage.updatesHeading}
              </h2>
              <UpdateList updates={updates} />
            </section>
          </div>
          <section aria-labelledby="progress-visit-heading" className="mx-auto mt-16 max-w-3xl">
            <SectionHeading
              id="progress-visit-heading"
              title={progressPage.visit.heading}
              text={progressPage.visit.text}
            />
            <div className="mt-6">
              <DirectContactOptions />
            </div>
          </section>
        </div>
      </div>
    </ContentProvider>
  );
}
