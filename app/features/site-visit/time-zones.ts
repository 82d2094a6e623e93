/**
 * The visitor's own clock beside India's (docs/decisions/0025-buyer-checks.md): a buyer abroad booking a video-call
 * visit sees each time of the site office (India time, the rule) also as the time where they are. The platform's
 * time-zone database does the arithmetic, daylight saving included; nothing here knows an offset but India's.
 */

/** The device's time zone as an IANA name ("America/New_York"), or undefined when the platform does not say. */
export function deviceTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Whether the platform knows the zone: a name read back from storage is checked with it. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The wall clock somewhere at an instant: the day ("2026-11-27"), its weekday (Sunday 0) and "00:30". */
export type ZonedTime = { date: string; weekday: number; time: string };

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

export function zonedTime(instant: Date, timeZone: string): ZonedTime {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? "";
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    weekday: WEEKDAYS.indexOf(part("weekday")),
    time: `${part("hour")}:${part("minute")}`,
  };
}

/** Whether the zone's clock reads other than India's at that instant (Colombo's, at +05:30 too, does not). */
export function differsFromIndia(timeZone: string | undefined, instant: Date): timeZone is string {
  if (!timeZone) return false;
  const there = zonedTime(instant, timeZone);
  const india = zonedTime(instant, "Asia/Kolkata");
  return there.date !== india.date || there.time !== india.time;
}

/**
 * The zone's name in the page's language, as the platform writes it: "Eastern Standard Time" on a day in winter
 * ("long"), or "Eastern Time" for a fortnight that may cross a change of clocks ("longGeneric").
 */
export function zoneName(
  timeZone: string,
  locale: string,
  instant: Date,
  style: "long" | "longGeneric" = "long",
): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style }).formatToParts(instant);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}
