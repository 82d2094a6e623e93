import type { VisitBooking } from "#app/utils/enquiry-record.ts";

/**
 * The words a booking is sent with, in the page's language: its code ("en", "te"), and the consent texts of
 * content/<language>/enquiry.yaml (the enquiry feature's `SubmissionWords`).
 */
type BookingWords = { language: string; consent: { processing: string; marketing: string } };

/**
 * What sends a booking: the enquiry feature's `submitVisitBooking`, passed in by the route; the picker gives it the
 * page's words. "sent" once HubSpot has it, "saved" when it waits in the device's queue (offline), "unreachable" when
 * it waits there though the device is online (HubSpot blocked or down), "rejected" when HubSpot refused it.
 */
export type VisitSubmitter = (
  booking: VisitBooking,
  words: BookingWords,
) => Promise<"sent" | "saved" | "unreachable" | "rejected">;
