import { href } from "react-router";
import { priceList } from "@content/flats";
import { floorPlansContent } from "@content/floor-plans";
import enquiry from "@content/generated/enquiry";
import flatTexts from "@content/generated/flat-texts";
import floorPlans from "@content/generated/floor-plans";
import notFoundWords from "@content/generated/not-found";
import possessionTexts from "@content/generated/possession-texts";
import progressTexts from "@content/generated/progress-texts";
import visitTexts from "@content/generated/visit-texts";
import { notFoundContent } from "@content/not-found";
import { languageContent } from "@content/page-language";
import { EnquirySlot } from "~/features/enquiry/enquiry-slot";
import { submitVisitBooking } from "~/features/enquiry/submit-enquiry";
import { EmiCalculator } from "~/features/flats/emi-calculator";
import { FlatActions } from "~/features/flats/flat-actions";
import { FlatNotFound } from "~/features/flats/flat-not-found";
import { fill } from "~/features/flats/money";
import { flatTextsContent } from "~/features/flats/texts";
import { SiteVisitSection } from "~/features/site-visit/site-visit-section";
import { FlatPage, priceLine } from "~/pages/flat";
import { flatPageData } from "~/pages/flat-data.server";
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
  return flatPageData(params.unit, floorPlansContent(words).floorPlans);
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

export default function Flat({ loaderData }: Route.ComponentProps) {
  const texts = flatTextsContent(words);
  const { pageLanguage } = languageContent(words);
  if (!loaderData.flat) {
    return (
      <ContentProvider words={words}>
        <FlatNotFound listHref={href("/flats")} />
      </ContentProvider>
    );
  }
  const { flat, sheet } = loaderData;
  const price = priceLine(sheet, texts);
  const forFlat = { unit: flat.unit, price, total: sheet?.total };
  return (
    <ContentProvider words={words}>
      <FlatPage
        data={loaderData}
        actions={
          <FlatActions
            unit={flat.unit}
            price={price}
            url={pageUrl(flatPath(flat.unit), pageLanguage)}
            compareHref={`${href("/flats/compare")}?units=${flat.unit}`}
          />
        }
        emi={
          sheet && (
            <EmiCalculator loanableCost={sheet.loanableCost} allInTotal={sheet.total} homeLoan={priceList.homeLoan} />
          )
        }
        visit={<SiteVisitSection page="flat" flat={forFlat} submit={submitVisitBooking} />}
        enquiry={<EnquirySlot page="flat" onSubmitted="redirect" flat={forFlat} />}
      />
    </ContentProvider>
  );
}
