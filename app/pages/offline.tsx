import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { telUrl, whatsappUrl } from "#app/utils/contact-links.ts";
import { href } from "#app/utils/paths.ts";
import { useContent, useWords } from "#app/utils/use-content.tsx";
import { languageContent } from "#content/page-language.ts";
import { siteContent } from "#content/site.ts";
import { uiContent } from "#content/ui.ts";

/**
 * What the service worker shows for a page that neither loads nor is saved on the phone
 * (app/service-worker/service-worker.ts). It is served at that page's address and never
 * hydrates (app/page-registry.ts), so everything here is a plain link: "Try again" ("?", the same
 * path) loads the page the visitor asked for once more.
 */
export function OfflinePage() {
  const offline = useWords("offline");
  const { contact } = useContent(uiContent);
  const { site } = useContent(siteContent);
  const { brochureHref, localePath } = useContent(languageContent);
  return (
    <section className="container-page flex min-h-[70vh] max-w-3xl flex-col justify-center pt-28 pb-16">
      <p className="flex items-center gap-2 text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">
        <Icon name="cloud-off" className="size-5" />
        {offline.eyebrow}
      </p>
      <h1 className="mt-3 font-display text-heading text-brand-900">{offline.heading}</h1>
      <p className="mt-4 text-lg text-muted">{offline.text}</p>
      <a href="?" className={buttonClasses("outline", "lg", "mt-8 self-start")}>
        <Icon name="rotate-cw" className="size-5" />
        {offline.retryLabel}
      </a>

      <h2 className="mt-12 font-display text-xl text-brand-900">{offline.contactHeading}</h2>
      <p className="mt-2 text-muted">{offline.contactText}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <a href={telUrl()} className={buttonClasses("primary", "lg")}>
          <Icon name="phone" className="size-5" />
          {contact.call}
        </a>
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
      </div>

      <div className="mt-10 rounded-2xl bg-sand-100 p-5 ring-1 ring-sand-200">
        <a href={brochureHref} className="inline-flex items-center gap-2 font-semibold text-brand-800 underline">
          <Icon name="file-down" className="size-5" />
          {offline.brochureLabel}
        </a>
        <p className="mt-2 text-sm text-muted">{offline.brochureNote}</p>
      </div>

      <a
        href={localePath(href("/"))}
        className="mt-10 inline-flex items-center gap-2 self-start font-semibold text-brand-800 hover:text-gold-700"
      >
        <Icon name="arrow-left" className="size-4" />
        {offline.homeLink}
      </a>
    </section>
  );
}
