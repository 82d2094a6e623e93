import { navigationContent } from "#app/utils/site-links.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { languageContent } from "#content/page-language.ts";
import { buttonClasses } from "./button-styles";
import { Icon } from "./icon";
import type { IconName } from "./icon-names";

/**
 * The parts every form of the site ends with (the enquiry form, the site-visit booking, the referral): the message
 * when the last attempt failed, the submit button, and the notice with its link to the privacy policy.
 */

/** The message of the last attempt, e.g. HubSpot refused it; announced as it appears. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-danger">
      {message}
    </p>
  );
}

type SubmitProps = {
  icon: IconName;
  label: string;
  sendingLabel: string;
  sending: boolean;
  /** Disabled for another reason, e.g. until the page's script can send the form. */
  disabled?: boolean;
};

/** The form's one primary button, disabled and relabelled while the form is being sent. */
export function SubmitButton({ icon, label, sendingLabel, sending, disabled = false }: SubmitProps) {
  return (
    <button
      type="submit"
      disabled={sending || disabled}
      className={buttonClasses("primary", "lg", "w-full disabled:opacity-70")}
    >
      <Icon name={icon} className="size-5" />
      {sending ? sendingLabel : label}
    </button>
  );
}

/** A notice whose `{link}` becomes the link to the privacy policy, labelled `linkLabel`. */
export function PrivacyNotice({ text, linkLabel }: { text: string; linkLabel: string }) {
  const { privacyPolicyLink } = useContent(navigationContent);
  const { localePath } = useContent(languageContent);
  const [before = "", after = ""] = text.split("{link}");
  return (
    <p className="text-xs leading-relaxed text-muted">
      {before}
      <a href={localePath(privacyPolicyLink.href)} className="font-semibold text-brand-800 underline">
        {linkLabel}
      </a>
      {after}
    </p>
  );
}
