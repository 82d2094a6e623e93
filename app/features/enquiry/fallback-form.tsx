import { type FormEvent, useId, useState } from "react";
import { FormField } from "#app/components/ui/form-field.tsx";
import { FormAlert, SubmitButton } from "#app/components/ui/form-parts.tsx";
import { useContent } from "#app/utils/use-content.tsx";
import { enquiryContent } from "#content/enquiry.ts";
import {
  type EnquiryErrors,
  type EnquiryInput,
  type FlatType,
  FLAT_TYPES,
  validateEnquiry,
} from "./enquiry-validation";

type Props = {
  onSubmit: (input: EnquiryInput) => Promise<void>;
  /** A message from the last attempt, e.g. the endpoint refused it. */
  formError?: string;
};

/** The site's own enquiry form, shown when HubSpot's embed cannot be. */
export function FallbackForm({ onSubmit, formError }: Props) {
  const { enquiry } = useContent(enquiryContent);
  const { form } = enquiry;
  const flatTypeLabels: Record<FlatType, string> = { "2BHK": form.twoBhk, "3BHK": form.threeBhk };
  const id = useId();
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [sending, setSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input: EnquiryInput = {
      name: String(data.get("name") ?? ""),
      phone: String(data.get("phone") ?? ""),
      email: String(data.get("email") ?? ""),
      flatType: data.get("flatType") === "3BHK" ? "3BHK" : "2BHK",
      marketingConsent: data.get("marketingConsent") === "on",
    };
    const found = validateEnquiry(input, enquiry.errors);
    setErrors(found);
    const firstInvalid = (["name", "phone", "email"] as const).find((field) => found[field]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSending(true);
    await onSubmit(input);
    setSending(false);
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label={form.label} className="space-y-4">
      <FormField id={`${id}-name`} name="name" label={form.name} autoComplete="name" required error={errors.name} />
      <FormField
        id={`${id}-phone`}
        name="phone"
        label={form.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={form.phonePlaceholder}
        required
        error={errors.phone}
      />
      <FormField
        id={`${id}-email`}
        name="email"
        label={form.email}
        type="email"
        autoComplete="email"
        required
        error={errors.email}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{form.flatType}</legend>
        <div className="mt-1.5 flex gap-3">
          {FLAT_TYPES.map((type) => (
            <label
              key={type}
              className="flex min-h-12 flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl border border-sand-200 bg-white font-semibold text-brand-900 has-checked:border-brand-900 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="flatType"
                value={type}
                defaultChecked={type === "2BHK"}
                className="accent-brand-900"
              />
              {flatTypeLabels[type]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-start gap-3 text-sm text-ink">
        <input type="checkbox" name="marketingConsent" className="mt-0.5 size-5 shrink-0 accent-brand-900" />
        {enquiry.consent.marketing} {form.optional}
      </label>
      <FormAlert message={formError} />
      <SubmitButton icon="send" label={form.send} sendingLabel={form.sending} sending={sending} />
    </form>
  );
}
