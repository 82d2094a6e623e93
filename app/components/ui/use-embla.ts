import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from "embla-carousel";
import { type RefObject, useEffect, useState } from "react";

/**
 * Starts Embla on `viewportRef` once the carousel comes near the viewport, loading the
 * library then, so it costs nothing on first load. Until then the slides are a plain,
 * pre-rendered row showing the first ones.
 */
export function useEmbla(viewportRef: RefObject<HTMLElement | null>, options: EmblaOptionsType, autoplayMs?: number) {
  const [api, setApi] = useState<EmblaCarouselType | null>(null);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let carousel: EmblaCarouselType | null = null;
    let cancelled = false;
    const start = async () => {
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const [{ default: EmblaCarousel }, autoplay] = await Promise.all([
        import("embla-carousel"),
        autoplayMs && !reduceMotion ? import("embla-carousel-autoplay") : null,
      ]);
      if (cancelled) return;
      const plugins: EmblaPluginType[] = autoplay
        ? [autoplay.default({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: false })]
        : [];
      carousel = EmblaCarousel(viewport, options, plugins);
      setApi(carousel);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void start();
      },
      { rootMargin: "300px" },
    );
    observer.observe(viewport);
    return () => {
      cancelled = true;
      observer.disconnect();
      carousel?.destroy();
    };
    // Options are fixed for the carousel's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewportRef, autoplayMs]);

  return api;
}
