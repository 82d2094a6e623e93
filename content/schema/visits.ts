import { z } from "zod";
import { eyebrow, isoDate, spoken, text, withValues } from "./blocks";

/**
 * Site visits: the site office's hours and the booking's rules (content/visits.yaml) and the words of the
 * booking, its confirmation and its calendar event (content/en/visit-texts.yaml). docs/decisions/0017-site-visits.md.
 */

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Expected a time on the 24-hour clock, like 09:30 or 19:00");
const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const VisitsFileSchema = z
  .object({
    opens: clockTime.describe("When the site office opens, India time, on the 24-hour clock: 09:30"),
    closes: clockTime.describe("When it closes: the last visit ends by then (19:00 is 7 pm)"),
    closedWeekdays: z
      .array(z.enum(WEEKDAYS))
      .describe("Days of the week the site office is closed (sunday … saturday); none for open every day"),
    holidays: z
      .array(isoDate)
      .describe("Other days it is closed, like 2026-12-25; past dates may stay, they are ignored"),
    slotMinutes: z
      .number()
      .int()
      .min(15)
      .max(240)
      .describe("How long one visit is, in minutes; visits start every this many minutes from opening"),
    noticeMinutes: z
      .number()
      .int()
      .min(0)
      .max(1440)
      .describe("How soon a visit may start after it is booked, in minutes: today's earlier times are not offered"),
    bookingDays: z.number().int().min(1).max(60).describe("How many days ahead, today included, a visit can be booked"),
    maxVisitors: z.number().int().min(1).max(20).describe("The most people one booking may bring"),
    pickup: z.boolean().describe("Whether the booking offers a free pickup and drop"),
    reminderMinutes: z
      .number()
      .int()
      .min(0)
      .max(2880)
      .describe("The calendar reminder, this many minutes before the visit"),
  })
  .strict()
  .superRefine((file, context) => {
    if (minutesOfDay(file.closes) - minutesOfDay(file.opens) < file.slotMinutes) {
      context.addIssue({
        code: "custom",
        path: ["closes"],
        message: `Must leave room for one visit of ${file.slotMinutes} minutes after ${file.opens}`,
      });
    }
  });
export type VisitRules = z.output<typeof VisitsFileSchema>;

const sevenDays = (what: string) => z.array(text).length(7).describe(`${what}, Sunday first`);
const twelveMonths = (what: string) => z.array(text).length(12).describe(`${what}, January first`);

export const VisitTextsFileSchema = z
  .object({
    section: z
      .object({
        eyebrow,
        heading: text,
        text,
        hoursLabel: text.describe("Before the site office's hours"),
        choose: text.describe("The button that opens the day and time picker"),
        orContact: text.describe("Above the call and WhatsApp buttons, the way to book without the picker"),
        whatsapp: text.describe("The WhatsApp button"),
        whatsappMessage: text.describe("The message that button starts"),
      })
      .strict()
      .describe("The band that offers a site visit on the home page, the campaign page and each flat's page"),
    officeHours: z
      .object({
        everyDay: withValues("opens", "closes").describe("The hours when no weekday is closed"),
        closedOn: withValues("opens", "closes", "days").describe(
          "The hours with the closed weekdays; {days} is their names, e.g. Tuesday",
        ),
        and: text.describe("Between the last two closed weekdays"),
      })
      .strict()
      .describe("The site office's hours, written from Site visit settings; also on the home page's contact section"),
    dates: z
      .object({
        weekdays: sevenDays("The days of the week"),
        weekdaysShort: sevenDays("Their short forms, on the day buttons"),
        months: twelveMonths("The months"),
        monthsShort: twelveMonths("Their short forms, on the day buttons"),
        date: withValues("weekday", "day", "month").describe("A day in full; {year} may be added"),
        shortDate: withValues("day", "month", "year").describe(
          "A day in short, as of the flats' availability; {month} is a short form",
        ),
        time: withValues("hour", "minute").describe("A time; {period} is am or pm"),
        am: text,
        pm: text,
        slot: withValues("start", "end").describe("A visit's time, from its start to its end"),
      })
      .strict()
      .describe("How days and times are written"),
  })
  .strict();

export const VisitBookingFileSchema = z
  .object({
    picker: z
      .object({
        title: text.describe("The heading of the picker"),
        intro: text,
        yourTime: withValues("zone").describe(
          "Shown only to a visitor whose device is set to another time zone; {zone} is its name, e.g. Eastern Time",
        ),
        how: text.describe("Above the choice between a visit at the site and one by video call"),
        atSite: text,
        atSiteHint: text,
        byVideo: text,
        byVideoHint: text,
        day: text,
        time: text,
        today: text.describe("Instead of today's weekday"),
        closed: text.describe("Under a closed weekday"),
        holiday: text.describe("Under a holiday"),
        noTimesLeft: text.describe("Under today once its last time has passed"),
        chooseDayFirst: text,
        visitors: text,
        pickup: text,
        pickupHint: text,
        name: text,
        phone: text,
        phonePlaceholder: text.describe("The example shown in the empty phone field"),
        send: text,
        sending: text.describe("The button while the booking is being sent"),
        notice: withValues("link").describe(
          "Under the form: what is done with the details; {link} is where the link to the privacy policy goes",
        ),
        privacyLink: text,
      })
      .strict()
      .describe("The picker and its form; the name and phone errors are the enquiry form's"),
    errors: z.object({ day: text, time: text, notSent: text.describe("When HubSpot refuses the booking") }).strict(),
    confirmation: z
      .object({
        heading: text,
        sent: text.describe("Once the booking has been sent"),
        savedHeading: text.describe("When the booking could not be sent yet and is kept on the visitor's device"),
        saved: text,
        when: text,
        whenValue: withValues("date", "slot"),
        yourTime: text.describe("For a visitor in another time zone: the same visit in their time"),
        yourTimeValue: withValues("date", "slot", "zone"),
        where: text,
        how: text.describe("For a visit by video call, instead of Where"),
        videoHow: text,
        visitors: text,
        pickup: text,
        pickupYes: text,
        pickupNo: text,
        addToCalendar: text,
        addToCalendarHint: spoken("Said after Add to calendar"),
        googleCalendar: text,
        directions: text,
        whatsapp: text,
        whatsappMessage: withValues("date", "slot").describe(
          "The WhatsApp message to the sales number; {name}, {date}, {slot}, {visitors} and {pickup} are filled in",
        ),
        whatsappPickupYes: text.describe("The message's {pickup} when the visitor wants the pickup"),
        whatsappPickupNo: text.describe("The message's {pickup} otherwise"),
        whatsappVideoMessage: withValues("name", "date", "slot").describe(
          "The WhatsApp message for a visit by video call",
        ),
      })
      .strict()
      .describe("After a booking: on the thank-you page, or where the booking was made when it is kept on the device"),
    calendar: z
      .object({
        title: text.describe("The calendar event's title"),
        description: text.describe("The event's notes"),
        reminder: text.describe("The reminder's text"),
        fileName: z
          .string()
          .regex(/^[a-z0-9-]+$/, "Expected lower-case letters, digits and dashes")
          .describe("The .ics file's name, without .ics; the day is added"),
        videoTitle: text.describe("The title of a visit by video call"),
        videoDescription: text,
        videoLocation: text.describe("The place of a visit by video call"),
      })
      .strict()
      .describe("The event that Add to calendar and Google Calendar create; its place is the address in Site settings"),
  })
  .strict();
