import { Children, type ReactNode, useEffect, useRef, useState } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/utils/cn.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { uiContent } from "#content/ui.ts";
import { useEmbla } from "./use-embla";

type Props = {
  /** Names the carousel for screen readers, e.g. "Floor layout maps". */
  label: string;
  children: ReactNode;
  loop?: boolean;
  /** Advance every `autoplayMs`; never stopped by interaction; off with reduced motion. */
  autoplayMs?: number;
  arrows?: boolean;
  dots?: boolean;
  /** Classes for each slide, e.g. a basis per breakpoint. */
  slideClassName?: string;
  /** Classes for the slide track, e.g. the negative margin matching slide spacing. */
  trackClassName?: string;
  /** Renders each slide knowing whether it is the selected one. */
  dimInactive?: boolean;
};

/** A swipeable, keyboard-operable carousel on Embla. Slides are plain children. */
export function Carousel({
  label,
  children,
  loop = false,
  autoplayMs,
  arrows = true,
  dots = false,
  slideClassName,
  trackClassName,
  dimInactive,
}: Props) {
  const { controls } = useContent(uiContent);
  const viewportRef = useRef<HTMLDivElement>(null);
  const api = useEmbla(viewportRef, { loop, align: "start", duration: 28 }, autoplayMs);
  const slides = Children.toArray(children);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    // Embla may start past the first slide (one the visitor scrolled to before it ran: use-embla.ts).
    onSelect();
    api.on("select", onSelect).on("reInit", onSelect);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect);
    };
  }, [api]);

  return (
    // Arrow keys pressed on any control inside the carousel move it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription={controls.carousel}
      aria-label={label}
      data-ready={api !== null}
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") api?.scrollPrev();
        if (event.key === "ArrowRight") api?.scrollNext();
      }}
      className="relative"
    >
      {/* Until Embla runs (after hydration, near the screen) or without JavaScript, the row scrolls
          natively, a swipe snapping to each slide; Embla then takes over from the slide in view. Scrolling
          natively, the row takes the focus, so a keyboard can scroll it too (slides of pictures alone hold
          nothing else that could). */}
      <div
        ref={viewportRef}
        tabIndex={api ? undefined : 0}
        className={
          api ? "overflow-hidden" : "snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain"
        }
      >
        <div className={cn("flex", api && "touch-pan-y", trackClassName)}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={controls.slide}
              aria-label={controls.slidePosition(index + 1, slides.length)}
              aria-current={index === selected ? "true" : undefined}
              className={cn(
                "min-w-0 shrink-0 grow-0 transition-opacity duration-500 *:snap-start",
                slideClassName ?? "basis-full",
                dimInactive && index !== selected && "opacity-40",
              )}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {/* The arrows and dots need Embla: until it runs they keep their place but are not shown, so no tap is lost. */}
      {arrows && (
        <div className={cn("mt-5 flex justify-center gap-3", !api && "invisible")}>
          <button
            type="button"
            onClick={() => api?.scrollPrev()}
            className="grid size-11 place-items-center rounded-full border border-brand-900 text-brand-900 hover:bg-brand-900 hover:text-white"
          >
            <Icon name="chevron-left" />
            <span className="sr-only">{controls.previousSlide}</span>
          </button>
          <button
            type="button"
            onClick={() => api?.scrollNext()}
            className="grid size-11 place-items-center rounded-full border border-brand-900 text-brand-900 hover:bg-brand-900 hover:text-white"
          >
            <Icon name="chevron-right" />
            <span className="sr-only">{controls.nextSlide}</span>
          </button>
        </div>
      )}
      {dots && (
        <div className={cn("mt-4 flex justify-center gap-1", !api && "invisible")}>
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              aria-current={index === selected ? "true" : undefined}
              onClick={() => api?.scrollTo(index)}
              className="grid size-6 place-items-center"
            >
              <span
                className={cn(
                  "block h-2 rounded-full transition-all",
                  index === selected ? "w-6 bg-gold-500" : "w-2 bg-brand-900/30",
                )}
              />
              <span className="sr-only">{controls.goToSlide(index + 1)}</span>
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
