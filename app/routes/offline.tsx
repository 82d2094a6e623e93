import { offline } from "@content/offline";
import { OfflineNotice } from "~/features/offline/offline-notice";
import { getMeta } from "~/utils/seo";
import type { Route } from "./+types/offline";

// No loader, and no hydration (app/page-registry.ts): the service worker serves this page at the
// address of any page that could not be loaded (docs/decisions/0020-offline-service-worker.md).
export const meta: Route.MetaFunction = () =>
  getMeta({
    title: offline.meta.title,
    description: offline.meta.description,
    path: "/offline",
    noindex: true,
  });

export default function Offline() {
  return <OfflineNotice />;
}
