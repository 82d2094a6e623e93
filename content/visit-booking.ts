import type { z } from "zod";
import { calendar, confirmation, errors, picker } from "./generated/visit-booking";
import type { VisitBookingFileSchema } from "./schema";

type VisitBooking = z.output<typeof VisitBookingFileSchema>;

/**
 * The words of booking a site visit (content/en/visit-booking.yaml): read only by the picker, which loads when it is
 * needed, and by the confirmation. docs/decisions/0017-site-visits.md.
 */

/** The picker and its form. */
export const visitPicker: VisitBooking["picker"] = picker;
export const visitErrors: VisitBooking["errors"] = errors;
/** After a booking: on /thank-you, or in the picker when the booking waits on the device. */
export const visitConfirmation: VisitBooking["confirmation"] = confirmation;
/** The calendar event's words. */
export const visitCalendar: VisitBooking["calendar"] = calendar;
