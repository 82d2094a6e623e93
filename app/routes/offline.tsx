import offlineWords from "@content/generated/offline";
import { offlineContent } from "@content/offline";
import { OfflineNotice } from "~/features/offline/offline-notice";
import { pageWords } from "~/utils/layout-words";
import { getMeta } from "~/utils/seo";
import { ContentProvider } from "~/utils/use-content";
import type { Route } from "./+types/offline";

/** The words of this page, beside those of every page. */
const words = pageWords({ offline: offlineWords });
const { offline } = offlineContent(words);

// No loader, and no hydration (app/page-registry.ts): the service worker serves this page at the
// address of any page that could not be loaded (docs/decisions/0020-offline-service-worker.md).
export const meta: Route.MetaFunction = () =>
  getMeta(words, {
    title: offline.meta.title,
    description: offline.meta.description,
    path: "/offline",
    noindex: true,
  });

export default function Offline() {
  return (
    <ContentProvider words={words}>
      <OfflineNotice />
    </ContentProvider>
  );
}
