import { href } from "react-router";
import enquiry from "@content/generated/enquiry";
import nri from "@content/generated/nri";
import visitTexts from "@content/generated/visit-texts";
import { nriContent } from "@content/nri";
import { submitVisitBooking } from "~/features/enquiry/submit-enquiry";
import { SiteVisitSection } from "~/features/site-visit/site-visit-section";
import { NriPage } from "~/pages/nri";
import { pageWords } from "~/utils/layout-words";
import { getMeta } from "~/utils/seo";
import { ContentProvider } from "~/utils/use-content";
import type { Route } from "./+types/nri";

/** The words of this page's parts, beside those of every page (app/root.tsx). */
const words = pageWords({ enquiry, nri, visitTexts });

export const meta: Route.MetaFunction = () => {
  const { nriPage } = nriContent(words);
  return getMeta(words, {
    title: nriPage.meta.title,
    description: nriPage.meta.description,
    path: href("/nri"),
  });
};

export default function Nri() {
  const { nriPage } = nriContent(words);
  return (
    <ContentProvider words={words}>
      <NriPage
        visit={
          <SiteVisitSection
            page="nri"
            defaultMode="video"
            words={nriPage.visit}
            submit={submitVisitBooking}
            className="container-page mt-14 scroll-mt-24"
          />
        }
      />
    </ContentProvider>
  );
}
