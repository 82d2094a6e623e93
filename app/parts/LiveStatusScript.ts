import { startLiveStatuses } from "#app/features/flats/live-status-script.ts";

/**
 * A flat's live status on its page, plain script started after the first paint (the page's other islands start
 * when near the screen): app/features/flats/live-status-script.ts.
 */
export function LiveStatusScript({ builtAsOf, locale }: { builtAsOf: string; locale: string }) {
  startLiveStatuses(builtAsOf, locale);
}
LiveStatusScript.plainScript = true;
