/**
 * A visitor's choice on the consent panel, kept on the device (localStorage) so that it holds on every page and
 * visit until they change it. Two items, as India's DPDP Act asks consent to be itemised: measurement (Google
 * Analytics, HubSpot's tracking code) and advertising (Google Ads, the Meta Pixel).
 */
export type ConsentChoice = { measurement: boolean; advertising: boolean; at: string };

/** The localStorage key of the choice (the benchmarks and tests set it to stand for a returning visitor). */
export const CONSENT_STORAGE_KEY = "privacyChoices";

/** The saved choice, or null before the visitor has chosen (or where storage is blocked: then nothing loads). */
export function readChoice(storage: Storage): ConsentChoice | null {
  try {
    const stored = JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? "null") as Partial<ConsentChoice> | null;
    if (!stored || typeof stored.measurement !== "boolean" || typeof stored.advertising !== "boolean") return null;
    return { measurement: stored.measurement, advertising: stored.advertising, at: String(stored.at ?? "") };
  } catch {
    return null;
  }
}

export function saveChoice(storage: Storage, choice: Omit<ConsentChoice, "at">, now = new Date()): ConsentChoice {
  const saved = { ...choice, at: now.toISOString() };
  try {
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  return saved;
}
