import { useEffect } from "react";
import { useLocation } from "react-router";

/** SPEC.md §9: content reveals once 10 to 20 % of it is visible. */
const REVEAL_THRESHOLD = 0.15;

/**
 * Fades `.reveal` elements up as they scroll into view. Elements already in view when a
 * page opens are left alone; nothing happens with reduced motion.
 */
export function RevealOnScroll() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
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
    document.querySelectorAll(".reveal").forEach((element) => observer.observe(element));
    return () => {
      observer.disconnect();
      document.querySelectorAll(".reveal-pending").forEach((element) => element.classList.remove("reveal-pending"));
    };
  }, [pathname]);
  return null;
}
