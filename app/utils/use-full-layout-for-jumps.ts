import { useLayoutEffect } from "react";

/** Set on <html>: `render-when-near` sections (app/styles/app.css) are laid out in full. */
export const FULL_LAYOUT_ATTRIBUTE = "data-full-layout";

/** A document opened by reload or back/forward: React Router may restore a saved scroll position. */
function openedAtSavedPosition(): boolean {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry?.type === "reload" || entry?.type === "back_forward";
}

/**
 * Sections skipped by content-visibility take a placeholder height until they near the
 * viewport, so a jump computed over them lands short. A fragment in the first URL and a tap on a
 * link to a section are handled before hydration by an inline script (scripts/build/full-layout-for-jumps.ts);
 * this switches full layout on for a page opened by reload or back/forward, whose saved position
 * is restored. Links between pages are plain links, so every page is opened anew.
 */
export function useFullLayoutForJumps() {
  useLayoutEffect(() => {
    if (openedAtSavedPosition()) document.documentElement.setAttribute(FULL_LAYOUT_ATTRIBUTE, "");
  }, []);
}
