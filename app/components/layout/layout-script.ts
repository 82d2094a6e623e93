/**
 * What the site's header, language links and scroll-to-top button do, and the reveal of sections as they scroll
 * into view, in plain script: their markup is rendered
 * once (site-header.tsx, language-switch.tsx, scroll-to-top-button.tsx) and needs no React in the browser, so a
 * page with nothing else to use ships no framework (docs/decisions/0024-islands.md).
 */
import { prefersReducedMotion } from "#app/utils/use-media-preferences.ts";
import { startRevealOnScroll } from "./reveal-on-scroll";
import { closeSiteMenu, startSiteMenu } from "./site-menu";

/** docs/product.md, Constants: the header takes its scrolled look past 50 px. */
const HEADER_SCROLLED_PAST = 50;
/** docs/product.md, Constants: the scroll-to-top button shows past 300 px. */
const SCROLL_TOP_AFTER = 300;

/** The section in view: the last one whose top has passed the upper third of the screen. */
function sectionInView(): string | undefined {
  const line = window.innerHeight / 3;
  let found: string | undefined;
  for (const section of document.querySelectorAll<HTMLElement>("main section[id]")) {
    if (section.getBoundingClientRect().top <= line) found = section.id;
  }
  return found;
}

function onScroll() {
  const y = window.scrollY;
  for (const header of document.querySelectorAll<HTMLElement>("[data-scrolled]")) {
    header.dataset.scrolled = String(y > HEADER_SCROLLED_PAST);
  }
  for (const button of document.querySelectorAll<HTMLElement>("[data-scroll-to-top]")) {
    button.hidden = y <= SCROLL_TOP_AFTER;
  }
}

function onClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  // A link in the phone menu closes it, also when it only moves to a section of this page.
  if (target?.closest("#site-menu a")) closeSiteMenu();
  // A link to this page in another language goes on with the visitor's query and the section being read.
  const languageLink = target?.closest<HTMLAnchorElement>("a[data-page-path]");
  if (languageLink) {
    const { search, hash } = window.location;
    const section = hash.slice(1) || sectionInView();
    languageLink.href = `${languageLink.dataset.pagePath}${search}${section ? `#${section}` : ""}`;
  }
  if (target?.closest("[data-scroll-to-top]")) {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }
}

/** Started once per page by the site script (app/site-script.ts). */
export function startLayoutScript() {
  window.addEventListener("scroll", onScroll, { passive: true });
  document.addEventListener("click", onClick);
  onScroll();
  startSiteMenu();
  startRevealOnScroll();
}
