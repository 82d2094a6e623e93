import { useEffect, useRef, useState } from "react";
import { homeContent } from "@content/home";
import { cn } from "~/utils/cn";
import { getFileUrl } from "~/utils/media";
import { useContent } from "~/utils/use-content";
import { allowsAutoplayMedia, whenEngaged } from "~/utils/use-media-preferences";

/** Without any tap, key or scroll, the video starts this long after the page went idle. */
const VIDEO_FALLBACK_DELAY_MS = 6000;

/**
 * The looping background video over the poster. It is added only once the page has
 * loaded and gone idle and the visitor engages (or a few seconds pass), never with
 * reduced motion or Save-Data, so it never competes with the page itself. If it fails,
 * the poster (the still image) simply stays.
 */
export function HeroVideo({ muted }: { muted: boolean }) {
  const { hero } = useContent(homeContent);
  const [state, setState] = useState<"waiting" | "loading" | "playing" | "failed">("waiting");
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!allowsAutoplayMedia()) return;
    return whenEngaged(() => setState("loading"), VIDEO_FALLBACK_DELAY_MS);
  }, []);

  useEffect(() => {
    if (videoRef.current) videoRef.current.muted = muted;
  }, [muted, state]);

  if (state === "waiting" || state === "failed") return null;

  const fail = () => {
    console.warn("Video failed to load");
    setState("failed");
  };

  return (
    // A silent, decorative loop: there is nothing to caption.
    <video
      ref={videoRef}
      data-testid="hero-video"
      autoPlay
      muted
      loop
      playsInline
      aria-hidden="true"
      onPlaying={() => setState("playing")}
      onError={fail}
      className={cn(
        "absolute inset-0 size-full object-cover transition-opacity duration-700",
        state === "playing" ? "opacity-100" : "opacity-0",
      )}
    >
      <source src={getFileUrl(hero.video.webm)} type="video/webm" />
      {/* An error on the last source means no source could be played. */}
      <source src={getFileUrl(hero.video.mp4)} type="video/mp4" onError={fail} />
    </video>
  );
}
