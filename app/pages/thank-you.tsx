import type { ReactNode } from "react";
import { LanguageSwitch } from "#app/components/layout/language-switch.tsx";
import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Logo } from "#app/components/ui/logo.tsx";
import { NextSteps } from "#app/features/thank-you/next-steps.tsx";
import { telUrl, whatsappUrl } from "#app/utils/contact-links.ts";
import { href } from "#app/utils/paths.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { languageContent } from "#content/page-language.ts";
import { siteContent } from "#content/site.ts";
import { thankYouContent } from "#content/thank-you.ts";
import { uiContent } from "#content/ui.ts";

/**
 * After an enquiry: what happens next and how to reach the team now, the same for every visitor; and, as slots, the
 * parts that read the enquiry kept on the phone (thank-you-enquiry.tsx): the enquirer greeted by
 * name above the heading, the flat or the visit they asked about under the text.
 */
export function ThankYouPage({ path, greeting, details }: { path: string; greeting?: ReactNode; details?: ReactNode }) {
  const { thankYou } = useContent(thankYouContent);
  const { contact, logo } = useContent(uiContent);
  const { site } = useContent(siteContent);
  const { localePath } = useContent(languageContent);
  return (
    <div className="min-h-screen bg-sand-100/60">
      <header className="relative container-page flex justify-center pt-8">
        <a href={localePath(href("/"))} className="rounded-md">
          <Logo />
          <span className="sr-only">{`: ${logo.homeLink}`}</span>
        </a>
        <LanguageSwitch path={path} className="absolute top-8 right-4 text-brand-800 md:right-8" />
      </header>
      <div className="container-page flex max-w-2xl flex-col items-center py-12 text-center md:py-16">
        <span className="grid size-20 place-items-center rounded-full bg-brand-900 text-gold-300 shadow-lg ring-8 ring-brand-100">
          <Icon name="circle-check" className="size-10" />
        </span>
        {greeting}
        <h1 className="mt-8 font-display text-display text-brand-900">{thankYou.heading}</h1>
        <p className="mt-5 text-lg leading-relaxed text-muted">{thankYou.text}</p>
        {details}
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
          href={localePath(href("/"))}
          className="mt-12 inline-flex items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:text-gold-700 hover:underline"
        >
          <Icon name="arrow-left" className="size-4" />
          {thankYou.returnLabel}
        </a>
      </div>
    </div>
  );
}
