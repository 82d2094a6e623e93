/**
 * What every page runs in the browser, whatever else it has: the header, language links, scroll-to-top button and
 * reveals (app/components/layout/layout-script.ts), the enquiry queue (kept enquiries sent, campaign parameters
 * kept) and the service worker's registration. Plain script, no React, so a page with nothing else to use ships only
 * this (docs/decisions/0024-islands.md). The layout starts it after the first paint (app/shells/layout/SiteScript.astro).
 */
import { startLayoutScript } from "#app/components/layout/layout-script.ts";
import { startEnquiryQueue } from "#app/features/enquiry/enquiry-background-sync.ts";
import { registerServiceWorkerWhenIdle } from "#app/features/offline/service-worker-registration.ts";

let started = false;

export function startSiteScript() {
  if (started) return;
  started = true;
  startEnquiryQueue();
  registerServiceWorkerWhenIdle();
  startLayoutScript();
  // Conversion tracking and its consent panel, once the page is idle; only where some tracking id is set.
  if (import.meta.env.TRACKING_ON)
    (window.requestIdleCallback ?? window.setTimeout)(
      () => void import("#app/features/tracking/tracking-script.ts").then((tracking) => tracking.startTracking()),
    );
}
