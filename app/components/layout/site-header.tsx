import { useEffect, useRef, useState } from "react";
import { navigationContent } from "@content/navigation";
import { languageContent } from "@content/page-language";
import { uiContent } from "@content/ui";
import { Icon } from "~/components/ui/icon";
import { Logo } from "~/components/ui/logo";
import { cn } from "~/utils/cn";
import { useContent } from "~/utils/use-content";
import { useScrolledPast } from "~/utils/use-scrolled-past";
import { LanguageSwitch } from "./language-switch";

/** docs/product.md, Constants: the header takes its scrolled look past 50 px. */
const SCROLLED_THRESHOLD = 50;

/** The site header of the page at `path` (without its language's folder): over the home page's hero, light. */
export function SiteHeader({ path }: { path: string }) {
  const { siteNav } = useContent(navigationContent);
  const { header, logo } = useContent(uiContent);
  const { localePath } = useContent(languageContent);
  const scrolled = useScrolledPast(SCROLLED_THRESHOLD);
  const overHero = path === "/" && !scrolled;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  // The popover works before hydration: a tap that opened it then fired its toggle event
  // before React listened, so read its state once on mount.
  useEffect(() => {
    if (menuRef.current?.matches(":popover-open")) setMenuOpen(true);
  }, []);

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-colors duration-300 print:hidden",
        overHero ? "bg-gradient-to-b from-brand-950/70 to-transparent" : "bg-white/95 shadow-md backdrop-blur",
      )}
    >
      <nav aria-label={header.navLabel} className="container-page flex h-16 items-center justify-between md:h-20">
        <a href={localePath("/")} className="rounded-md">
          <Logo tone={overHero ? "light" : "dark"} />
          <span className="sr-only">{`, ${logo.homeLink}`}</span>
        </a>
        {/* Ten links and the logo fit from lg (1024 px) with this padding; wider screens get more room, and the
          links marked for them (content/navigation.ts). */}
        <ul className="hidden items-center gap-1 lg:flex">
          {siteNav.map((item) => (
            <li key={item.href} className={cn("wideScreensOnly" in item && "hidden xl:block")}>
              <a
                href={localePath(item.href)}
                className={cn(
                  "rounded-md px-2 py-2 text-sm font-semibold whitespace-nowrap transition-colors xl:px-3",
                  overHero ? "text-white hover:text-gold-300" : "text-ink hover:text-brand-700",
                )}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-1">
          <LanguageSwitch
            path={path}
            className={overHero ? "text-white hover:text-gold-300" : "text-brand-800 hover:text-brand-700"}
          />
          {/* The browser exposes the popover's open state as this button's expanded state (HTML
            forbids aria-expanded beside popovertarget); menuOpen only swaps the icon. */}
          <button
            type="button"
            popoverTarget="site-menu"
            aria-controls="site-menu"
            className={cn(
              "grid size-11 place-items-center rounded-full lg:hidden",
              overHero ? "text-white" : "text-brand-900",
            )}
          >
            {menuOpen ? <Icon name="x" /> : <Icon name="menu" />}
            <span className="sr-only">{header.menu}</span>
          </button>
        </div>
        <div
          id="site-menu"
          ref={menuRef}
          popover="auto"
          onToggle={(event) => setMenuOpen((event as unknown as ToggleEvent).newState === "open")}
          className="inset-x-0 top-16 bottom-auto m-0 w-full border-0 bg-white p-0 shadow-xl lg:hidden"
        >
          <ul className="container-page flex flex-col py-3">
            {siteNav.map((item) => (
              <li key={item.href}>
                <a
                  href={localePath(item.href)}
                  onClick={() => menuRef.current?.hidePopover()}
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
