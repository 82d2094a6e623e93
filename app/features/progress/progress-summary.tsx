import { lastUpdated, progressPage } from "@content/progress";
import type { ProgressUpdate } from "@content/progress.server";
import { site } from "@content/site";
import { contact } from "@content/ui";
import { Icon } from "~/components/ui/icon";
import { ReraQrCode } from "~/components/ui/rera-qr-code";
import { progressFeedPath } from "~/utils/paths";
import { TowerProgressBar } from "./tower-progress-bar";

/**
 * Where the towers stand (the newest update's bars and its date), the project's RERA registration with a
 * link to the authority, and the feed of the updates.
 */
export function ProgressSummary({ latest }: { latest: ProgressUpdate }) {
  const { rera } = site;
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
      <section aria-labelledby="progress-rera-heading" className="rounded-2xl bg-brand-900 p-6 text-brand-50">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id="progress-rera-heading" className="flex items-center gap-2 font-display text-xl text-white">
              <Icon name="shield-check" className="size-5 text-gold-300" />
              {progressPage.rera.heading}
            </h2>
            <p className="mt-2 font-mono text-lg font-semibold tracking-wide text-gold-300">{rera.number}</p>
          </div>
          <ReraQrCode className="shrink-0" />
        </div>
        <p className="mt-2 text-sm leading-relaxed text-brand-100">{progressPage.rera.text}</p>
        <a
          href={rera.registrationUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex items-center gap-2 font-semibold text-white underline underline-offset-4 hover:text-gold-300"
        >
          {progressPage.rera.link} <span className="sr-only">{contact.newTab}</span>
        </a>
      </section>
      <p>
        <a
          href={progressFeedPath}
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
