import { href } from "react-router";
import enquiry from "@content/generated/enquiry";
import possessionTexts from "@content/generated/possession-texts";
import progressTexts from "@content/generated/progress-texts";
import visitTexts from "@content/generated/visit-texts";
import { languageContent } from "@content/page-language";
import { progressContent } from "@content/progress";
import { getProgressUpdates } from "@content/progress.server";
import { UpdateList } from "~/features/progress/update-list";
import { ProgressPage } from "~/pages/progress";
import { pageWords } from "~/utils/layout-words";
import { progressFeedPath } from "~/utils/paths";
import { getMeta } from "~/utils/seo";
import { ContentProvider } from "~/utils/use-content";
import type { Route } from "./+types/progress";

/** The words of this page's parts, beside those of every page (app/root.tsx). */
const words = pageWords({ enquiry, possessionTexts, progressTexts, visitTexts });

export function loader() {
  return {
    updates: getProgressUpdates(),
  };
}

export const meta: Route.MetaFunction = () => {
  const { feedWords, progressPage } = progressContent(words);
  const { pageLanguage } = languageContent(words);
  return [
    ...getMeta(words, {
      title: progressPage.meta.title,
      description: progressPage.meta.description,
      path: href("/progress"),
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: feedWords.title,
      href: progressFeedPath(pageLanguage),
    },
  ];
};

export default function Progress({ loaderData }: Route.ComponentProps) {
  const { updates } = loaderData;
  return (
    <ContentProvider words={words}>
      <ProgressPage latest={updates[0]} updateList={<UpdateList updates={updates} />} />
    </ContentProvider>
  );
}
