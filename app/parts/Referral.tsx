// Its submit function cannot cross from the server to the browser: this module imports it on the browser's side.
import { submitReferral } from "~/features/enquiry/submit-enquiry";
import { ReferralForm } from "~/features/referral/referral-form";
import { withWords } from "./with-words";

export const Referral = withWords(function Referral() {
  return <ReferralForm submit={submitReferral} />;
}, "Referral");
