import { allowsAutoplayMedia, whenEngaged } from "#app/utils/use-media-preferences.ts";

/** Without any tap, key or scroll, the video starts this long after the page went idle. */
const VIDEO_FALLBACK_DELAY_MS = 6000;

/**
 * The hero's music button and background video, in plain script: their markup is HeroMedia's
 * (hero-section.tsx), and they work without React, so the first screen's one control does not wait for a
 * framework (docs/decisions/0024-islands.md). Started once for the page's hero.
 *
 * The button plays and pauses looping music, fetched on the first press only, and unmutes the video while it
 * plays. The video is added only once the page has loaded and gone idle and the visitor engages (or a few seconds
 * pass), never with reduced motion or Save-Data, so it never competes with the page itself; if it fails, the
 * poster simply stays.
 */
export function startHeroMedia(root: HTMLElement) {
  const button = root.querySelector("button")!;
  const audio = root.querySelector("audio")!;
  const frame = root.querySelector<HTMLElement>("[data-video-webm]")!;
  const musicOn = () => button.ariaPressed === "true";
  const setMusic = (on: boolean) => {
    button.ariaPressed = String(on);
    const video = frame.querySelector("video");
    if (video) video.muted = !on;
  };

  button.addEventListener("click", async () => {
    if (musicOn()) {
      audio.pause();
      setMusic(false);
      return;
    }
    audio.src ||= audio.dataset.src!;
    setMusic(true);
    try {
      await audio.play();
    } catch (error) {
      console.warn("Background music could not play", error);
      setMusic(false);
    }
  });
  button.classList.remove("invisible");

  if (allowsAutoplayMedia()) whenEngaged(() => addVideo(frame, !musicOn()), VIDEO_FALLBACK_DELAY_MS);
}

/** A decorative loop over the poster (nothing to caption), faded in once it plays; removed if no source can play. */
function addVideo(frame: HTMLElement, muted: boolean) {
  const { videoWebm, videoMp4 } = frame.dataset;
  frame.innerHTML = `<video data-testid="hero-video" autoplay muted loop playsinline aria-hidden="true" class="absolute inset-0 size-full object-cover opacity-0 transition-opacity duration-700"><source src="${videoWebm}" type="video/webm"><source src="${videoMp4}" type="video/mp4"></video>`;
  const video = frame.firstElementChild as HTMLVideoElement;
  video.muted = muted;
  // An error on the last source means no source could be played.
  (video.lastElementChild as HTMLSourceElement).onerror = () => {
    console.warn("Video failed to load");
    video.remove();
  };
  video.onplaying = () => video.classList.replace("opacity-0", "opacity-100");
}
