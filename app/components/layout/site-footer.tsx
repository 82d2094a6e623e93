import { PrivacyChoicesLink } from "#app/components/layout/privacy-choices.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Logo } from "#app/components/ui/logo.tsx";
import { ReraQrCode } from "#app/components/ui/rera-qr-code.tsx";
import { SocialLinks } from "#app/components/ui/social-links.tsx";
import { whatsappUrl } from "#app/utils/contact-links.ts";
import { navigationContent } from "#app/utils/site-links.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { languageContent } from "#content/page-language.ts";
import { addressContent, siteContent } from "#content/site.ts";
import { uiContent } from "#content/ui.ts";

export function SiteFooter() {
  const { footerNav } = useContent(navigationContent);
  const { site } = useContent(siteContent);
  const { address: postalAddress } = useContent(addressContent);
  const { contact, footer } = useContent(uiContent);
  const { localePath } = useContent(languageContent);
  const { rera } = site;
  // Laid out only near the screen (render-when-near, app/styles/app.css); until then it keeps the height it has on
  // a phone (about 1,000 px with its seven links) or from 768 px (about 600 px), so nothing below or measured
  // over it moves when it renders (measured 2026-11-26; a new link adds about 28 px on a phone, as "Privacy choices"
  // does where a tracking id is set: the footer is below the screen then, so the difference moves nothing in view).
  return (
    <footer className="bg-brand-950 text-brand-50 render-when-near [--near-placeholder:63rem] md:[--near-placeholder:37.5rem] print:hidden">
      <div className="container-page grid gap-10 py-14 md:grid-cols-3">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="max-w-xs text-sm leading-relaxed text-brand-100">{site.tagline}</p>
          <SocialLinks />
        </div>
        <div className="space-y-3 text-sm">
          <h2 className="font-display text-lg text-white">{footer.contactHeading}</h2>
          <address className="space-y-3 not-italic">
            <p className="flex gap-2">
              <Icon name="map-pin" className="mt-0.5 size-4 text-gold-300" />
              <span>{postalAddress.join(", ")}</span>
            </p>
            {site.phones.map((phone) => (
              <p key={phone.tel} className="flex items-center gap-2">
                <Icon name="phone" className="size-4 text-gold-300" />
                <a href={`tel:${phone.tel}`} className="hover:text-gold-300">
                  {phone.display}
                </a>
              </p>
            ))}
            <p className="flex items-center gap-2">
              <Icon name="message-circle" className="size-4 text-gold-300" />
              <a
                href={whatsappUrl(site.whatsapp.message)}
                target="_blank"
                rel="noopener noreferrer"
                className="hover:text-gold-300"
              >
                {contact.whatsapp} {site.whatsapp.display} <span className="sr-only">{contact.newTab}</span>
              </a>
            </p>
            <p className="flex items-center gap-2">
              <Icon name="mail" className="size-4 text-gold-300" />
              <a href={`mailto:${site.email}`} className="hover:text-gold-300">
                {site.email}
              </a>
            </p>
          </address>
        </div>
        <div className="space-y-3 text-sm">
          <h2 className="font-display text-lg text-white">{footer.linksHeading}</h2>
          <ul className="space-y-2">
            {footerNav.map((item) => (
              <li key={item.href}>
                <a href={localePath(item.href)} className="hover:text-gold-300">
                  {item.label}
                </a>
              </li>
            ))}
            {import.meta.env.TRACKING_ON && (
              <li>
                <PrivacyChoicesLink className="hover:text-gold-300" />
              </li>
            )}
          </ul>
          <p className="pt-2 text-brand-100">
            {footer.reraNumber} <strong className="text-white">{rera.number}</strong>
            <br />
            <a href={rera.url} rel="noopener noreferrer" target="_blank" className="underline hover:text-gold-300">
              {rera.authority} <span className="sr-only">{contact.newTab}</span>
            </a>
          </p>
          <ReraQrCode className="mt-3" />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-5 text-xs text-brand-100">{footer.copyright(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
