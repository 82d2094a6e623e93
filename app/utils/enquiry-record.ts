/** The session-storage key the thank-you page reads (docs/product.md, Thank-you page). */
export const ENQUIRY_RECORD_KEY = "enquiryData";

export type EnquiryRecord = {
  name?: string;
  phone?: string;
  email?: string;
  flatType?: string;
  landing?: string;
  /** The flat the enquiry is about (its page's enquiry form), e.g. "A-302", and its all-in price as shown. */
  flatUnit?: string;
  flatPrice?: string;
  /** A site visit booked (docs/decisions/0017-site-visits.md): its day, start and end (IST), party and pickup. */
  visitDate?: string;
  visitStart?: string;
  visitEnd?: string;
  visitors?: string;
  /** "yes" or "no" */
  pickup?: string;
  /** "site", or "video" for a visit by video call; none (an older record) is "site". */
  visitMode?: string;
  /** The visitor's time zone when they booked ("America/New_York"), to show the visit in their time too. */
  visitorTimeZone?: string;
  /** The language of the page it was made on: "en", "te". */
  language?: string;
  submittedAt: string;
};

/**
 * A site visit as a booking sends it and the enquiry record keeps it: at the site or by video call, the day
 * ("2026-11-28") and the start and end ("11:00", "12:00") in India time, how many come and whether they want the
 * pickup (a visit at the site), and the visitor's time zone when the device tells it.
 */
export type VisitRequest = {
  mode: VisitMode;
  date: string;
  start: string;
  end: string;
  visitors: number;
  pickup: boolean;
  timeZone?: string;
};

export type VisitMode = "site" | "video";

/** A friend a visitor refers (/refer): their name and mobile number, sent with the visitor's own. */
export type Referral = { name: string; phone: string };

/** A booking: who asks, from which page (and flat), for which visit. What the site-visit feature hands to the enquiry path. */
export type VisitBooking = {
  name: string;
  phone: string;
  landing: string;
  flat?: { unit: string; price: string; total?: number };
  visit: VisitRequest;
};

export function saveEnquiryRecord(record: EnquiryRecord, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(ENQUIRY_RECORD_KEY, JSON.stringify(record));
  } catch {
    // Storage can be full or disabled; the enquiry itself has been sent.
  }
}
