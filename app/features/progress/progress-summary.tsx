import { Icon } from "#app/components/ui/icon.tsx";
import { ReraRegistration } from "#app/components/ui/rera-registration.tsx";
import { progressFeedPath } from "#app/utils/paths.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { languageContent } from "#content/page-language.ts";
import { possessionDates } from "#content/possession.ts";
import type { ProgressUpdate } from "#content/progress.server.ts";
import { progressContent } from "#content/progress.ts";
import { PossessionDates } from "./possession-dates";
import { TowerProgressBar } from "./tower-progress-bar";

/**
 * Where the towers stand (the newest update's bars and its date), when each is handed over, the project's RERA
 * registration with a link to the authority, and the feed of the updates.
 */
export function ProgressSummary({ latest }: { latest: ProgressUpdate }) {
  const { lastUpdated, progressPage } = useContent(progressContent);
  const { pageLanguage } = useContent(languageContent);
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="progress-towers-heading"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200"
      >
        <h2 id="progress-towers-heading" className="font-display text-2xl text-brand-900">
          {progressPage.towersHeading}
        </h2>
        <p className="mt-1 text-sm text-muted" data-progress-updated>
          <time dateTime={latest.isoDate}>{lastUpdated(latest.date)}</time>
        </p>
        <div className="mt-5 space-y-5">
          {latest.towers.map((tower) => (
            <TowerProgressBar key={tower.tower} tower={tower} />
          ))}
        </div>
      </section>
      <PossessionDates towers={possessionDates} headingId="progress-possession-heading" />
      <ReraRegistration headingId="progress-rera-heading" words={progressPage.rera} />
      <p>
        <a
          href={progressFeedPath(pageLanguage)}
          type="application/atom+xml"
          className="inline-flex items-center gap-2 font-semibold text-brand-800 underline underline-offset-4 hover:text-gold-700"
        >
          <Icon name="rss" className="size-4" />
          {progressPage.feedLink}
        </a>
      </p>
    </div>
  );
}
