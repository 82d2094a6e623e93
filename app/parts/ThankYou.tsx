// The thank-you page is HTML; its parts that read the enquiry kept on the phone are islands (ThankYouEnquiry.tsx).
import { ThankYouPage } from "#app/pages/thank-you.tsx";
import { withWords } from "./with-words";

export const ThankYou = withWords(ThankYouPage, "ThankYou");
