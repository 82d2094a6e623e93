import { href } from "react-router";
import { flats, inventoryUpdated } from "@content/flats";
import { floorPlansContent } from "@content/floor-plans";
import enquiry from "@content/generated/enquiry";
import flatTexts from "@content/generated/flat-texts";
import floorPlans from "@content/generated/floor-plans";
import visitTexts from "@content/generated/visit-texts";
import { AvailabilityGrid } from "~/features/flats/availability-grid";
import { flatTextsContent } from "~/features/flats/texts";
import { FlatsPage } from "~/pages/flats";
import { pageWords } from "~/utils/layout-words";
import { getMeta } from "~/utils/seo";
import { ContentProvider } from "~/utils/use-content";
import type { Route } from "./+types/flats";

/** The words of this page's parts, beside those of every page (app/root.tsx). */
const words = pageWords({ enquiry, flatTexts, floorPlans, visitTexts });

export const meta: Route.MetaFunction = () => {
  const { t } = flatTextsContent(words);
  return getMeta(words, {
    title: t.list.title,
    description: t.list.description,
    path: href("/flats"),
  });
};

export default function Flats() {
  return (
    <ContentProvider words={words}>
      <FlatsPage
        grid={<AvailabilityGrid flats={flats} plans={floorPlansContent(words).floorPlans} updated={inventoryUpdated} />}
      />
    </ContentProvider>
  );
}
