/**
 * What the site's own tracking code (app/features/tracking/tags.ts) sends each measurement and advertising tool, as
 * the consent panel and the privacy policy tell a visitor. No imports: the content build reads it before content/
 * generated/ exists.
 */
/** The kinds of data, as a visitor can read them. */
export type TrackedData = "pages" | "events" | "flat" | "price" | "countedOnce" | "hashedEmail" | "hashedPhone";
export type TrackingTool = "analytics" | "googleAds" | "metaPixel" | "hubspot";

/**
 * What each tool receives from this site's code, which the consent panel and the privacy policy list
 * ({{receivedByGoogleAds}} and its kin, content/tokens.ts): tests/e2e/tracking.spec.ts records what the code sends
 * each tool and fails when it differs from this, so that what a visitor is told and what is sent cannot drift apart.
 */
export const TRACKED_DATA: Record<TrackingTool, readonly TrackedData[]> = {
  analytics: ["pages", "events", "flat", "price", "countedOnce"],
  googleAds: ["pages", "events", "price", "countedOnce", "hashedEmail", "hashedPhone"],
  metaPixel: ["pages", "events", "flat", "price", "countedOnce"],
  hubspot: ["pages"],
};

/** The tools by the names visitors know them by, and the consent item each belongs to. */
export const TRACKING_TOOLS: Record<TrackingTool, { name: string; item: "measurement" | "advertising" }> = {
  analytics: { name: "Google Analytics", item: "measurement" },
  hubspot: { name: "HubSpot", item: "measurement" },
  googleAds: { name: "Google Ads", item: "advertising" },
  metaPixel: { name: "Meta", item: "advertising" },
};

/** "the pages you visit, …, and your phone number, hashed", in a language's words (content/<language>/figure-words.yaml). */
export function trackedDataText(
  tool: TrackingTool,
  words: { trackedData: Record<TrackedData, string> & { and: string } },
) {
  const items = TRACKED_DATA[tool].map((kind) => words.trackedData[kind]);
  if (items.length < 2) return items.join("");
  const last = items.at(-1)!;
  const rest = items.slice(0, -1).join(", ");
  return words.trackedData.and ? `${rest} ${words.trackedData.and} ${last}` : `${rest}, ${last}`;
}

/** The part of content/tracking.yaml that says which tools load. */
export type TrackingIds = {
  ga4MeasurementId: string;
  googleAds: { conversionId: string };
  metaPixelId: string;
  hubspotTracking: boolean;
};

/** Which tools content/tracking.yaml switches on: an empty id leaves its tool out. */
export function trackingTools(ids: TrackingIds): Record<TrackingTool, boolean> {
  return {
    analytics: ids.ga4MeasurementId !== "",
    googleAds: ids.googleAds.conversionId !== "",
    metaPixel: ids.metaPixelId !== "",
    hubspot: ids.hubspotTracking,
  };
}
