import { href } from "react-router";
import { flats, inventoryUpdated, priceList } from "@content/flats";
import { floorPlansContent } from "@content/floor-plans";
import enquiry from "@content/generated/enquiry";
import flatTexts from "@content/generated/flat-texts";
import floorPlans from "@content/generated/floor-plans";
import notFoundWords from "@content/generated/not-found";
import possessionTexts from "@content/generated/possession-texts";
import progressTexts from "@content/generated/progress-texts";
import visitTexts from "@content/generated/visit-texts";
import { navigationContent } from "@content/navigation";
import { notFoundContent } from "@content/not-found";
import { languageContent } from "@content/page-language";
import { paymentPlan } from "@content/payment-plan";
import { possessionOf } from "@content/possession";
import { progressContent } from "@content/progress";
import { getLatestProgressUpdate } from "@content/progress.server";
import { Icon } from "~/components/ui/icon";
import { IconLink } from "~/components/ui/icon-link";
import { EnquirySlot } from "~/features/enquiry/enquiry-slot";
import { submitVisitBooking } from "~/features/enquiry/submit-enquiry";
import { buildCostSheet } from "~/features/flats/cost-sheet";
import { CostSheetNotes, CostSheetTable } from "~/features/flats/cost-sheet-table";
import { EmiCalculator } from "~/features/flats/emi-calculator";
import { FlatActions } from "~/features/flats/flat-actions";
import { FlatDetails, FlatStatusNotice } from "~/features/flats/flat-details";
import { planOf, similarAvailable } from "~/features/flats/flat-model";
import { FlatNotFound } from "~/features/flats/flat-not-found";
import { fill } from "~/features/flats/money";
import { buildPaymentSchedule } from "~/features/flats/payment-schedule";
import { PaymentScheduleTable } from "~/features/flats/payment-schedule-table";
import { StatusBadge } from "~/features/flats/status-badge";
import { flatTextsContent } from "~/features/flats/texts";
import { PossessionDates } from "~/features/progress/possession-dates";
import { TowerProgressBar } from "~/features/progress/tower-progress-bar";
import { SiteVisitSection } from "~/features/site-visit/site-visit-section";
import { cn } from "~/utils/cn";
import { pageWords } from "~/utils/layout-words";
import { flatPath } from "~/utils/paths";
import { isRedirect } from "~/utils/route-data";
import { getMeta, pageUrl } from "~/utils/seo";
import { ContentProvider } from "~/utils/use-content";
import type { Route } from "./+types/flat";

/** The words of this page's parts, beside those of every page (app/root.tsx). */
const words = pageWords({
  enquiry,
  flatTexts,
  floorPlans,
  notFound: notFoundWords,
  possessionTexts,
  progressTexts,
  visitTexts,
});

// One pre-rendered page per flat of content/flats.yaml (app/page-registry.ts); the cost sheet is worked out at
// build time, so the page carries its figures and not the price list.
export function loader({ params }: Route.LoaderArgs) {
  const { floorPlans } = floorPlansContent(words);
  const flat = flats.find((each) => each.unit === params.unit);
  if (!flat) return { flat: null } as const;
  const plan = planOf(flat, floorPlans);
  const progress = getLatestProgressUpdate();
  const tower = progress.towers.find((each) => each.tower === flat.tower)!;
  const sheet = priceList.showPrices ? buildCostSheet(flat, plan, priceList) : null;
  return {
    flat,
    plan,
    sheet,
    schedule: buildPaymentSchedule(paymentPlan, tower.stage, sheet),
    gst: priceList.gst,
    similar: flat.status === "available" ? [] : similarAvailable(flat, flats, floorPlans),
    similarPlans: floorPlans.filter((each) => flats.some((other) => other.plan === each.id)),
    updated: inventoryUpdated,
    possession: possessionOf(flat.tower),
    towerProgress: {
      tower,
      date: progress.date,
      isoDate: progress.isoDate,
    },
  };
}

