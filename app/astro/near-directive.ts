import type { ClientDirective } from "astro";
import { hydrateWhenReady } from "./hydrate-when-ready";
import { NEAR_PX } from "./painted";
import { whenPainted } from "./when-painted";

/**
 * `client:near`: hydrates the island once the page has painted (as `client:afterpaint`) and the island is on or
 * near the screen. Astro's own `client:visible` starts as soon as the island is seen, so an island on the first
 * screen would fetch its script before the load event, beside the CSS, the fonts and the first image.
 */
const near: ClientDirective = (load, _options, element) =>
  whenPainted(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void hydrateWhenReady(load, element);
      },
      { rootMargin: `${NEAR_PX}px` },
    );
    // An island is `display: contents`: its children are what is on the screen.
    for (const child of element.children) observer.observe(child);
  });

export default near;
