import { type FormEvent, useId, useState } from "react";
import { FormField } from "#app/components/ui/form-field.tsx";
import { FormAlert, PrivacyNotice, SubmitButton } from "#app/components/ui/form-parts.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { VisitMode, VisitRequest } from "#app/utils/enquiry-record.ts";
import { normalizeMobile } from "#app/utils/mobile-number.ts";
import { useContent, useWords } from "#app/utils/use-content.tsx";
import { enquiryContent } from "#content/enquiry.ts";
import { languageContent } from "#content/page-language.ts";
import { fillValues } from "#content/values.ts";
import { type DateWords, formatClock, visitRules, visitsContent } from "#content/visits.ts";
import { ChoiceChip } from "./choice-chip";
import { deviceTimeZone, differsFromIndia, zonedTime, zoneName } from "./time-zones";
import { type DayStatus, indiaTimeToUtc, type VisitDay, visitDays } from "./visit-slots";

export type VisitorDetails = { name: string; phone: string };
type Field = "day" | "time" | "name" | "phone";
type Errors = Partial<Record<Field, string>>;

type Props = {
  onBook: (details: VisitorDetails, visit: VisitRequest) => Promise<void>;
  /** The choice the form starts with: a visit at the site, or by video call (the NRI page). */
  defaultMode?: VisitMode;
  /** A message from the last attempt, e.g. HubSpot refused it. */
  formError?: string;
};

const visitorCounts = Array.from({ length: visitRules.maxVisitors }, (_, index) => index + 1);

/** "Fri 11:00 pm": an India time on a day as the clock reads it in the visitor's zone. */
function timeThere(date: string, time: string, timeZone: string, dateWords: DateWords): string {
  const there = zonedTime(indiaTimeToUtc(date, time), timeZone);
  return `${dateWords.weekdaysShort[there.weekday]} ${formatClock(there.time, dateWords)}`;
}

/**
 * At the site or by video call; the day, the time (in India time, and in the visitor's own beside it when the
 * device is set elsewhere), for a visit at the site the party and the pickup; then name and mobile number.
 */
