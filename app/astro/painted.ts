// The moment the loader of scripts/build/after-first-paint.ts (the layout's inline script) marks once the page has
// loaded and painted, which the islands' directives (when-painted.ts) and the site script wait for, and which islands
// start then. A module with no imports, so that a directive, bundled into the page on its own, can import it.

/** Set on <html> once the loader starts. */
export const PAINTED_ATTRIBUTE = "data-painted";
/** Dispatched on window at the same moment. */
export const PAINTED_EVENT = "site:painted";

/** How far below (or above) the screen a `client:near` island starts, so that it has hydrated by the time it is seen. */
export const NEAR_PX = 200;
