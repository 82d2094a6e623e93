import { hubspotProperties } from "#content/generated/tracking.ts";

/**
 * Campaign parameters kept for the visit and sent with every enquiry: the UTM tags and the ad platforms' click ids,
 * each to the HubSpot property content/tracking.yaml names for it (form-submission.ts).
 */
type AttributionKey = Exclude<keyof typeof hubspotProperties, "eventId">;
const ATTRIBUTION_KEYS = Object.keys(hubspotProperties).filter((key) => key !== "eventId") as AttributionKey[];
export type Attribution = Partial<Record<AttributionKey, string>>;

const STORAGE_KEY = "enquiryAttribution";

/**
 * Reads the campaign parameters of the landing URL into session storage. A later page
 * without parameters keeps what the visit arrived with; a new campaign URL replaces it.
 */
export function captureAttribution(url: string, storage: Storage): Attribution {
  const params = new URL(url).searchParams;
  const fromUrl: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = params.get(key)?.trim();
    if (value) fromUrl[key] = value.slice(0, 200);
  }
  if (Object.keys(fromUrl).length > 0) {
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(fromUrl));
    } catch {
      // Storage disabled: the parameters still go with this page's submissions.
    }
    return fromUrl;
  }
  return readAttribution(storage);
}

export function readAttribution(storage: Storage): Attribution {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? "{}") as Record<string, unknown>;
    return Object.fromEntries(
      ATTRIBUTION_KEYS.flatMap((key) => (typeof stored[key] === "string" ? [[key, stored[key]]] : [])),
    ) as Attribution;
  } catch {
    return {};
  }
}
