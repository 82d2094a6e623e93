import { href } from "react-router";
import { flats, priceList } from "@content/flats";
import { floorPlans } from "@content/floor-plans";
import { DirectContactOptions } from "~/features/enquiry/direct-contact-options";
import { CompareFlats } from "~/features/flats/compare-flats";
import { t } from "~/features/flats/texts";
import { getMeta } from "~/utils/seo";
import type { Route } from "./+types/flats-compare";

export const meta: Route.MetaFunction = () =>
  getMeta({ title: t.compare.title, description: t.compare.description, path: href("/flats/compare") });

/** Up to three flats side by side; the URL (?units=…) holds the choice. */
export default function FlatsCompare() {
  return (
    <div className="bg-sand-50 pt-24 pb-16 md:pt-28">
      <div className="container-page max-w-5xl">
        <header className="text-center">
          <h1 className="font-display text-heading text-brand-900">{t.compare.heading}</h1>
          <p className="mt-4 text-lg text-muted">{t.compare.intro}</p>
        </header>
        <div className="mt-8">
          <CompareFlats flats={flats} plans={floorPlans} prices={priceList} />
        </div>
        <div className="mt-12">
          <DirectContactOptions />
        </div>
      </div>
    </div>
  );
}
