/**
 * Which tools content/tracking.yaml switches on, and the hosts each loads from, posts to and frames
 * (docs/decisions/0026-consent-first-tracking.md). An empty id leaves its tool out: nothing of it loads and its
 * hosts stay out of the Content-Security-Policy (hosting/headers.ts).
 *
 * Imports by relative path only: vite.config.ts and hosting/headers.ts load this outside Vite's aliases.
 */
import { type TrackingIds, trackingTools } from "#content/tracked-data.ts";

export type { TrackingIds } from "#content/tracked-data.ts";
/** Google Analytics 4 and HubSpot with measurement consent, Google Ads and the Meta Pixel with advertising consent. */
export { trackingTools };

/** Whether any tool is on: only then does a page show the consent panel and load its code. */
export function trackingIsOn(ids: TrackingIds): boolean {
  return Object.values(trackingTools(ids)).some(Boolean);
}

export type TrackingHosts = { script: string[]; connect: string[]; image: string[]; frame: string[] };

/** The hosts the switched-on tools need, by CSP directive, each once. */
export function trackingHosts(ids: TrackingIds): TrackingHosts {
  const tools = trackingTools(ids);
  const hosts: TrackingHosts = { script: [], connect: [], image: [], frame: [] };
  const add = (more: Partial<TrackingHosts>) => {
    for (const [directive, list] of Object.entries(more) as [keyof TrackingHosts, string[]][])
      for (const host of list) if (!hosts[directive].includes(host)) hosts[directive].push(host);
  };
  // Hosts by wildcard where a tool uses several of one company's: the policy must stay within the 2,000 characters
  // a CDN's header line allows (scripts/server/headers-file.ts).
  // The Google tag (gtag.js) serves Analytics and Ads alike.
  if (tools.analytics || tools.googleAds)
    add({ script: ["https://*.googletagmanager.com"], connect: ["https://*.googletagmanager.com"] });
  if (tools.analytics)
    add({
      connect: ["https://*.google-analytics.com", "https://*.analytics.google.com"],
      image: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
    });
  if (tools.googleAds)
    add({
      script: ["https://www.googleadservices.com", "https://www.google.com"],
      connect: ["https://*.google.com", "https://*.doubleclick.net"],
      image: ["https://*.google.com", "https://*.google.co.in", "https://*.doubleclick.net"],
      frame: ["https://*.doubleclick.net", "https://*.googletagmanager.com"],
    });
  if (tools.metaPixel)
    add({
      script: ["https://connect.facebook.net"],
      connect: ["https://*.facebook.com"],
      image: ["https://*.facebook.com"],
    });
  // HubSpot's loader (js[-region].hs-scripts.com) and its analytics script. Not its cookie banner, ads pixel or
  // collected forms, which a portal may switch on: the site has its own consent panel, reports ads conversions only
  // with advertising consent, and sends its forms itself; the policy keeps them out.
  if (tools.hubspot)
    add({
      script: ["https://*.hs-scripts.com", "https://*.hs-analytics.net"],
      connect: ["https://*.hubspot.com"],
      image: ["https://*.hubspot.com"],
    });
  return hosts;
}
