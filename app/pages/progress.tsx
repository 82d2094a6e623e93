import type { ReactNode } from "react";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { DirectContactOptions } from "#app/features/enquiry/direct-contact-options.tsx";
import { ProgressSummary } from "#app/features/progress/progress-summary.tsx";
import { useContent } from "#app/utils/use-content.tsx";
import type { ProgressUpdate } from "#content/progress.server.ts";
import { progressContent } from "#content/progress.ts";

/**
 * Is it really being built? Every monthly update, newest first (`updateList`, which opens their photos), with each
 * tower's bar and the RERA registration.
 */
export function ProgressPage({ latest, updateList }: { latest: ProgressUpdate | undefined; updateList?: ReactNode }) {
  const { progressPage } = useContent(progressContent);
  return (
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
            {updateList}
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
  );
}
