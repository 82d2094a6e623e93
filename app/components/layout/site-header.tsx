import { Icon } from "#app/components/ui/icon.tsx";
import { Logo } from "#app/components/ui/logo.tsx";
import { cn } from "#app/utils/cn.ts";
import { href } from "#app/utils/paths.ts";
import { navigationContent } from "#app/utils/site-links.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { languageContent } from "#content/page-language.ts";
import { uiContent } from "#content/ui.ts";
import { LanguageSwitch } from "./language-switch";

/**
 * The site header of the page at `path` (without its language's folder): over the home page's hero, light, until
 * the page scrolls (the `over-hero` variant, app/styles/app.css). It needs no React in the browser: the menu is a
 * native popover, and layout-script.ts sets `data-scrolled` and closes the menu when one of its links is tapped;
 * where the browser has no Popover API, site-menu.ts opens and closes it instead.
 */
export function SiteHeader({ path }: { path: string }) {
  const { siteNav } = useContent(navigationContent);
  const { header, logo } = useContent(uiContent);
  const { localePath } = useContent(languageContent);
  return (
    <header
      data-scrolled="false"
      data-over-hero={path === "/" ? "" : undefined}
      className="fixed inset-x-0 top-0 z-40 bg-white/95 shadow-md backdrop-blur transition-colors duration-300 print:hidden over-hero:bg-transparent over-hero:bg-gradient-to-b over-hero:from-brand-950/70 over-hero:to-transparent over-hero:shadow-none over-hero:backdrop-blur-none"
    >
      <nav aria-label={header.navLabel} className="container-page flex h-16 items-center justify-between md:h-20">
        <a href={localePath(href("/"))} className="rounded-md">
          <Logo tone="header" />
          <span className="sr-only">{`, ${logo.homeLink}`}</span>
        </a>
        {/* Ten links and the logo fit from lg (1024 px) with this padding; wider screens get more room, and the
          links marked for them (app/utils/site-links.ts). */}
        <ul className="hidden items-center gap-1 lg:flex">
          {siteNav.map((item) => (
            <li key={item.href} className={cn("wideScreensOnly" in item && "hidden xl:block")}>
              <a
                href={localePath(item.href)}
                className="rounded-md px-2 py-2 text-sm font-semibold whitespace-nowrap text-ink transition-colors hover:text-brand-700 xl:px-3 over-hero:text-white over-hero:hover:text-gold-300"
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-1">
          <LanguageSwitch
            path={path}
            className="text-brand-800 hover:text-brand-700 over-hero:text-white over-hero:hover:text-gold-300"
          />
          {/* The browser exposes the popover's open state as this button's expanded state (HTML forbids
            aria-expanded beside popovertarget); CSS swaps the icon while the menu is open. Without the Popover API,
            site-menu.ts drops popovertarget and sets aria-expanded, which swaps it too. */}
          <button
            type="button"
            popoverTarget="site-menu"
            aria-controls="site-menu"
            className="group grid size-11 place-items-center rounded-full text-brand-900 lg:hidden over-hero:text-white"
          >
            <Icon name="menu" className="group-aria-expanded:hidden [header:has(#site-menu:popover-open)_&]:hidden" />
            <Icon name="x" className="hidden group-aria-expanded:block [header:has(#site-menu:popover-open)_&]:block" />
            <span className="sr-only">{header.menu}</span>
          </button>
        </div>
        <div
          id="site-menu"
          popover="auto"
          className="fixed inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-0 bg-white p-0 shadow-xl md:top-20 md:max-h-[calc(100dvh-5rem)] lg:hidden"
        >
          <ul className="container-page flex flex-col py-3">
            {siteNav.map((item) => (
              <li key={item.href}>
                <a
                  href={localePath(item.href)}
                  className="block border-b border-sand-100 py-3.5 text-lg font-semibold text-ink"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}
