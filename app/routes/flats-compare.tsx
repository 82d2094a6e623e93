import { href } from "react-router";
import { flats, priceList } from "@content/flats";
import { floorPlansContent } from "@content/floor-plans";
import enquiry from "@content/generated/enquiry";
import flatTexts from "@content/generated/flat-texts";
import floorPlans from "@content/generated/floor-plans";
import progressTexts from "@content/generated/progress-texts";
import { paymentPlan } from "@content/payment-plan";
import { getLatestProgressUpdate } from "@content/progress.server";
import { CompareFlats } from "~/features/flats/compare-flats";
import { flatTextsContent } from "~/features/flats/texts";
import { ComparePage } from "~/pages/flats-compare";
import { pageWords } from "~/utils/layout-words";
import { getMeta } from "~/utils/seo";
import { ContentProvider } from "~/utils/use-content";
import type { Route } from "./+types/flats-compare";

/** The words of this page's parts, beside those of every page (app/root.tsx). */
const words = pageWords({ enquiry, flatTexts, floorPlans, progressTexts });

export const meta: Route.MetaFunction = () => {
  const { t } = flatTextsContent(words);
  return getMeta(words, {
    title: t.compare.title,
    description: t.compare.description,
    path: href("/flats/compare"),
  });
};

// Each tower's stage in the newest progress update, for what is due now on each flat.
export function loader() {
  const { towers } = getLatestProgressUpdate();
  return {
    towerStages: Object.fromEntries(towers.map(({ tower, stage }) => [tower, stage])),
  };
}

export default function FlatsCompare({ loaderData }: Route.ComponentProps) {
  return (
    <ContentProvider words={words}>
      <ComparePage
        compare={
          <CompareFlats
            flats={flats}
            plans={floorPlansContent(words).floorPlans}
            prices={priceList}
            paymentPlan={paymentPlan}
            towerStages={loaderData.towerStages}
          />
        }
      />
    </ContentProvider>
  );
}
