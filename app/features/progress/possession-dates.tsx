import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/utils/cn.ts";
import { longDate } from "#app/utils/long-date.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { possessionContent } from "#content/possession.ts";
import { progressContent } from "#content/progress.ts";
import type { TowerPossession } from "#content/schema.ts";
import { visitsContent } from "#content/visits.ts";

type Props = {
  /** The towers to show: every tower on /progress, a flat's own on its page. */
  towers: readonly TowerPossession[];
  headingId: string;
  /** Shown under the heading, above the dates: a flat's page puts its tower's progress there. */
  children?: React.ReactNode;
  className?: string;
};

/**
 * When the keys are handed over, per tower: the date in the RERA registration and the builder's target
 * (content/possession.yaml), and, folded in a native <details> that opens without script, what section 18 of
 * the RERA Act gives the buyer if that date slips (content/en/possession-texts.yaml).
 */
export function PossessionDates({ towers, headingId, children, className }: Props) {
  const { possessionWords } = useContent(possessionContent);
  const { towerWords } = useContent(progressContent);
  const { dateWords } = useContent(visitsContent);
  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 print:break-inside-avoid", className)}
      data-possession
    >
      <h2 id={headingId} className="font-display text-2xl text-brand-900 print:text-base">
        {possessionWords.heading}
      </h2>
      {children}
      <dl className="mt-4 space-y-4">
        {towers.map((tower) => (
          <div key={tower.tower} data-tower={tower.tower}>
            {/* One tower (a flat's page): its name is on the bar above, so only screen readers hear it again. */}
            <dt className={cn("font-bold text-brand-900", towers.length === 1 && "sr-only")}>
              {towerWords.name(tower.tower)}
            </dt>
            <dd className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              <span className="text-muted">{possessionWords.committed}</span>
              <time dateTime={tower.committed} className="text-right font-semibold text-brand-900" data-committed>
                {longDate(tower.committed, dateWords)}
              </time>
              <span className="text-muted">{possessionWords.target}</span>
              <time dateTime={tower.target} className="text-right font-semibold text-brand-900" data-target>
                {longDate(tower.target, dateWords)}
              </time>
            </dd>
          </div>
        ))}
      </dl>
      <details className="group mt-5 border-t border-sand-200 pt-4">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 font-semibold text-brand-800 [&::-webkit-details-marker]:hidden">
          {possessionWords.lateHeading}
          <Icon name="chevron-down" className="size-5 text-gold-600 transition-transform group-open:rotate-180" />
        </summary>
        <div className="mt-2 space-y-2 text-sm leading-relaxed text-ink">
          {possessionWords.late.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p className="text-muted" data-sources>
            {possessionWords.sourcesLabel}{" "}
            {possessionWords.sources.map((source, index) => (
              <span key={source.id}>
                {index > 0 && "; "}
                <a href={source.url} className="underline underline-offset-2 hover:text-brand-800">
                  {source.name}
                </a>
              </span>
            ))}
          </p>
        </div>
      </details>
    </section>
  );
}
