import type { FlatStatus } from "#content/flat-statuses.ts";
import type { HoldAlternative } from "./hold-alternatives";

/**
 * What a flat's page carries for its hold link (hold-link.tsx, `data-hold`): the flat as its enquiry sends it (its
 * unit and all-in price as the page shows it, and in rupees) and the flats to offer if another buyer holds it first.
 */
export type HoldTarget = {
  unit: string;
  price: string;
  total?: number;
  alternatives: HoldAlternative[];
};

/**
 * What sends a hold the function could not make through the enquiry path: the enquiry feature's
 * `submitHoldRequest`, passed in by the part (app/parts/HoldDialog.tsx); features do not import each other. "sent"
 * once HubSpot has it, "saved" when it waits on the device (offline), "unreachable" when it waits there though the
 * device is online, "rejected" when HubSpot refused it.
 */
export type HoldRequestSubmitter = (
  request: { name: string; phone: string; flat: { unit: string; price: string; total?: number } },
  words: { language: string; consent: { processing: string; marketing: string } },
) => Promise<"sent" | "saved" | "unreachable" | "rejected">;

/** These flats' statuses now, by unit (app/features/flats/live-statuses.ts), or null when they cannot be read. */
export type LiveStatusReader = (units: string[]) => Promise<Readonly<Record<string, FlatStatus>> | null>;

/** A carried target, read back from the link's `data-hold`; null when it is not one. */
export function readHoldTarget(json: string | undefined): HoldTarget | null {
  try {
    const value = JSON.parse(json ?? "") as Partial<HoldTarget> | null;
    if (typeof value?.unit !== "string" || typeof value.price !== "string" || !Array.isArray(value.alternatives))
      return null;
    return value as HoldTarget;
  } catch {
    return null;
  }
}
