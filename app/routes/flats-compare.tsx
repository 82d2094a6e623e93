import { href } from "react-router";
import { flats, priceList } from "@content/flats";
import { floorPlansContent } from "@content/floor-plans";
import enquiry from "@content/generated/enquiry";
import flatTexts from "@content/generated/flat-texts";
import floorPlans from "@content/generated/floor-plans";
import progressTexts from "@content/generated/progress-texts";
import { paymentPlan } from "@content/payment-plan";
import { getLatestProgressUpdate } from "@content/progress.server";
import { DirectContactOptions } from "~/features/enquiry/direct-contact-options";
import { CompareFlats } from "~/features/flats/compare-flats";
import { flatTextsContent } from "~/features/flats/texts";
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

/** Up to three flats side by side; the URL (?units=…) holds the choice. */
export default function FlatsCompare({ loaderData }: Route.ComponentProps) {
  const { t } = flatTextsContent(words);
  return (
    <ContentProvider words={words}>
      <div className="bg-sand-50 pt-24 pb-16 md:pt-28">
        <div className="container-page max-w-5xl">
          <header className="text-center">
            <h1 className="font-display text-heading text-brand-900">{t.compare.heading}</h1>
            <p className="mt-4 text-lg text-muted">{t.compare.intro}</p>
          </header>
          <div className="mt-8">
            <CompareFlats
              flats={flats}
              plans={floorPlansContent(words).floorPlans}
              prices={priceList}
              paymentPlan={paymentPlan}
              towerStages={loaderData.towerStages}
            />
          </div>
          <div className="mt-12">
            <DirectContactOptions />
          </div>
        </div>
      </div>
    </ContentProvider>
  );
}
