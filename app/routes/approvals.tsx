import { href } from "react-router";
import { approvalsContent } from "@content/approvals";
import approvalsTexts from "@content/generated/approvals-texts";
import enquiry from "@content/generated/enquiry";
import possessionTexts from "@content/generated/possession-texts";
import progressTexts from "@content/generated/progress-texts";
import visitTexts from "@content/generated/visit-texts";
import { ApprovalsPage } from "~/pages/approvals";
import { pageWords } from "~/utils/layout-words";
import { getMeta } from "~/utils/seo";
import { ContentProvider } from "~/utils/use-content";
import type { Route } from "./+types/approvals";

/** The words of this page's parts, beside those of every page (app/root.tsx). */
const words = pageWords({ approvalsTexts, enquiry, possessionTexts, progressTexts, visitTexts });

export const meta: Route.MetaFunction = () => {
  const { approvalsPage } = approvalsContent(words);
  return getMeta(words, {
    title: approvalsPage.meta.title,
    description: approvalsPage.meta.description,
    path: href("/approvals"),
  });
};

export default function Approvals() {
  return (
    <ContentProvider words={words}>
      <ApprovalsPage />
    </ContentProvider>
  );
}
