import type { VisitBooking } from "~/utils/enquiry-record";

/**
 * What sends a booking: the enquiry feature's `submitVisitBooking`, passed in by the route. "sent" once HubSpot has
 * it, "saved" when it waits in the device's queue (offline), "unreachable" when it waits there though the device is
 * online (HubSpot blocked or down), "rejected" when HubSpot refused it.
 */
export type VisitSubmitter = (booking: VisitBooking) => Promise<"sent" | "saved" | "unreachable" | "rejected">;
