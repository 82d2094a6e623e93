import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

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
 * this switches full layout on for the other jumps:
 * a client-side navigation, to a #section or back to a saved position, and a reload. It
 * runs as a layout effect of the route tree, before ScrollRestoration (a later sibling)
 * scrolls, so the jump is computed over real heights.
 */
export function useFullLayoutForJumps() {
  const { key, hash } = useLocation();
  const firstLocation = useRef(key);
  useLayoutEffect(() => {
    if (key !== firstLocation.current || hash || openedAtSavedPosition()) {
      document.documentElement.setAttribute(FULL_LAYOUT_ATTRIBUTE, "");
    }
  }, [key, hash]);
}
