import { href } from "react-router";
import enquiry from "@content/generated/enquiry";
import referral from "@content/generated/referral";
import { referralContent } from "@content/referral";
import { submitReferral } from "~/features/enquiry/submit-enquiry";
import { ReferralForm } from "~/features/referral/referral-form";
import { ReferPage } from "~/pages/refer";
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

export default function Refer() {
  return (
    <ContentProvider words={words}>
      <ReferPage form={<ReferralForm submit={submitReferral} />} />
    </ContentProvider>
  );
}
