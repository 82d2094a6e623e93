import { navigationContent } from "#app/utils/site-links.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { enquiryContent } from "#content/enquiry.ts";
import { languageContent } from "#content/page-language.ts";

/** Says under every form what is collected, why, and where the policy is. */
export function ConsentNotice() {
  const { enquiry } = useContent(enquiryContent);
  const { privacyPolicyLink } = useContent(navigationContent);
  const { localePath } = useContent(languageContent);
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
