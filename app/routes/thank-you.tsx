import enquiry from "@content/generated/enquiry";
import thankYouWords from "@content/generated/thank-you";
import visitBooking from "@content/generated/visit-booking";
import visitTexts from "@content/generated/visit-texts";
import { languageContent } from "@content/page-language";
import { siteContent } from "@content/site";
import { thankYouContent } from "@content/thank-you";
import { uiContent } from "@content/ui";
import { LanguageSwitch } from "~/components/layout/language-switch";
import { buttonClasses } from "~/components/ui/button-styles";
import { Icon } from "~/components/ui/icon";
import { Logo } from "~/components/ui/logo";
import { VisitConfirmation } from "~/features/site-visit/visit-confirmation";
import { readVisit } from "~/features/site-visit/visit-slots";
import { NextSteps } from "~/features/thank-you/next-steps";
import { getFirstName, useStoredEnquiry } from "~/features/thank-you/use-stored-enquiry";
import { cn } from "~/utils/cn";
import { telUrl, whatsappUrl } from "~/utils/contact-links";
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
  const { thankYou } = thankYouContent(words);
  const { contact, logo } = uiContent(words);
  const { site } = siteContent(words);
  const { localePath } = languageContent(words);
  const record = useStoredEnquiry();
  const firstName = getFirstName(record);
  const visit = readVisit(record);
  return (
    <ContentProvider words={words}>
      <div className="min-h-screen bg-sand-100/60">
        <header className="relative container-page flex justify-center pt-8">
          <a href={localePath("/")} className="rounded-md">
            <Logo />
            <span className="sr-only">{`: ${logo.homeLink}`}</span>
          </a>
          <LanguageSwitch path={PATH} className="absolute top-8 right-4 text-brand-800 md:right-8" />
        </header>
        <div className="container-page flex max-w-2xl flex-col items-center py-12 text-center md:py-16">
          <span className="grid size-20 place-items-center rounded-full bg-brand-900 text-gold-300 shadow-lg ring-8 ring-brand-100">
            <Icon name="circle-check" className="size-10" />
          </span>
          {firstName && <p className="mt-8 text-lg font-semibold text-gold-700">{thankYou.greeting(firstName)}</p>}
          <h1 className={cn("font-display text-display text-brand-900", firstName ? "mt-2" : "mt-8")}>
            {thankYou.heading}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-muted">{thankYou.text}</p>
          {record?.flatUnit && (
            <p
              className="mt-4 rounded-xl bg-white px-5 py-3 font-semibold text-brand-900 ring-1 ring-sand-200"
              data-flat-line
            >
              {thankYou.flatLine(record.flatUnit, record.flatPrice ?? "")}
            </p>
          )}
          {visit && (
            <div className="mt-10 w-full">
              <VisitConfirmation visit={visit} name={record?.name ?? ""} status="sent" />
            </div>
          )}
          <div className="mt-10 w-full">
            <NextSteps />
          </div>
          <section aria-labelledby="contact-now-heading" className="mt-10 w-full">
            <h2 id="contact-now-heading" className="font-display text-xl text-brand-900">
              {thankYou.contactHeading}
            </h2>
            <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
              <a
                href={whatsappUrl(site.whatsapp.message)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses("whatsapp", "lg")}
              >
                <Icon name="message-circle" className="size-5" />
                {contact.chatOnWhatsapp}
                <span className="sr-only">{contact.newTab}</span>
              </a>
              <a href={telUrl()} className={buttonClasses("outline", "lg")}>
                <Icon name="phone" className="size-5" />
                {contact.call}
              </a>
            </div>
          </section>
          <a
            href={localePath("/")}
            className="mt-12 inline-flex items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:text-gold-700 hover:underline"
          >
            <Icon name="arrow-left" className="size-4" />
            {thankYou.returnLabel}
          </a>
        </div>
      </div>
    </ContentProvider>
  );
}
