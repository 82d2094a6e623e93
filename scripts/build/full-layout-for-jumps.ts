/**
 * Lays a page out in full before a jump into it, from the first moment the page is parsed.
 *
 * Lower sections of long pages are skipped until they near the screen (`render-when-near` in
 * app/styles/app.css) and hold a placeholder height until then, so a jump computed over them lands
 * short (docs/decisions/0008-render-when-near.md). This inline script, in every page's <head> (the layout,
 * app/shells/layout/Page.astro, writes it), handles every jump: a page opened by reload or back/forward, whose
 * saved position the browser restores; a #fragment in the URL that opened the page (going on to it once its
 * scroll ends, should the page have moved under it), a tap on a link
 * to a section of the same page (on `pointerdown`, a moment before the click starts a smooth scroll, so the
 * scroll's destination is computed over laid-out sections), and any later change of the fragment. A click
 * that comes too soon after the full layout, whose jump would still stop short, is held back until the
 * layout has settled and then made again.
 *
 * It replaces a CSS rule, `html:has(:target)`: a `:has()` on the root with a pseudo-class inside made
 * Chromium restyle the whole document after every change to it, 3 to 4 times the style work of /flats
 * while loading and hydrating.
 */
import { inlineScript } from "./inline-script";

/** Set on <html>: `render-when-near` sections (app/styles/app.css) are laid out in full. */
export const FULL_LAYOUT_ATTRIBUTE = "data-full-layout";

/**
 * The inline script; it runs in the page, written there by inlineScript (scripts/build/inline-script.ts),
 * so it uses nothing of this module but its argument.
 * @public Exported so that nothing calls it here: inlineScript writes its text into the pages.
 */
export function fullLayoutBeforeJumps(attribute: string, settleMs: number): void {
  const root = document.documentElement;
  // When the sections were laid out in full; -1 while they are skipped.
  let laidOutAt = -1;
  function layOutInFull(): void {
    if (laidOutAt >= 0) return;
    root.setAttribute(attribute, "");
    laidOutAt = performance.now();
  }
  function linkToSection(event: Event): HTMLAnchorElement | null {
    const target = event.target as Element | null;
    const link = target && target.closest ? (target.closest("a[href*='#']") as HTMLAnchorElement | null) : null;
    return link && link.hash && link.pathname === location.pathname ? link : null;
  }
  function onPointerDown(event: Event): void {
    if (linkToSection(event)) layOutInFull();
  }
  // For some 100 ms after the full layout, Chromium still limits scrolling to the page's height before it, so a
  // jump started then stops short (docs/decisions/0008-render-when-near.md): a tap whose press came just
  // before, or a key. Such a click is held back for settleMs, then made again; the second passes. Should its
  // jump still end short of the section (a slow phone), or past it, it goes on from there once.
  function onClick(event: MouseEvent): void {
    const link = linkToSection(event);
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    layOutInFull();
    const wait = settleMs - (performance.now() - laidOutAt);
    if (wait <= 0) return;
    event.preventDefault();
    setTimeout(() => {
      addEventListener("scrollend", () => goOnTo(link.hash), { once: true });
      link.click();
    }, wait);
  }
  function goOnTo(hash: string): void {
    const section = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!section) return;
    const offset = section.getBoundingClientRect().top - parseFloat(getComputedStyle(section).scrollMarginTop);
    const atBottom = innerHeight + scrollY >= root.scrollHeight - 2;
    if ((offset > 2 && !atBottom) || offset < -2) section.scrollIntoView();
  }
  // A page opened at a #section (a link from another page, a shared link) scrolls there as it loads; the web fonts
  // and hydration can still move the section while it does, so once that scroll ends, it goes on if it missed;
  // not once the visitor has touched, scrolled or typed: from then on the page is theirs.
  function goOnToOpened(): void {
    goOnTo(location.hash);
  }
  function leaveToVisitor(): void {
    removeEventListener("scrollend", goOnToOpened);
  }
  // Opened by reload or back/forward: the browser restores the saved position, over sections laid out in full.
  const navigation = performance.getEntriesByType
    ? (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)
    : undefined;
  if (navigation && (navigation.type === "reload" || navigation.type === "back_forward")) layOutInFull();
  if (location.hash) {
    layOutInFull();
    addEventListener("scrollend", goOnToOpened, { once: true });
    ["pointerdown", "wheel", "touchstart", "keydown"].forEach(function (type) {
      addEventListener(type, leaveToVisitor, { once: true, passive: true });
    });
  }
  addEventListener("hashchange", layOutInFull);
  addEventListener("pointerdown", onPointerDown, true);
  addEventListener("click", onClick, true);
}

/** How long after the full layout a jump lands right; measured on the campaign page at 390 px (decision 0008). */
export const SETTLE_MS = 150;

let script: string | undefined;

/** The script's text as the pages carry it; the same on every page, so one CSP hash. */
export function fullLayoutBeforeJumpsScript(): string {
  script ??= inlineScript(import.meta.filename, "fullLayoutBeforeJumps", [FULL_LAYOUT_ATTRIBUTE, SETTLE_MS]);
  return script;
}
