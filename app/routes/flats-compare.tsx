import { href } from "react-router";
import { flats, priceList } from "@content/flats";
import { floorPlans } from "@content/floor-plans";
import { paymentPlan } from "@content/payment-plan";
import { getLatestProgressUpdate } from "@content/progress.server";
import { DirectContactOptions } from "~/features/enquiry/direct-contact-options";
import { CompareFlats } from "~/features/flats/compare-flats";
import { t } from "~/features/flats/texts";
import { getMeta } from "~/utils/seo";
import type { Route } from "./+types/flats-compare";

export const meta: Route.MetaFunction = () =>
  getMeta({ title: t.compare.title, description: t.compare.description, path: href("/flats/compare") });

// Each tower's stage in the newest progress update, for what is due now on each flat.
export function loader() {
  const { towers } = getLatestProgressUpdate();
  return { towerStages: Object.fromEntries(towers.map(({ tower, stage }) => [tower, stage])) };
}

/** Up to three flats side by side; the URL (?units=…) holds the choice. */
export default function FlatsCompare({ loaderData }: Route.ComponentProps) {
  return (
    <div className="bg-sand-50 pt-24 pb-16 md:pt-28">
      <div className="container-page max-w-5xl">
        <header className="text-center">
          <h1 className="font-display text-heading text-brand-900">{t.compare.heading}</h1>
          <p className="mt-4 text-lg text-muted">{t.compare.intro}</p>
        </header>
        <div className="mt-8">
          <CompareFlats
            flats={flats}
            plans={floorPlans}
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
  );
}
