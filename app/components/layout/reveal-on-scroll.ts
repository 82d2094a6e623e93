import { prefersReducedMotion, whenEngaged } from "#app/utils/use-media-preferences.ts";

/** docs/product.md, Constants: content reveals once 10 to 20 % of it is visible. */
const REVEAL_THRESHOLD = 0.15;

/** Without a scroll or tap, reveals arm this long after the page went idle. */
const ARM_FALLBACK_MS = 4000;

/**
 * Fades `.reveal` elements up as they scroll into view. It arms on the visitor's first
 * scroll or tap, so it costs nothing while the page loads; elements in view at that
 * moment are left alone, and nothing happens with reduced motion. Plain script, started
 * once per page by layout-script.ts.
 */
export function startRevealOnScroll() {
  if (prefersReducedMotion()) return;
  const seen = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        if (isIntersecting) {
          target.classList.remove("reveal-pending");
          observer.unobserve(target);
        } else if (!seen.has(target) && target.getBoundingClientRect().top > window.innerHeight) {
          target.classList.add("reveal-pending");
        }
        seen.add(target);
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  whenEngaged(
    () => document.querySelectorAll(".reveal").forEach((element) => observer.observe(element)),
    ARM_FALLBACK_MS,
  );
}
