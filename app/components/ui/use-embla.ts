import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from "embla-carousel";
import { type RefObject, useEffect, useState } from "react";
import { prefersReducedMotion } from "#app/utils/use-media-preferences.ts";
import { useNearViewport } from "#app/utils/use-near-viewport.ts";

/**
 * Starts Embla on `viewportRef` once the carousel comes near the viewport, loading the
 * library then, so it costs nothing on first load. Until then the slides are a plain,
 * pre-rendered row showing the first ones.
 */
export function useEmbla(viewportRef: RefObject<HTMLElement | null>, options: EmblaOptionsType, autoplayMs?: number) {
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const near = useNearViewport(viewportRef, "300px");

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!near || !viewport) return;
    let carousel: EmblaCarouselType | null = null;
    let cancelled = false;
    void (async () => {
      const [{ default: EmblaCarousel }, autoplay] = await Promise.all([
        import("embla-carousel"),
        autoplayMs && !prefersReducedMotion() ? import("embla-carousel-autoplay") : null,
      ]);
      if (cancelled) return;
      const plugins: EmblaPluginType[] = autoplay
        ? [autoplay.default({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: false })]
        : [];
      // Before Embla the row scrolls natively (carousel.tsx): start from the slide the visitor
      // scrolled to, and hand the scrolling over to Embla's transforms.
      const startIndex = slideInView(viewport);
      viewport.scrollLeft = 0;
      carousel = EmblaCarousel(viewport, { ...options, startIndex }, plugins);
      setApi(carousel);
    })();
    return () => {
      cancelled = true;
      carousel?.destroy();
    };
    // Options are fixed for the carousel's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [near, viewportRef, autoplayMs]);

  return api;
}

/** The index of the slide whose start is nearest the viewport's left edge. */
function slideInView(viewport: HTMLElement): number {
  const slides = viewport.firstElementChild?.children;
  if (!slides || viewport.scrollLeft === 0) return 0;
  const left = viewport.getBoundingClientRect().left;
  let nearest = 0;
  for (let index = 0; index < slides.length; index++) {
    const distance = Math.abs(slides[index]!.getBoundingClientRect().left - left);
    if (distance < Math.abs(slides[nearest]!.getBoundingClientRect().left - left)) nearest = index;
  }
  return nearest;
}
