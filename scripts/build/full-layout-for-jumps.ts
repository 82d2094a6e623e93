/**
 * Lays a page out in full before a jump into it, from the first moment the page is parsed.
 *
 * Lower sections of long pages are skipped until they near the screen (`render-when-near` in
 * app/styles/app.css) and hold a placeholder height until then, so a jump computed over them lands
 * short (docs/decisions/0008-render-when-near.md). After hydration, app/utils/use-full-layout-for-jumps.ts
 * handles client-side navigations. This inline script, in every page's <head>, handles what comes
 * before hydration or outside React Router: a #fragment in the URL that opened the page, a tap on a link
 * to a section of the same page (on `pointerdown`, a moment before the click starts a smooth scroll, so the
 * scroll's destination is computed over laid-out sections), and any later change of the fragment.
 *
 * It replaces a CSS rule, `html:has(:target)`: a `:has()` on the root with a pseudo-class inside made
 * Chromium restyle the whole document after every change to it, 3 to 4 times the style work of /flats
 * while loading and hydrating.
 */
import { FULL_LAYOUT_ATTRIBUTE } from "../../app/utils/use-full-layout-for-jumps";
import { inlineScript } from "./inline-script";

/**
 * The inline script; it runs in the page, written there by inlineScript (scripts/build/inline-script.ts),
 * so it uses nothing of this module but its argument.
 * @public Exported so that nothing calls it here: inlineScript writes its text into the pages.
 */
export function fullLayoutBeforeJumps(attribute: string): void {
  const root = document.documentElement;
  function layOutInFull(): void {
    root.setAttribute(attribute, "");
  }
  function onLinkToSection(event: Event): void {
    const target = event.target as Element | null;
    const link = target && target.closest ? (target.closest("a[href*='#']") as HTMLAnchorElement | null) : null;
    if (link && link.hash && link.pathname === location.pathname) layOutInFull();
  }
  if (location.hash) layOutInFull();
  addEventListener("hashchange", layOutInFull);
  addEventListener("pointerdown", onLinkToSection, true);
  // Keyboard activation has no pointerdown; the click still comes before the browser scrolls.
  addEventListener("click", onLinkToSection, true);
}

let script: string | undefined;

/** The script's text as the pages carry it; the same on every page, so one CSP hash. */
export function fullLayoutBeforeJumpsScript(): string {
  script ??= inlineScript(import.meta.filename, "fullLayoutBeforeJumps", [FULL_LAYOUT_ATTRIBUTE]);
  return script;
}

const HEAD_END = "</head>";

/** Adds the script at the end of the page's <head>, before <body> is parsed; fails the build, naming the page, without one. */
export function addFullLayoutBeforeJumps(html: string, file = "page"): string {
  const at = html.indexOf(HEAD_END);
  if (at === -1 || html.indexOf(HEAD_END, at + 1) !== -1) {
    throw new Error(`${file}: full-layout-for-jumps: expected one </head>`);
  }
  return `${html.slice(0, at)}<script>${fullLayoutBeforeJumpsScript()}</script>${html.slice(at)}`;
}
