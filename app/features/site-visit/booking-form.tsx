import { type FormEvent, useId, useState } from "react";
import { enquiry } from "@content/enquiry";
import { privacyPolicyLink } from "@content/navigation";
import { visitErrors, visitPicker } from "@content/visit-booking";
import { dateWords, formatClock, visitRules } from "@content/visits";
import { buttonClasses } from "~/components/ui/button-styles";
import { FormField } from "~/components/ui/form-field";
import { Icon } from "~/components/ui/icon";
import type { VisitRequest } from "~/utils/enquiry-record";
import { normalizeIndianMobile } from "~/utils/indian-mobile";
import { localePath } from "~/utils/language";
import { ChoiceChip } from "./choice-chip";
import { type DayStatus, type VisitDay, visitDays } from "./visit-slots";

export type VisitorDetails = { name: string; phone: string };
type Field = "day" | "time" | "name" | "phone";
type Errors = Partial<Record<Field, string>>;

type Props = {
  onBook: (details: VisitorDetails, visit: VisitRequest) => Promise<void>;
  /** A message from the last attempt, e.g. HubSpot refused it. */
  formError?: string;
};

const statusWords: Record<Exclude<DayStatus, "open">, string> = {
  closed: visitPicker.closed,
  holiday: visitPicker.holiday,
  over: visitPicker.noTimesLeft,
};
const [noticeBefore = "", noticeAfter = ""] = visitPicker.notice.split("{link}");
const visitorCounts = Array.from({ length: visitRules.maxVisitors }, (_, index) => index + 1);

/** The day, the time, the party and the pickup, then name and mobile number. */
export function BookingForm({ onBook, formError }: Props) {
  const id = useId();
  // "Today" is the visitor's clock read as India time, taken when the picker opens: never the build's.
  const [days, setDays] = useState<VisitDay[]>(() => visitDays(new Date(), visitRules));
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
    if (!normalizeIndianMobile(phone)) found.phone = enquiry.errors.phone;
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
        date: day.date,
        start: slot.start,
        end: slot.end,
        visitors: Number(data.get("visitors") ?? 1),
        pickup: data.get("pickup") === "on",
      },
    );
    setSending(false);
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label={visitPicker.title} className="space-y-6">
      <p className="text-muted">{visitPicker.intro}</p>
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
                <span className="text-sm font-semibold">{formatClock(slot.start)}</span>
              </ChoiceChip>
            ))}
          </div>
        ) : (
          <p className="mt-2 text-sm text-muted">{visitPicker.chooseDayFirst}</p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
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
      {formError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-danger">
          {formError}
        </p>
      )}
      <button type="submit" disabled={sending} className={buttonClasses("primary", "lg", "w-full disabled:opacity-70")}>
        <Icon name="calendar-check" className="size-5" />
        {sending ? visitPicker.sending : visitPicker.send}
      </button>
      <p className="text-xs leading-relaxed text-muted">
        {noticeBefore}
        <a href={localePath(privacyPolicyLink.href)} className="font-semibold text-brand-800 underline">
          {visitPicker.privacyLink}
        </a>
        {noticeAfter}
      </p>
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
