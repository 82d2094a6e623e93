import enquiry from "@content/generated/enquiry";
import thankYouWords from "@content/generated/thank-you";
import visitBooking from "@content/generated/visit-booking";
import visitTexts from "@content/generated/visit-texts";
import { thankYouContent } from "@content/thank-you";
import { ThankYouPage } from "~/pages/thank-you";
import { EnquiryDetails, EnquiryGreeting } from "~/pages/thank-you-enquiry";
import { pageWords } from "~/utils/layout-words";
import { getMeta } from "~/utils/seo";
import { ContentProvider } from "~/utils/use-content";
import type { Route } from "./+types/thank-you";

/** The words of this page's parts, beside those of every page (app/root.tsx). */
const words = pageWords({ enquiry, thankYou: thankYouWords, visitBooking, visitTexts });

/** This page's path, without its language's folder. */
const PATH = "/thank-you";

export const meta: Route.MetaFunction = () => {
  const { thankYou } = thankYouContent(words);
  return getMeta(words, {
    title: thankYou.meta.title,
    description: thankYou.meta.description,
    path: PATH,
    noindex: true,
  });
};

export default function ThankYou() {
  return (
    <ContentProvider words={words}>
      <ThankYouPage path={PATH} greeting={<EnquiryGreeting />} details={<EnquiryDetails />} />
    </ContentProvider>
  );
}
