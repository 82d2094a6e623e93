import { Link } from "react-router";
import { site } from "@content/site";

/** Says under every form what is collected, why, and where the policy is. */
export function ConsentNotice() {
  return (
    <p className="mt-4 text-xs leading-relaxed text-muted">
      We collect your name, phone number, e-mail and flat preference only to answer this enquiry, send you the brochure
      and arrange a site visit. {site.builderName} keeps them securely and shares them with no one but the services that
      help us reply. Read our{" "}
      <Link to="/privacy-policy" className="font-semibold text-brand-800 underline">
        Privacy Policy
      </Link>
      .
    </p>
  );
}
