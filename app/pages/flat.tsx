import type { ReactNode } from "react";
import { IconLink } from "#app/components/ui/icon-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { CostSheetNotes, CostSheetTable } from "#app/features/flats/cost-sheet-table.tsx";
import { FlatDetails, FlatStatusNotice } from "#app/features/flats/flat-details.tsx";
import { formatAsOf } from "#app/features/flats/live-statuses.ts";
import { PaymentScheduleTable } from "#app/features/flats/payment-schedule-table.tsx";
import { PriceListLine } from "#app/features/flats/price-list-line.tsx";
import { StatusBadge, StatusBadges } from "#app/features/flats/status-badge.tsx";
import { useFlatTexts } from "#app/features/flats/texts.ts";
import { HoldLink } from "#app/features/hold/hold-link.tsx";
import { PossessionDates } from "#app/features/progress/possession-dates.tsx";
import { TowerProgressBar } from "#app/features/progress/tower-progress-bar.tsx";
import { cn } from "#app/utils/cn.ts";
import { flatPath, href, quotationPath } from "#app/utils/paths.ts";
import { pageUrl } from "#app/utils/seo.ts";
import { navigationContent } from "#app/utils/site-links.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { fill } from "#content/money.ts";
import { languageContent } from "#content/page-language.ts";
import { progressContent } from "#content/progress.ts";
import type { FlatPageData } from "./flat-data.server";

/** A flat's price as its page and its forms give it: the all-in total, or "Price on request". */
export function priceLine(sheet: FlatPageData["sheet"], { format, t }: ReturnType<typeof useFlatTexts>): string {
  return sheet ? `${format.rupees(sheet.total)} (${format.lakhs(sheet.total)})` : t.flat.priceOnRequest;
}

type Slots = {
  /** Share, print, compare, its plan (app/features/flats/flat-actions.tsx). */
  actions?: ReactNode;
  /** The EMI calculator, where prices are shown. */
  emi?: ReactNode;
  /** The site-visit picker for this flat. */
  visit?: ReactNode;
  /** The enquiry form for this flat. */
  enquiry?: ReactNode;
};

/**
 * One flat: its facts, status, cost sheet and payment schedule, when its tower is handed over and how far it has
 * got, then its controls (`Slots`). Prints as a one-page sheet.
 */