// A unit that was not pre-rendered has no data file: show the not-found view (flats/404.html). A redirect passes
// on (app/utils/route-data.ts).
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (isRedirect(error)) throw error;
    return { flat: null } as const;
  }
}

export const meta: Route.MetaFunction = ({ data }) => {
  const { flatFacts, format, t } = flatTextsContent(words);
  if (!data?.flat) {
    return getMeta(words, {
      title: notFoundContent(words).notFound.meta.title,
      description: t.flat.notFoundText,
      path: "/flats/404",
      noindex: true,
    });
  }
  const { flat, plan } = data;
  const facts = flatFacts(flat, plan);
  const values = {
    unit: flat.unit,
    bhk: facts.bhk,
    facing: facts.facing,
    floor: flat.floor,
    carpet: format.sqft(plan.details.carpetArea),
  };
  return getMeta(words, {
    title: fill(t.flat.title, values),
    description: fill(t.flat.description, values),
    path: flatPath(flat.unit),
    shareImage: { image: plan.image, alt: fill(t.flat.planAlt, { unit: flat.unit }) },
  });
};

export default function FlatPage({ loaderData }: Route.ComponentProps) {
  const { flatFacts, format, formatDate, t } = flatTextsContent(words);
  const { localePath, pageLanguage } = languageContent(words);
  const { approvalsLink } = navigationContent(words);
  const { lastUpdated } = progressContent(words);
  if (!loaderData.flat) {
    return (
      <ContentProvider words={words}>
        <FlatNotFound listHref={href("/flats")} />
      </ContentProvider>
    );
  }
  const { flat, plan, sheet, schedule, gst, similar, similarPlans, updated, possession, towerProgress } = loaderData;
  const facts = flatFacts(flat, plan);
  const price = sheet ? `${format.rupees(sheet.total)} (${format.lakhs(sheet.total)})` : t.flat.priceOnRequest;
  return (
    <ContentProvider words={words}>
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
            <p className="mt-2 flex flex-wrap items-center gap-3 text-lg text-muted print:text-sm">
              <span>{[facts.bhk, facts.facing, facts.floor].join(" · ")}</span>
              <StatusBadge status={flat.status} />
            </p>
            {/* A printed sheet names the project, its address and its date: the site's header is not printed. */}
            <p className="hidden print:mt-1 print:block print:text-[10px]">
              {fill(t.flat.printLine, { url: pageUrl(flatPath(flat.unit), pageLanguage), date: formatDate(updated) })}
            </p>
          </header>
          <FlatStatusNotice flat={flat} similar={similar} plans={similarPlans} />
          <FlatDetails flat={flat} plan={plan} />
          <PrintedCard id="cost-sheet-heading" heading={t.costSheet.heading}>
            {sheet ? (
              <div className="mt-4 print:mt-1">
                <CostSheetTable sheet={sheet} unit={flat.unit} />
                <CostSheetNotes gst={gst} />
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
          <FlatActions
            unit={flat.unit}
            price={price}
            url={pageUrl(flatPath(flat.unit), pageLanguage)}
            compareHref={`${href("/flats/compare")}?units=${flat.unit}`}
          />
          {sheet && (
            <div className="print:hidden">
              <EmiCalculator loanableCost={sheet.loanableCost} allInTotal={sheet.total} homeLoan={priceList.homeLoan} />
            </div>
          )}
          <SiteVisitSection
            page="flat"
            flat={{ unit: flat.unit, price, total: sheet?.total }}
            submit={submitVisitBooking}
          />
          <section id="enquire" aria-labelledby="flat-enquire-heading" className="print:hidden">
            <h2 id="flat-enquire-heading" className="font-display text-2xl text-brand-900">
              {t.flat.enquireHeading}
            </h2>
            <p className="mt-2 mb-5 text-muted">{t.flat.enquireText}</p>
            <EnquirySlot page="flat" onSubmitted="redirect" flat={{ unit: flat.unit, price, total: sheet?.total }} />
          </section>
        </article>
      </div>
    </ContentProvider>
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
