import { PrivacyChoicesLink } from "#app/components/layout/privacy-choices.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Logo } from "#app/components/ui/logo.tsx";
import { ReraQrCode } from "#app/components/ui/rera-qr-code.tsx";
import { SocialLinks } from "#app/components/ui/social-links.tsx";
import { navigationContent } from "#app/utils/site-links.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { useCopyToClipboard } from "#app/utils/use-copy-to-clipboard.ts";
import { useHydrated } from "#app/utils/use-hydrated.tsx";
import { landingContent } from "#content/landing.ts";
import { languageContent } from "#content/page-language.ts";
import { addressContent, siteContent } from "#content/site.ts";
import { uiContent } from "#content/ui.ts";

const emailClasses =
  "inline-flex items-center gap-2 rounded-full border border-white/25 px-4 py-2 font-semibold text-white transition-colors hover:border-gold-300 hover:text-gold-300";

/** The campaign page's own footer: address, phones, the e-mail that copies itself, social links, RERA. */
export function LandingFooter() {
  const { landing } = useContent(landingContent);
  const { approvalsLink, privacyPolicyLink } = useContent(navigationContent);
  const { site } = useContent(siteContent);
  const { address: postalAddress } = useContent(addressContent);
  const { contact, footer } = useContent(uiContent);
  const { localePath } = useContent(languageContent);
  const { rera } = site;
  const words = landing.footer;
  const { copied, copy } = useCopyToClipboard();
  const hydrated = useHydrated();
  return (
    <footer className="bg-brand-950 text-brand-50 render-when-near">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-[5fr_4fr_4fr]">
        <div className="space-y-5">
          <Logo tone="light" />
          <p className="flex max-w-xs gap-2 text-sm leading-relaxed text-brand-100">
            <Icon name="map-pin" className="mt-0.5 size-4 text-gold-300" />
            <span>{postalAddress.join(", ")}</span>
          </p>
          <SocialLinks />
        </div>
        <div className="space-y-3 text-sm">
          <h2 className="font-display text-lg text-white">{words.contactHeading}</h2>
          <ul className="space-y-2">
            {site.phones.map((phone) => (
              <li key={phone.tel}>
                <a href={`tel:${phone.tel}`} className="inline-flex items-center gap-2 py-1 hover:text-gold-300">
                  <Icon name="phone" className="size-4 text-gold-300" />
                  <span>
                    {phone.display} <span className="text-brand-100">· {phone.label}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-3 pt-1">
            {/* Copying needs the script: until the page has hydrated, and without JavaScript, the address is a mail link. */}
            {hydrated ? (
              <button type="button" onClick={() => copy(site.email)} className={emailClasses}>
                <Icon name="copy" className="size-4" />
                {site.email}
                <span className="sr-only">{`: ${words.copyEmail}`}</span>
              </button>
            ) : (
              <a href={`mailto:${site.email}`} className={emailClasses}>
                <Icon name="mail" className="size-4" />
                {site.email}
              </a>
            )}
            <span role="status" className="inline-flex items-center gap-1 font-semibold text-gold-300">
              {copied && (
                <>
                  <Icon name="check" className="size-4" />
                  {words.copied}
                </>
              )}
            </span>
          </div>
        </div>
        <div className="space-y-3 text-sm">
          <h2 className="font-display text-lg text-white">{words.reraHeading}</h2>
          <p className="text-brand-100">
            {footer.reraNumber} <strong className="text-white">{rera.number}</strong>
          </p>
          <p>
            <a
              href={rera.url}
              rel="noopener noreferrer"
              target="_blank"
              className="underline underline-offset-2 hover:text-gold-300"
            >
              {rera.authority}
              <span className="sr-only">{` ${contact.newTab}`}</span>
            </a>
          </p>
          <ReraQrCode />
          <p>
            <a href={localePath(approvalsLink.href)} className="underline underline-offset-2 hover:text-gold-300">
              {approvalsLink.label}
            </a>
          </p>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-5 text-xs text-brand-100">
          <p>{footer.copyright(new Date().getFullYear())}</p>
          <p className="flex flex-wrap gap-x-5 gap-y-2">
            <a href={localePath(privacyPolicyLink.href)} className="underline underline-offset-2 hover:text-gold-300">
              {privacyPolicyLink.label}
            </a>
            {import.meta.env.TRACKING_ON && (
              <PrivacyChoicesLink className="underline underline-offset-2 hover:text-gold-300" />
            )}
          </p>
        </div>
      </div>
    </footer>
  );
}
