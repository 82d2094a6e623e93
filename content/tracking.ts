import data from "./generated/tracking";
import type { TrackingSettings } from "./schema";
import type { Words } from "./words";

/**
 * Conversion tracking's settings, from content/tracking.yaml, the same in every language: the tools' ids and the
 * HubSpot properties that receive the campaign parameters (docs/decisions/0026-consent-first-tracking.md).
 */
export const trackingSettings: TrackingSettings = data;

/** The consent panel's words and the footers' link to it, from content/en/privacy-choices.yaml. */
export function privacyChoicesContent(words: Words) {
  return { privacyChoices: words.privacyChoices };
}
