import type { ReactNode } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { useWords } from "#app/utils/use-content.tsx";

/**
 * Refer a friend: what happens to a referral, the reward if the builder offers one (content/en/referral.yaml), and
 * the form (`form`), which sends through the same path as every enquiry.
 */
export function ReferPage({ form }: { form?: ReactNode }) {
  const referralPage = useWords("referral");
  return (
    <div className="bg-sand-50 pt-24 pb-16 md:pt-28">
      <div className="container-page max-w-3xl">
        <PageHeader eyebrow={referralPage.eyebrow} heading={referralPage.heading} intro={referralPage.intro} />
        {referralPage.reward && (
          <p
            className="mt-8 flex items-start gap-3 rounded-2xl bg-gold-100 px-5 py-4 font-semibold text-gold-700"
            data-reward
          >
            <Icon name="gift" className="mt-0.5 size-6" />
            {referralPage.reward}
          </p>
        )}
        <div className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 md:p-8">{form}</div>
      </div>
    </div>
  );
}
