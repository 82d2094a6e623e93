import { type FormEvent, useId, useState } from "react";
import { FormField } from "#app/components/ui/form-field.tsx";
import { FormAlert, PrivacyNotice, SubmitButton } from "#app/components/ui/form-parts.tsx";
import { useWords } from "#app/utils/use-content.tsx";
import { holdRules } from "#content/holds.ts";
import { fill } from "#content/money.ts";
import { type HoldField, holdFieldErrors } from "./hold-api";

/** What the buyer typed and ticked. */
export type HoldDetails = { name: string; phone: string; agreed: boolean };

type Props = {
  onHold: (details: HoldDetails) => Promise<void>;
  /** The fields the function found wrong (its "invalid" answer), shown as the page's own check shows them. */
  invalid?: readonly HoldField[];
  /** A message from the last attempt: the bot check failed, too many tries. */
  formError?: string;
};

/**
 * The hold's form: the terms, then name, mobile number and the box agreeing to the terms, checked in the browser by
 * the function's own rules (holdFieldErrors), each wrong field's message tied to it and the first one focused.
 */
export function HoldForm({ onHold, invalid = [], formError }: Props) {
  const words = useWords("hold");
  const { form, errors: messages, terms } = words;
  const id = useId();
  const [checked, setChecked] = useState<readonly HoldField[] | null>(null);
  const [sending, setSending] = useState(false);
  const wrong = checked ?? invalid;
  const error = (field: HoldField) => (wrong.includes(field) ? messages[field] : undefined);
  const hours = { hours: holdRules.hours };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const details: HoldDetails = {
      name: String(data.get("name") ?? ""),
      phone: String(data.get("phone") ?? ""),
      agreed: data.get("agreed") === "on",
    };
    const found = holdFieldErrors(details);
    setChecked(found);
    if (found[0]) {
      formElement.querySelector<HTMLInputElement>(`[name="${found[0]}"]`)?.focus();
      return;
    }
    setSending(true);
    await onHold(details);
    // The function may find fields wrong after all: its answer shows them (invalid).
    setChecked(null);
    setSending(false);
  }

  const agreedError = error("agreed");
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <section aria-labelledby={`${id}-terms`} className="rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200">
        <h3 id={`${id}-terms`} className="font-semibold text-brand-900">
          {terms.heading}
        </h3>
        <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-ink">
          <li>{fill(terms.length, hours)}</li>
          <li>{terms.next}</li>
          <li>{terms.free}</li>
          <li>{terms.ends}</li>
        </ul>
      </section>
      <FormField id={`${id}-name`} name="name" label={form.name} autoComplete="name" required error={error("name")} />
      <FormField
        id={`${id}-phone`}
        name="phone"
        label={form.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={form.phonePlaceholder}
        required
        error={error("phone")}
      />
      <div>
        <label className="flex min-h-12 cursor-pointer items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            name="agreed"
            required
            aria-invalid={agreedError ? true : undefined}
            aria-describedby={agreedError ? `${id}-agreed-error` : undefined}
            className="mt-0.5 size-5 shrink-0 accent-brand-900"
          />
          <span>{form.agree}</span>
        </label>
        {agreedError && (
          <p id={`${id}-agreed-error`} className="mt-1.5 text-sm font-semibold text-danger">
            {agreedError}
          </p>
        )}
      </div>
      <FormAlert message={formError} />
      <SubmitButton icon="clock" label={form.send} sendingLabel={form.sending} sending={sending} />
      <PrivacyNotice text={form.notice} linkLabel={form.privacyLink} />
    </form>
  );
}
