import { parseDocument } from "yaml";

/** What scripts/build/build-sample.ts changes in content/, and where it puts the site it builds from it. */
export const SAMPLE_SITE = "build/sample";

/** Rupees per sq ft added to content/prices.yaml's base rate in the sample build. */
export const SAMPLE_BASE_RATE_RISE = 300;

/** content/prices.yaml with its base rate raised, as the marketing team would edit it. */
export function raisedPrices(text: string): string {
  const prices = parseDocument(text);
  const path = ["builderCharges", "basePrice", "perSqft"];
  prices.setIn(path, (prices.getIn(path) as number) + SAMPLE_BASE_RATE_RISE);
  return prices.toString();
}

