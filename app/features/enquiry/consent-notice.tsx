import { enquiry } from "@content/enquiry";
import { privacyPolicyLink } from "@content/navigation";
import { localePath } from "~/utils/language";

/** Says under every form what is collected, why, and where the policy is. */
export function ConsentNotice() {
  const { notice } = enquiry.consent;
  return (
    <p className="mt-4 text-xs leading-relaxed text-muted">
      {notice.before}
      <a href={localePath(privacyPolicyLink.href)} className="font-semibold text-brand-800 underline">
        {enquiry.consent.privacyLink}
      </a>
      {notice.after}
    </p>
  );
}
