import { type FormEvent, useId, useState } from "react";
import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { FormField } from "#app/components/ui/form-field.tsx";
import { FormAlert, PrivacyNotice, SubmitButton } from "#app/components/ui/form-parts.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { SavedNotice } from "#app/components/ui/saved-notice.tsx";
import { telUrl, whatsappUrl } from "#app/utils/contact-links.ts";
import type { Referral } from "#app/utils/enquiry-record.ts";
import { normalizeMobile } from "#app/utils/mobile-number.ts";
import { useContent, useWords } from "#app/utils/use-content.tsx";
import { useHydrated } from "#app/utils/use-hydrated.tsx";
import { useResultFocus } from "#app/utils/use-result-focus.ts";
import { enquiryContent } from "#content/enquiry.ts";
import { languageContent } from "#content/page-language.ts";
import { uiContent } from "#content/ui.ts";
import { fillValues } from "#content/values.ts";
import type { Words } from "#content/words.ts";

/**
 * Sends a referral through the enquiry path (its part, app/parts/, passes the enquiry feature's `submitReferral`), with the
 * words it is sent with: the page's language ("en", "te") and the consent texts of content/<language>/enquiry.yaml
 * (the enquiry feature's `SubmissionWords`). "sent" once HubSpot has it, "saved" or "unreachable" when it waits in
 * the device's queue, "rejected" when HubSpot refused it.
 */
export type ReferralSubmitter = (
  visitor: Referral,
  friend: Referral,
  words: { language: string; consent: { processing: string; marketing: string } },
) => Promise<"sent" | "saved" | "unreachable" | "rejected">;

type Field = "yourName" | "yourPhone" | "friendName" | "friendPhone";
/** kept: waiting in the device's queue; `written` is the referral written out when the device is online yet it did
 * not reach us (a blocker, a firewall), to send it by WhatsApp now. */
type State = { phase: "form" } | { phase: "sent"; friend: string } | { phase: "kept"; written?: string };

type Enquiry = ReturnType<typeof enquiryContent>["enquiry"];
type ReferralPage = Words["referral"];

/**
 * What is wrong with a referral, field by field, in the page's words (the enquiry forms' errors, and the referral's
 * own); nothing when it can be sent.
 */
function checkReferral(
  visitor: Referral,
  friend: Referral,
  errors: { enquiry: Enquiry["errors"]; referral: ReferralPage["errors"] },
): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  const visitorPhone = normalizeMobile(visitor.phone);
  const friendPhone = normalizeMobile(friend.phone);
  if (visitor.name.length < 2) found.yourName = errors.enquiry.name;
  if (!visitorPhone) found.yourPhone = errors.enquiry.phone;
  if (friend.name.length < 2) found.friendName = errors.referral.friendName;
  if (!friendPhone) found.friendPhone = errors.enquiry.phone;
  else if (friendPhone === visitorPhone) found.friendPhone = errors.referral.samePhone;
  return found;
}

/**
 * Refer a friend: the visitor's name and number, their friend's, sent as an enquiry is and kept on the device when
 * it cannot be (docs/decisions/0025-buyer-checks.md). The form is in the page's HTML, so nothing moves when the
 * script arrives: its fields take typing at once, its button waits for the script. Without script (CSS's
 * `scripting: none`), WhatsApp and a call stand in for it.
 */
