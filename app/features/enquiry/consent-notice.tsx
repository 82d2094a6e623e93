import { Link } from "react-router";
import { enquiry } from "@content/enquiry";
import { privacyPolicyLink } from "@content/navigation";

/** Says under every form what is collected, why, and where the policy is. */
export function ConsentNotice() {
  const { notice } = enquiry.consent;
  return (
    <p className="mt-4 text-xs leading-relaxed text-muted">
      {notice.before}
      <Link to={privacyPolicyLink.href} className="font-semibold text-brand-800 underline">
        {enquiry.consent.privacyLink}
      </Link>
      {notice.after}
    </p>
  );
}
