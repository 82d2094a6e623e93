import { useRef } from "react";
import { homeContent } from "@content/home";
import { Icon } from "~/components/ui/icon";
import { cn } from "~/utils/cn";
import { getFileUrl } from "~/utils/media";
import { useContent } from "~/utils/use-content";
import { useHydrated } from "~/utils/use-hydrated";

/** The round music button: looping background music that starts paused. */
export function MusicToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { hero } = useContent(homeContent);
  const audioRef = useRef<HTMLAudioElement>(null);
  // Shown once hydrated: until then a press could not start the music.
  const hydrated = useHydrated();

  async function toggle() {
    const audio = audioRef.current;
    if (!audio) return;
    if (on) {
      audio.pause();
      onChange(false);
      return;
    }
    // The file is fetched on the first press only (preload="none", src set here).
    if (!audio.getAttribute("src")) audio.src = getFileUrl(hero.music);
    onChange(true);
    try {
      await audio.play();
    } catch (error) {
      console.warn("Background music could not play", error);
      onChange(false);
    }
  }

  return (
    <>
      {/* Instrumental background music: there are no words to caption. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio ref={audioRef} loop preload="none" data-testid="hero-music" />
      <button
        type="button"
        onClick={toggle}
        aria-pressed={on}
        className={cn(
          "grid size-12 place-items-center rounded-full border border-white/60 bg-brand-950/40 text-white backdrop-blur transition-colors hover:bg-brand-950/70",
          !hydrated && "invisible",
        )}
      >
        {on ? <Icon name="volume-2" /> : <Icon name="volume-x" />}
        <span className="sr-only">{on ? hero.musicPause : hero.musicPlay}</span>
      </button>
    </>
  );
}
