import data from "./generated/tracking";
import type { TrackingSettings } from "./schema";
import { TRACKING_TOOLS, trackedDataText, trackingTools, type TrackingTool } from "./tracked-data";
import { fillValues } from "./values";
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

/**
 * The tools switched on, under the consent item each belongs to, with what each receives (content/tracked-data.ts)
 * in the page's language: the consent panel lists them under its items.
 */
export function trackedDataContent(words: Words) {
  const on = trackingTools(trackingSettings);
  const toolsOf = (item: "measurement" | "advertising") =>
    (Object.keys(TRACKING_TOOLS) as TrackingTool[])
      .filter((tool) => TRACKING_TOOLS[tool].item === item && on[tool])
      .map((tool) => ({
        tool,
        line: fillValues(words.privacyChoices.receives, {
          tool: TRACKING_TOOLS[tool].name,
          data: trackedDataText(tool, words.figureWords),
        }),
      }));
  return { trackedData: { measurement: toolsOf("measurement"), advertising: toolsOf("advertising") } };
}
