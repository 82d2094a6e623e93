import { startLiveStatuses } from "#app/features/flats/live-status-script.ts";
import { fetchLiveStatuses } from "#app/features/flats/live-statuses.ts";

/**
 * A flat's live status on its page, plain script started after the first paint (the page's other islands start
 * when near the screen): app/features/flats/live-status-script.ts. It also opens the hold's dialog from the page's
 * "Hold this flat" link (app/features/hold/hold-link.tsx), whose code and words load only on the click (HoldDialog.tsx).
 */
export function LiveStatusScript({ builtAsOf, locale }: { builtAsOf: string; locale: string }) {
  startLiveStatuses(builtAsOf, locale);
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-hold]")) {
    // Once, however often the script is started.
    if (link.dataset.holdReady) continue;
    link.dataset.holdReady = "";
    link.addEventListener("click", (event) => {
      event.preventDefault();
      const readLive = (units: string[]) =>
        fetchLiveStatuses({ units, builtAsOf }).then((live) => live?.statuses ?? null);
      // Should the dialog's code not load (the connection gone), the link goes where it goes without script.
      void import("./HoldDialog")
        .then(({ openHoldDialog }) => openHoldDialog(link, readLive))
        .catch(() => false)
        .then((opened) => {
          if (!opened) location.hash = link.hash;
        });
    });
  }
}
LiveStatusScript.plainScript = true;
