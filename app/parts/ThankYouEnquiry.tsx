// The thank-you page's islands: what the form kept on the phone (app/pages/thank-you-enquiry.tsx).
import { EnquiryDetails as Details, EnquiryGreeting as Greeting } from "#app/pages/thank-you-enquiry.tsx";
import { withWords } from "./with-words";

export const EnquiryGreeting = withWords(Greeting, "EnquiryGreeting");
export const EnquiryDetails = withWords(Details, "EnquiryDetails");
