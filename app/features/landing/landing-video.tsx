import { useEffect, useRef, useState } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { getFileUrl, getImage } from "#app/utils/media.ts";
import { useContent } from "#app/utils/use-content.tsx";
import { useHydrated } from "#app/utils/use-hydrated.tsx";
import { allowsAutoplayMedia } from "#app/utils/use-media-preferences.ts";
import { landingContent } from "#content/landing.ts";

/** docs/product.md, Constants: the walkthrough plays once at least half of it is visible. */
const VIDEO_VISIBLE_RATIO = 0.5;

function playQuietly(video: HTMLVideoElement) {
  // Browsers may refuse to play (power saving, autoplay policy): the poster stays, nothing else to do.
  video.play().catch((error: unknown) => console.warn("Walkthrough video did not play", error));
}

/** The poster to show, from the walkthrough's `poster` image (content/en/landing.yaml). */
function posterUrl(poster: string): string {
  const variants = getImage(poster).webp;
  // The smallest variant at least 960 px wide suits the section on every screen.
  return (variants.find((variant) => variant.width >= 960) ?? variants.at(-1))?.url ?? "";
}

/**
 * The walkthrough film: muted, looping, loaded only when it first plays. It plays while at
 * least half of it is on screen and pauses when it leaves; with reduced motion or Save-Data
 * it does not play by itself and only the poster shows, until the visitor presses Play.
 */
export function LandingVideo() {
  const { landing } = useContent(landingContent);
  const { video } = landing;
  const ref = useRef<HTMLVideoElement>(null);
  const pausedByVisitor = useRef(false);
  const [playing, setPlaying] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const autoplay = allowsAutoplayMedia();
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const inView = entry.isIntersecting && entry.intersectionRatio >= VIDEO_VISIBLE_RATIO;
        if (!inView) element.pause();
        else if (autoplay && !pausedByVisitor.current) playQuietly(element);
      },
      { threshold: VIDEO_VISIBLE_RATIO },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  function toggle() {
    const element = ref.current;
    if (!element) return;
    pausedByVisitor.current = !element.paused;
    if (element.paused) playQuietly(element);
    else element.pause();
  }

  return (
    <section aria-labelledby="video-heading" className="bg-brand-950 py-16 text-white md:py-24">
      <div className="container-page grid items-center gap-10 lg:grid-cols-[2fr_3fr] lg:gap-14">
        <div>
          <p className="text-xs font-bold tracking-[0.22em] text-gold-300 uppercase">{video.eyebrow}</p>
          <h2 id="video-heading" className="mt-3 font-display text-heading">
            {video.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-brand-100">{video.text}</p>
        </div>
        <div className="relative overflow-hidden rounded-2xl shadow-2xl ring-1 ring-white/10">
          <video
            ref={ref}
            muted
            playsInline
            loop
            preload="none"
            poster={posterUrl(video.poster)}
            aria-label={video.filmLabel}
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            className="block aspect-video w-full bg-brand-900 object-cover"
          >
            <source src={getFileUrl(video.webm)} type="video/webm" />
            <source src={getFileUrl(video.mp4)} type="video/mp4" />
          </video>
          {hydrated && (
            <button
              type="button"
              onClick={toggle}
              className="absolute right-3 bottom-3 inline-flex items-center gap-2 rounded-full bg-brand-950/75 px-4 py-2 text-sm font-semibold text-white backdrop-blur transition-colors hover:bg-brand-950"
            >
              {playing ? <Icon name="pause" className="size-4" /> : <Icon name="play" className="size-4" />}
              {playing ? video.pause : video.play}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
