import { href } from "react-router";
import enquiry from "@content/generated/enquiry";
import referral from "@content/generated/referral";
import { referralContent } from "@content/referral";
import { Icon } from "~/components/ui/icon";
import { PageHeader } from "~/components/ui/page-header";
import { submitReferral } from "~/features/enquiry/submit-enquiry";
import { ReferralForm } from "~/features/referral/referral-form";
import { pageWords } from "~/utils/layout-words";
import { getMeta } from "~/utils/seo";
import { ContentProvider } from "~/utils/use-content";
import type { Route } from "./+types/refer";

/** The words of this page's parts, beside those of every page (app/root.tsx). */
const words = pageWords({ enquiry, referral });

export const meta: Route.MetaFunction = () => {
  const { referralPage } = referralContent(words);
  return getMeta(words, {
    title: referralPage.meta.title,
    description: referralPage.meta.description,
    path: href("/refer"),
  });
};

/**
 * Refer a friend: what happens to a referral, the reward if the builder offers one (content/en/referral.yaml), and
 * the form, which sends through the same path as every enquiry.
 */
export default function Refer() {
  const { referralPage } = referralContent(words);
  return (
    <ContentProvider words={words}>
      <div className="bg-sand-50 pt-24 pb-16 md:pt-28">
        <div className="container-page max-w-3xl">
          <PageHeader eyebrow={referralPage.eyebrow} heading={referralPage.heading} intro={referralPage.intro} />
          {referralPage.reward && (
            <p
              className="mt-8 flex items-start gap-3 rounded-2xl bg-gold-100 px-5 py-4 font-semibold text-gold-700"
              data-reward
            >
              <Icon name="gift" className="mt-0.5 size-6 shrink-0" />
              {referralPage.reward}
            </p>
          )}
          <div className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 md:p-8">
            <ReferralForm submit={submitReferral} />
          </div>
        </div>
      </div>
    </ContentProvider>
  );
}
