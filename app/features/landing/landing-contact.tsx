import type { ReactNode } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { whatsappUrl } from "#app/utils/contact-links.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { landingContent } from "#content/landing.ts";
import { addressContent, siteContent } from "#content/site.ts";
import { uiContent } from "#content/ui.ts";

/** Contact (#contact): 'Get In Touch' with direct lines beside the 'Enquire Now' form. */
export function LandingContact({ form }: { form: ReactNode }) {
  const { landing } = useContent(landingContent);
  const { site } = useContent(siteContent);
  const { address: postalAddress } = useContent(addressContent);
  const { contact: contactWords } = useContent(uiContent);
  const { contact } = landing;
  return (
    <section
      id="contact"
      aria-labelledby="contact-heading"
      className="relative overflow-hidden bg-brand-900 py-16 text-white render-when-near md:py-24"
    >
      <div
        aria-hidden="true"
        className="absolute -top-40 -right-40 size-[28rem] rounded-full bg-gold-500/10 blur-3xl"
      />
      <div className="relative container-page grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div>
          <p className="text-xs font-bold tracking-[0.22em] text-gold-300 uppercase">{contact.eyebrow}</p>
          <h2 id="contact-heading" className="mt-3 font-display text-heading">
            {contact.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-brand-100">{contact.text}</p>
          <ul className="mt-8 space-y-4">
            {site.phones.map((phone) => (
              <li key={phone.tel}>
                <a href={`tel:${phone.tel}`} className="group flex items-center gap-4">
                  <span className="grid size-11 shrink-0 place-items-center rounded-full bg-white/10 text-gold-300 transition-colors group-hover:bg-gold-500 group-hover:text-brand-950">
                    <Icon name="phone" className="size-5" />
                  </span>
                  <span>
                    <span className="block text-xs font-semibold tracking-wider text-brand-100 uppercase">
                      {phone.label}
                    </span>
                    <span className="block text-lg font-semibold">{phone.display}</span>
                  </span>
                </a>
              </li>
            ))}
            <li>
              <a
                href={whatsappUrl(site.whatsapp.message)}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex items-center gap-4"
              >
                <span className="grid size-11 shrink-0 place-items-center rounded-full bg-whatsapp text-white transition group-hover:brightness-110">
                  <Icon name="message-circle" className="size-5" />
                </span>
                <span>
                  <span className="block text-xs font-semibold tracking-wider text-brand-100 uppercase">
                    {contactWords.whatsapp}
                  </span>
                  <span className="block text-lg font-semibold">
                    {site.whatsapp.display}
                    <span className="sr-only">{` ${contactWords.newTab}`}</span>
                  </span>
                </span>
              </a>
            </li>
            <li className="flex items-start gap-4">
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-white/10 text-gold-300">
                <Icon name="map-pin" className="size-5" />
              </span>
              <span>
                <span className="block text-xs font-semibold tracking-wider text-brand-100 uppercase">
                  {contactWords.siteAddress}
                </span>
                <span className="block">{postalAddress.join(", ")}</span>
              </span>
            </li>
          </ul>
        </div>
        <div className="lg:pt-9">
          <h3 className="flex items-center gap-3 font-display text-2xl text-white md:text-3xl">
            <span aria-hidden="true" className="h-px w-10 bg-gold-300" />
            {contact.subheading}
          </h3>
          <div className="mt-5 rounded-2xl text-ink shadow-2xl shadow-brand-950/40">{form}</div>
        </div>
      </div>
    </section>
  );
}
