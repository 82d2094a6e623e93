/**
 * What the site reports for conversion tracking (docs/decisions/0026-consent-first-tracking.md): its own code
 * calls `reportEvent` where something worth counting happens (an enquiry, a booking); the tracking script
 * (app/features/tracking/tracking-script.ts) sends each event to the tools the visitor agreed to, once, and drops it if they refused.
 *
 * Events wait in the session's outbox until then, so an enquiry made before the visitor chose, or just before the
 * site moves on to /thank-you, is counted on the next page rather than lost. With every tracking id empty
 * (content/tracking.yaml), vite.config.ts sets `import.meta.env.TRACKING_ON` false and this code does nothing.
 */

/**
 * GA4's recommended names where one exists (generate_lead, view_item, file_download, purchase: a hold's token paid);
 * the rest are the site's own.
 */
export type SiteEventName =
  | "generate_lead"
  | "site_visit_booked"
  | "call_tap"
  | "whatsapp_tap"
  | "file_download"
  | "view_item"
  | "emi_change"
  | "compare_open"
  | "purchase";

export type SiteEvent = {
  name: SiteEventName;
  /** Unique per event: an enquiry's also goes to HubSpot, so that the Meta Pixel's Lead can be matched to it. */
  id: string;
  params: Record<string, string | number | boolean>;
  /** An enquiry's e-mail and phone, for Google Ads' enhanced conversions (hashed before they leave the page). */
  user?: { email?: string; phone?: string };
  /** Sent by the next page: the site is about to move on (to /thank-you), which would cut a request short. */
  nextPage?: boolean;
};

const OUTBOX_KEY = "trackingOutbox";
/** The event the tracking script listens for. */
export const SITE_EVENT = "site-event";
/** An outbox bounded in size, for a visitor who never chooses. */
const OUTBOX_LIMIT = 30;

declare global {
  interface Window {
    /** The outbox where sessionStorage is blocked. */
    siteEventOutbox?: SiteEvent[];
  }
}

function readOutbox(storage: Storage | undefined): SiteEvent[] {
  if (!storage) return window.siteEventOutbox ?? [];
  try {
    return JSON.parse(storage.getItem(OUTBOX_KEY) ?? "[]") as SiteEvent[];
  } catch {
    return window.siteEventOutbox ?? [];
  }
}

function writeOutbox(storage: Storage | undefined, events: SiteEvent[]) {
  window.siteEventOutbox = events;
  try {
    if (events.length === 0) storage?.removeItem(OUTBOX_KEY);
    else storage?.setItem(OUTBOX_KEY, JSON.stringify(events));
  } catch {
    // Blocked storage: the window's copy serves this page.
  }
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps an event for the tracking script; returns its id (an enquiry sends it to HubSpot too). */
export function reportEvent(event: Omit<SiteEvent, "id"> & { id?: string }): string {
  const id = event.id ?? crypto.randomUUID();
  if (!import.meta.env.TRACKING_ON) return id;
  const storage = sessionStore();
  writeOutbox(storage, [...readOutbox(storage), { ...event, id }].slice(-OUTBOX_LIMIT));
  window.dispatchEvent(new Event(SITE_EVENT));
  return id;
}

/** Takes the events waiting to be sent from this page (all of them on a new page), leaving the rest. */
export function takeEvents(newPage: boolean, storage = sessionStore()): SiteEvent[] {
  const waiting = readOutbox(storage);
  const taken = waiting.filter((event) => newPage || !event.nextPage);
  writeOutbox(
    storage,
    waiting.filter((event) => !taken.includes(event)),
  );
  return taken;
}
