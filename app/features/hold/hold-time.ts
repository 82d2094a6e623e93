/**
 * When a hold ends, as the buyer reads it: in India's time, the rule of the sales desk, and in the buyer's own when
 * their device's clock reads otherwise (a buyer abroad), with that zone's name, in the page's language (`locale`,
 * "en-IN", "te-IN"). The platform's time-zone database does the arithmetic.
 */
export type HoldEnd = { india: string; yours?: { time: string; zone: string } };

const INDIA = "Asia/Kolkata";

export function formatHoldEnd(endsAt: string, locale: string, deviceZone: string | undefined): HoldEnd {
  const instant = new Date(endsAt);
  const format = (timeZone: string) =>
    new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "numeric",
      minute: "2-digit",
    }).format(instant);
  const india = format(INDIA);
  if (!deviceZone || !readsOtherwise(instant, deviceZone)) return { india };
  const zone =
    new Intl.DateTimeFormat(locale, { timeZone: deviceZone, timeZoneName: "long" })
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value ?? deviceZone;
  return { india, yours: { time: format(deviceZone), zone } };
}

/** Whether the zone's clock reads other than India's at that instant (Colombo's, at +05:30 too, does not). */
function readsOtherwise(instant: Date, timeZone: string): boolean {
  try {
    const clock = (zone: string) =>
      new Intl.DateTimeFormat("en-US", { timeZone: zone, dateStyle: "short", timeStyle: "short" }).format(instant);
    return clock(timeZone) !== clock(INDIA);
  } catch {
    // A zone the platform does not know: India's time alone.
    return false;
  }
}

/** The device's time zone as an IANA name ("America/New_York"), or undefined when the platform does not say. */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