export function ReferralForm({ submit }: { submit: ReferralSubmitter }) {
  const { enquiry } = useContent(enquiryContent);
  const referralPage = useWords("referral");
  const { pageLanguage } = useContent(languageContent);
  const { form, errors: referralErrors } = referralPage;
  const id = useId();
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ phase: "form" });
  const [visitor, setVisitor] = useState<Referral>({ name: "", phone: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);
  // Once sent, the form's button is gone: the focus goes to what took its place.
  const resultRef = useResultFocus<HTMLDivElement>(state.phase !== "form");

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const data = new FormData(element);
    const read = (name: Field) => String(data.get(name) ?? "").trim();
    const you = { name: read("yourName"), phone: read("yourPhone") };
    const friend = { name: read("friendName"), phone: read("friendPhone") };
    const found = checkReferral(you, friend, { enquiry: enquiry.errors, referral: referralErrors });
    setErrors(found);
    setFormError(undefined);
    const firstInvalid = (["yourName", "yourPhone", "friendName", "friendPhone"] as const).find((f) => found[f]);
    if (firstInvalid) {
      element.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSending(true);
    const outcome = await submit(you, friend, { language: pageLanguage.code, consent: enquiry.consent });
    setSending(false);
    setVisitor(you);
    if (outcome === "rejected") setFormError(enquiry.errors.notSent);
    else if (outcome === "sent") setState({ phase: "sent", friend: friend.name });
    else
      setState({
        phase: "kept",
        ...(outcome === "unreachable"
          ? {
              written: fillValues(referralPage.unreachableMessage, {
                name: you.name,
                phone: you.phone,
                friendName: friend.name,
                friendPhone: friend.phone,
              }),
            }
          : {}),
      });
  }

  if (state.phase !== "form")
    return (
      <div
        ref={resultRef}
        tabIndex={-1}
        role="status"
        data-referral={state.phase}
        className="scroll-mt-20 space-y-5 text-center"
      >
        {state.phase === "sent" ? (
          <p className="flex flex-col items-center gap-3 font-display text-2xl text-brand-900">
            <Icon name="circle-check" className="size-12 text-brand-700" />
            {fillValues(referralPage.sent, { friend: state.friend })}
          </p>
        ) : (
          <KeptOnDevice written={state.written} />
        )}
        <button type="button" onClick={() => setState({ phase: "form" })} className={buttonClasses("outline", "md")}>
          <Icon name="users" className="size-4" />
          {referralPage.another}
        </button>
      </div>
    );

  const phoneInput = { type: "tel", inputMode: "tel", placeholder: enquiry.form.phonePlaceholder } as const;
  const fieldProps = (name: Field) => ({ id: `${id}-${name}`, name, required: true, error: errors[name] });

  return (
    <>
      <ReferWithoutForm />
      <form
        noValidate
        onSubmit={handleSubmit}
        aria-label={form.label}
        className="space-y-6 noscript:hidden"
        data-referral="form"
      >
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 font-display text-xl text-brand-900">{form.you}</legend>
          <FormField
            {...fieldProps("yourName")}
            label={form.yourName}
            autoComplete="name"
            defaultValue={visitor.name}
          />
          <FormField
            {...fieldProps("yourPhone")}
            {...phoneInput}
            label={form.yourPhone}
            autoComplete="tel"
            defaultValue={visitor.phone}
          />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 font-display text-xl text-brand-900">{form.friend}</legend>
          <FormField {...fieldProps("friendName")} label={form.friendName} autoComplete="off" />
          <FormField {...fieldProps("friendPhone")} {...phoneInput} label={form.friendPhone} autoComplete="off" />
        </fieldset>
        <FormAlert message={formError} />
        <SubmitButton
          icon="send"
          label={form.send}
          sendingLabel={form.sending}
          sending={sending}
          disabled={!hydrated}
        />
        <PrivacyNotice text={form.notice} linkLabel={enquiry.consent.privacyLink} />
      </form>
    </>
  );
}

/** The referral waits on the device; when the device is online yet it did not reach us, WhatsApp sends it now. */
function KeptOnDevice({ written }: { written?: string }) {
  const { enquiry } = useContent(enquiryContent);
  const { contact } = useContent(uiContent);
  const words = written ? enquiry.unreachable : enquiry.saved;
  return (
    <div className="space-y-4 text-left">
      <SavedNotice heading={words.heading} text={words.text} />
      {written && (
        <a
          href={whatsappUrl(written)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses("whatsapp", "md", "w-full")}
        >
          <Icon name="message-circle" className="size-4" />
          {enquiry.unreachable.whatsapp}
          <span className="sr-only">{contact.newTab}</span>
        </a>
      )}
    </div>
  );
}

/** WhatsApp with the referral's outline written in, and a call: the page without script. */
function ReferWithoutForm() {
  const referralPage = useWords("referral");
  const { contact } = useContent(uiContent);
  return (
    <div data-referral="without-script" className="hidden noscript:block">
      <p className="text-muted">{referralPage.noScript.text}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <a
          href={whatsappUrl(referralPage.noScript.whatsappMessage)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses("whatsapp", "md", "w-full")}
        >
          <Icon name="message-circle" className="size-4" />
          {contact.chatOnWhatsapp}
          <span className="sr-only">{contact.newTab}</span>
        </a>
        <a href={telUrl()} className={buttonClasses("outline", "md", "w-full")}>
          <Icon name="phone" className="size-4" />
          {contact.call}
        </a>
      </div>
    </div>
  );
}