export function BookingForm({ onBook, formError, defaultMode = "site" }: Props) {
  const { enquiry } = useContent(enquiryContent);
  const { errors: visitErrors, picker: visitPicker } = useWords("visitBooking");
  const { dateWords } = useContent(visitsContent);
  const { pageLanguage } = useContent(languageContent);
  const statusWords: Record<Exclude<DayStatus, "open">, string> = {
    closed: visitPicker.closed,
    holiday: visitPicker.holiday,
    over: visitPicker.noTimesLeft,
  };
  const modes = [
    { mode: "site", icon: "map-pin", label: visitPicker.atSite, hint: visitPicker.atSiteHint },
    { mode: "video", icon: "video", label: visitPicker.byVideo, hint: visitPicker.byVideoHint },
  ] as const;
  const id = useId();
  const [mode, setMode] = useState<VisitMode>(defaultMode);
  // "Today" is the visitor's clock read as India time, taken when the picker opens: never the build's.
  const [days, setDays] = useState<VisitDay[]>(() => visitDays(new Date(), visitRules));
  // The device's zone, read once: sent with the booking; its times are shown only where its clock is not India's.
  const [deviceZone] = useState(deviceTimeZone);
  const [timeZone] = useState(() => (differsFromIndia(deviceZone, new Date()) ? deviceZone : undefined));
  const [date, setDate] = useState(() => days.find((day) => day.status === "open")?.date);
  const [start, setStart] = useState<string>();
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const slots = days.find((day) => day.date === date)?.slots ?? [];
  // A time chosen on another day stays chosen only if this day offers it too.
  const chosenStart = slots.some((slot) => slot.start === start) ? start : undefined;
  const errorId = (field: Field) => `${id}-${field}-error`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get("name") ?? "").trim();
    const phone = String(data.get("phone") ?? "");
    // The picker may have stayed open while a time came too close: the choice is checked against the clock again.
    const current = visitDays(new Date(), visitRules);
    const day = current.find((each) => each.date === date && each.status === "open");
    const slot = day?.slots.find((each) => each.start === chosenStart);
    const found: Errors = {};
    if (!day) found.day = visitErrors.day;
    else if (!slot) found.time = visitErrors.time;
    if (name.length < 2) found.name = enquiry.errors.name;
    if (!normalizeMobile(phone)) found.phone = enquiry.errors.phone;
    setDays(current);
    setErrors(found);
    const firstInvalid = (["day", "time", "name", "phone"] as const).find((field) => found[field]);
    if (firstInvalid || !day || !slot) {
      form.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]:not(:disabled)`)?.focus();
      return;
    }
    setSending(true);
    await onBook(
      { name, phone },
      {
        mode,
        date: day.date,
        start: slot.start,
        end: slot.end,
        visitors: mode === "site" ? Number(data.get("visitors") ?? 1) : 1,
        pickup: mode === "site" && data.get("pickup") === "on",
        ...(deviceZone ? { timeZone: deviceZone } : {}),
      },
    );
    setSending(false);
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label={visitPicker.title} className="space-y-6">
      <fieldset>
        <legend className="font-semibold text-ink">{visitPicker.how}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {modes.map((each) => (
            <ChoiceChip
              key={each.mode}
              name="mode"
              value={each.mode}
              checked={mode === each.mode}
              onChange={() => setMode(each.mode)}
            >
              <Icon name={each.icon} className="size-5" />
              <span className="mt-1 font-semibold">{each.label}</span>
              <span className="mt-0.5 px-1 text-xs font-normal">{each.hint}</span>
            </ChoiceChip>
          ))}
        </div>
      </fieldset>
      <p className="text-muted">
        {visitPicker.intro}
        {timeZone && (
          <span className="mt-1 block" data-your-zone={timeZone}>
            {fillValues(visitPicker.yourTime, {
              zone: zoneName(timeZone, pageLanguage.hreflang, new Date(), "longGeneric"),
            })}
          </span>
        )}
      </p>
      <fieldset aria-describedby={errors.day ? errorId("day") : undefined}>
        <legend className="font-semibold text-ink">{visitPicker.day}</legend>
        {errors.day && <FieldError id={errorId("day")} message={errors.day} />}
        <div className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-7">
          {days.map((day) => (
            <ChoiceChip
              key={day.date}
              name="day"
              value={day.date}
              checked={day.date === date}
              disabled={day.status !== "open"}
              onChange={() => setDate(day.date)}
            >
              <span className="text-xs font-semibold">
                {day.isToday ? visitPicker.today : dateWords.weekdaysShort[day.weekday]}
              </span>{" "}
              <span className="font-display text-xl">{day.day}</span>{" "}
              {day.status === "open" ? (
                <span className="text-xs">{dateWords.monthsShort[day.month]}</span>
              ) : (
                <span className="text-xs">
                  <span className="sr-only">{dateWords.monthsShort[day.month]} </span>
                  {statusWords[day.status]}
                </span>
              )}
            </ChoiceChip>
          ))}
        </div>
      </fieldset>
      <fieldset aria-describedby={errors.time ? errorId("time") : undefined}>
        <legend className="font-semibold text-ink">{visitPicker.time}</legend>
        {errors.time && <FieldError id={errorId("time")} message={errors.time} />}
        {slots.length > 0 ? (
          <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
            {slots.map((slot) => (
              <ChoiceChip
                key={slot.start}
                name="time"
                value={slot.start}
                checked={slot.start === chosenStart}
                onChange={() => setStart(slot.start)}
              >
                <span className="text-sm font-semibold">{formatClock(slot.start, dateWords)}</span>
                {timeZone && date && (
                  <span className="text-xs" data-time-there>
                    {timeThere(date, slot.start, timeZone, dateWords)}
                  </span>
                )}
              </ChoiceChip>
            ))}
          </div>
        ) : (
          <p className="mt-2 text-sm text-muted">{visitPicker.chooseDayFirst}</p>
        )}
      </fieldset>
      {/* Hidden, not removed, for a video call: the party and pickup chosen stay if the visitor switches back. */}
      <div hidden={mode !== "site"} className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <div>
          <label htmlFor={`${id}-visitors`} className="block text-sm font-semibold text-ink">
            {visitPicker.visitors}
          </label>
          <select
            id={`${id}-visitors`}
            name="visitors"
            defaultValue={Math.min(2, visitRules.maxVisitors)}
            className="mt-1.5 block min-h-12 w-full rounded-xl border border-sand-200 bg-white px-4 text-base text-ink"
          >
            {visitorCounts.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
        {visitRules.pickup && (
          <div className="sm:pt-7">
            <label className="flex items-start gap-3 text-sm text-ink">
              <input type="checkbox" name="pickup" className="mt-0.5 size-5 shrink-0 accent-brand-900" />
              <span>
                {visitPicker.pickup}
                <span className="mt-1 block text-muted">{visitPicker.pickupHint}</span>
              </span>
            </label>
          </div>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-name`}
          name="name"
          label={visitPicker.name}
          autoComplete="name"
          required
          error={errors.name}
        />
        <FormField
          id={`${id}-phone`}
          name="phone"
          label={visitPicker.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={visitPicker.phonePlaceholder}
          required
          error={errors.phone}
        />
      </div>
      <FormAlert message={formError} />
      <SubmitButton
        icon="calendar-check"
        label={visitPicker.send}
        sendingLabel={visitPicker.sending}
        sending={sending}
      />
      <PrivacyNotice text={visitPicker.notice} linkLabel={visitPicker.privacyLink} />
    </form>
  );
}

function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-danger">
      {message}
    </p>
  );
}
