import type { Words } from "./words";

/**
 * The words of booking a site visit (content/en/visit-booking.yaml): read only by the picker, which loads when it is
 * needed, and by the confirmation. docs/decisions/0017-site-visits.md.
 */
export function visitBookingContent(words: Words) {
  const file = words.visitBooking;
  return {
    /** The picker and its form. */
    visitPicker: file.picker,
    visitErrors: file.errors,
    /** After a booking: on /thank-you, or in the picker when the booking waits on the device. */
    visitConfirmation: file.confirmation,
    /** The calendar event's words. */
    visitCalendar: file.calendar,
  };
}
