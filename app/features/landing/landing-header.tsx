import { LanguageSwitch } from "#app/components/layout/language-switch.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Logo } from "#app/components/ui/logo.tsx";
import { telUrl } from "#app/utils/contact-links.ts";
import { navigationContent } from "#app/utils/site-links.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { landingContent } from "#content/landing.ts";

/** Sticky header of the campaign page at `path`: in-page anchors from md up; below md one tap calls sales instead. */
export function LandingHeader({ path }: { path: string }) {
  const { landing } = useContent(landingContent);
  const { campaignNav } = useContent(navigationContent);
  return (
    <header className="sticky top-0 z-40 border-b border-sand-200/70 bg-sand-50/95 backdrop-blur supports-[backdrop-filter]:bg-sand-50/85">
      <div className="container-page flex h-16 items-center justify-between gap-2 md:h-18">
        <a href="#home" className="rounded-md">
          <Logo />
        </a>
        <nav aria-label={landing.header.navLabel} className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-2">
            {campaignNav.map((section) => (
              <li key={section.href}>
                <a
                  href={section.href}
                  className="relative rounded-md px-2.5 py-2 text-sm font-semibold text-ink transition-colors after:absolute after:inset-x-2.5 after:bottom-1 after:h-0.5 after:origin-left after:scale-x-0 after:bg-gold-500 after:transition-transform hover:text-brand-700 hover:after:scale-x-100 lg:px-3"
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-1">
          <LanguageSwitch path={path} className="px-1.5 text-brand-800 hover:text-brand-700" />
          <a
            href={telUrl()}
            className="inline-flex items-center gap-2 rounded-full bg-brand-900 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 max-sm:size-11 max-sm:justify-center max-sm:p-0 md:hidden"
          >
            <Icon name="phone" className="size-4" />
            {/* Below 640 px the phone icon alone, beside the logo and the language switch. */}
            <span className="max-sm:sr-only">{landing.header.call}</span>{" "}
            <span className="sr-only">{landing.header.callHint}</span>
          </a>
        </div>
      </div>
    </header>
  );
}
