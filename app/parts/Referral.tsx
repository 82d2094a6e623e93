// Its submit function cannot cross from the server to the browser: this module imports it on the browser's side.
import { submitReferral } from "#app/features/enquiry/submit-enquiry.ts";
import { ReferralForm } from "#app/features/referral/referral-form.tsx";
import { withWords } from "./with-words";

export const Referral = withWords(function Referral() {
  return <ReferralForm submit={submitReferral} />;
}, "Referral");
