/**
 * Runs `then` once the page has loaded and painted: the moment the loader of scripts/build/after-first-paint.ts
 * (the layout's inline script, app/shells/layout/SiteScript.astro) marks with `data-painted` on <html> and a
 * `site:painted` event (PAINTED_ATTRIBUTE and PAINTED_EVENT there; a directive's script cannot import that module).
 */
export function whenPainted(then: () => void) {
  if (document.documentElement.hasAttribute("data-painted")) then();
  else addEventListener("site:painted", then, { once: true });
}
