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
  submittedAt: string;
};

export function saveEnquiryRecord(record: EnquiryRecord, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(ENQUIRY_RECORD_KEY, JSON.stringify(record));
  } catch {
    // Storage can be full or disabled; the enquiry itself has been sent.
  }
}
