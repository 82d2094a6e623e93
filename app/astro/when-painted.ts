import { PAINTED_ATTRIBUTE, PAINTED_EVENT } from "./painted";

/** Runs `then` once the page has loaded and painted (app/astro/painted.ts). */
export function whenPainted(then: () => void) {
  if (document.documentElement.hasAttribute(PAINTED_ATTRIBUTE)) then();
  else addEventListener(PAINTED_EVENT, then, { once: true });
}
