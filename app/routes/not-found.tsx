import notFoundWords from "@content/generated/not-found";
import { notFoundContent } from "@content/not-found";
import { NotFoundPage } from "~/pages/not-found";
import { pageWords } from "~/utils/layout-words";
import { getMeta } from "~/utils/seo";
import { ContentProvider } from "~/utils/use-content";
import type { Route } from "./+types/not-found";

/** The words of this page, beside those of every page. */
const words = pageWords({ notFound: notFoundWords });
const { notFound } = notFoundContent(words);

// No loader: with ssr: false this route is pre-rendered once and written out as 404.html.
export const meta: Route.MetaFunction = () =>
  getMeta(words, {
    title: notFound.meta.title,
    description: notFound.meta.description,
    path: "/404",
    noindex: true,
  });

export default function NotFound() {
  return (
    <ContentProvider words={words}>
      <NotFoundPage />
    </ContentProvider>
  );
}