export function FlatPage({ data, actions, emi, visit, enquiry }: { data: FlatPageData } & Slots) {
  const texts = useFlatTexts();
  const { flatFacts, formatDate, t } = texts;
  const { localePath, pageLanguage } = useContent(languageContent);
  const { approvalsLink } = useContent(navigationContent);
  const { lastUpdated } = useContent(progressContent);
  const { flat, plan, sheet, schedule, gst, similar, similarPlans, updated, possession, towerProgress } = data;
  const { holdAlternatives } = data;
  const { priceListDate } = data;
  const asOf = formatAsOf(updated, formatDate, pageLanguage.hreflang);
  const [beforeAsOf, afterAsOf] = t.flat.statusAsOf.split("{date}");
  const facts = flatFacts(flat, plan);
  return (
    <div className="bg-sand-50 pt-24 pb-16 md:pt-28 print:bg-white print:p-0 print:text-[11px]">
      <article
        className="container-page max-w-5xl space-y-8 print:max-w-none print:space-y-3 print:px-0"
        // A flat viewed, for conversion tracking (app/features/tracking/tracking-script.ts).
        data-track-view-item=""
        data-unit={flat.unit}
        data-value={sheet?.total}
      >
        <header>
          <a
            href={localePath(href("/flats"))}
            className="inline-flex items-center gap-2 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline print:hidden"
          >
            <Icon name="arrow-left" className="size-4" />
            {t.flat.backToList}
          </a>
          <h1 className="mt-3 font-display text-heading text-brand-900 print:mt-0 print:text-2xl">
            {fill(t.flat.heading, { unit: flat.unit })}
          </h1>
          {/* On a phone the facts, the status and its time each have a line, so that a live status, longer or
              shorter than the built one, moves nothing (live-status-script.ts). */}
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-lg text-muted print:text-sm">
            <span className="basis-full sm:basis-auto">{[facts.bhk, facts.facing, facts.floor].join(" · ")}</span>
            <StatusBadge status={flat.status} unit={flat.unit} />
            {/* When the status was read; the live statuses write their own time in it. */}
            <span className="basis-full text-sm sm:basis-auto">
              {beforeAsOf}
              <time data-live-as-of="" dateTime={updated}>
                {asOf}
              </time>
              {afterAsOf}
            </span>
            <StatusBadges />
          </p>
          {holdAlternatives && (
            <HoldLink
              target={{
                unit: flat.unit,
                price: priceLine(sheet, texts),
                ...(sheet && { total: sheet.total }),
                alternatives: holdAlternatives.map((other) => ({
                  unit: other.unit,
                  label: [other.unit, facts.bhk, fill(t.words.floor, { floor: other.floor })].join(" · "),
                })),
              }}
            />
          )}
          {/* A printed sheet names the project, its address and its date: the site's header is not printed. */}
          <p className="hidden print:mt-1 print:block print:text-[10px]">
            {fill(t.flat.printLine, { url: pageUrl(flatPath(flat.unit), pageLanguage), date: asOf })}
          </p>
        </header>
        <FlatStatusNotice flat={flat} similar={similar} plans={similarPlans} />
        <FlatDetails flat={flat} plan={plan} />
        <PrintedCard id="cost-sheet-heading" heading={t.costSheet.heading}>
          {sheet ? (
            <div className="mt-4 print:mt-1">
              <PriceListLine date={priceListDate} className="mb-3" />
              <CostSheetTable sheet={sheet} unit={flat.unit} />
              <CostSheetNotes gst={gst} />
              {/* A dated PDF of this sheet and the schedule, made at build time (scripts/build/brochure/quotation.ts). */}
              <p className="mt-4 print:hidden">
                <IconLink
                  href={localePath(quotationPath(flat.unit))}
                  icon="file-down"
                  download={fill(t.flat.quotationFile, { unit: flat.unit })}
                >
                  {t.flat.quotation}
                </IconLink>
              </p>
            </div>
          ) : (
            <div className="mt-4">
              <p className="font-display text-3xl text-brand-900">{t.flat.priceOnRequest}</p>
              <p className="mt-2 text-muted">{t.flat.priceOnRequestText}</p>
            </div>
          )}
        </PrintedCard>
        <PrintedCard id="schedule-heading" heading={t.schedule.heading} className="print:break-before-page">
          <p className="mt-2 text-muted print:hidden">{t.schedule.intro}</p>
          {sheet && <PriceListLine date={priceListDate} className="mt-2" />}
          <div className="mt-4 print:mt-1">
            <PaymentScheduleTable
              schedule={schedule}
              tower={flat.tower}
              asOf={towerProgress.date}
              gstPercent={sheet ? sheet.gst.basis.percent! : null}
            />
          </div>
        </PrintedCard>
        <PossessionDates towers={[possession]} headingId="flat-possession-heading" className="print:hidden">
          <div className="mt-4">
            <TowerProgressBar tower={towerProgress.tower} />
            <p className="mt-1 text-sm text-muted">
              <time dateTime={towerProgress.isoDate}>{lastUpdated(towerProgress.date)}</time>
            </p>
            <p className="mt-3">
              <IconLink href={localePath(approvalsLink.href)} icon="shield-check">
                {approvalsLink.label}
              </IconLink>
            </p>
          </div>
        </PossessionDates>
        {/* Each slot in an element of its own: an island is `display: contents`, and space-y spaces elements. */}
        <div>{actions}</div>
        {sheet && <div className="print:hidden">{emi}</div>}
        <div>{visit}</div>
        <section id="enquire" aria-labelledby="flat-enquire-heading" className="print:hidden">
          <h2 id="flat-enquire-heading" className="font-display text-2xl text-brand-900">
            {t.flat.enquireHeading}
          </h2>
          <p className="mt-2 mb-5 text-muted">{t.flat.enquireText}</p>
          {enquiry}
        </section>
      </article>
    </div>
  );
}

/** A white card of the flat's page that prints as plain text on the sheet: the cost sheet, the payment schedule. */
function PrintedCard({
  id,
  heading,
  className,
  children,
}: {
  id: string;
  heading: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 md:p-6 print:p-0 print:shadow-none print:ring-0",
        className,
      )}
    >
      <h2 id={id} className="font-display text-2xl text-brand-900 print:text-base">
        {heading}
      </h2>
      {children}
    </section>
  );
}
