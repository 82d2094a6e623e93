import { type ReactNode, useState } from "react";
import { homeContent } from "@content/home";
import { uiContent } from "@content/ui";
import { buttonClasses } from "~/components/ui/button-styles";
import { Picture } from "~/components/ui/picture";
import { useContent } from "~/utils/use-content";
import { HeroVideo } from "./hero-video";
import { MusicToggle } from "./music-toggle";

/**
 * The hero's moving parts, its only controls: the walkthrough video and the music button that unmutes it. Their own
 * island where a page shell hydrates parts (docs/decisions/0024-islands.md), so the text and poster stay HTML.
 * @public exported for the islands spike (spikes/islands/src/parts/HeroMedia.tsx), which knip does not read
 */
export function HeroMedia() {
  const [musicOn, setMusicOn] = useState(false);
  return (
    <>
      {/* Between the poster (-z-20) and the gradients over it (-z-10), though it comes after them, beside its button. */}
      <div className="absolute inset-0 -z-15">
        <HeroVideo muted={!musicOn} />
      </div>
      <div className="absolute top-20 right-4 md:top-auto md:right-8 md:bottom-10">
        <MusicToggle on={musicOn} onChange={setMusicOn} />
      </div>
    </>
  );
}

/** The home page's first screen; `media` stands in for its video and music button where a shell gives them. */
export function HeroSection({ media = <HeroMedia /> }: { media?: ReactNode }) {
  const { hero } = useContent(homeContent);
  const { contact } = useContent(uiContent);
  return (
    <section
      id="home"
      aria-labelledby="hero-heading"
      className="relative isolate flex h-[60svh] min-h-[26rem] items-end overflow-hidden bg-brand-950 md:h-svh md:min-h-[40rem]"
    >
      <Picture
        src={hero.poster}
        alt={hero.posterAlt}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-20"
        imgClassName="size-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-950/90 via-brand-950/40 to-brand-950/10" />
      <div className="absolute inset-0 -z-10 hidden bg-gradient-to-r from-brand-950/75 via-brand-950/25 to-transparent md:block" />
      <div className="container-page animate-fade-in pb-10 md:pb-24">
        <p className="hidden font-display text-2xl text-gold-300 md:block lg:text-3xl">{hero.welcome}</p>
        <h1
          id="hero-heading"
          className="mt-2 max-w-3xl font-display text-[1.85rem] leading-tight text-white md:text-display"
        >
          {hero.headline}
        </h1>
        <p className="mt-3 max-w-2xl text-base text-brand-50 md:mt-5 md:text-xl">{hero.subline}</p>
        <div className="mt-6 flex flex-wrap items-center gap-3 md:mt-8">
          <a href="#enquire" className={buttonClasses("gold", "lg")}>
            {contact.enquireNow}
          </a>
          <span className="hidden sm:contents">
            <a href="#floor-plans" className={buttonClasses("outlineLight", "lg")}>
              {hero.floorPlansLabel}
            </a>
          </span>
        </div>
      </div>
      {media}
    </section>
  );
}
