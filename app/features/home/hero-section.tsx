import { buttonClasses } from "#app/components/ui/button-styles.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { getFileUrl } from "#app/utils/media.ts";
import { useContent, useWords } from "#app/utils/use-content.tsx";
import { uiContent } from "#content/ui.ts";

/**
 * The hero's moving parts, its only controls: the walkthrough video and the music button that unmutes it. Markup
 * only; hero-media.ts makes them work, without a framework, started by the home page after its first paint
 * (app/parts/HeroMediaScript.ts, docs/decisions/0024-islands.md).
 */
function HeroMedia() {
  const { hero } = useWords("home");
  return (
    <div className="contents" data-hero-media="">
      {/* Between the poster (-z-20) and the gradients over it (-z-10), though it comes after them, beside its button. */}
      <div
        className="absolute inset-0 -z-15"
        data-video-webm={getFileUrl(hero.video.webm)}
        data-video-mp4={getFileUrl(hero.video.mp4)}
      />
      <div className="absolute top-20 right-4 md:top-auto md:right-8 md:bottom-10">
        {/* Instrumental background music: there are no words to caption. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <audio loop preload="none" data-src={getFileUrl(hero.music)} data-testid="hero-music" />
        {/* Shown once its script runs: until then a press could not start the music. */}
        <button
          type="button"
          aria-pressed="false"
          className="group invisible grid size-12 place-items-center rounded-full border border-white/60 bg-brand-950/40 text-white backdrop-blur transition-colors hover:bg-brand-950/70"
        >
          <Icon name="volume-x" className="group-aria-pressed:hidden" />
          <Icon name="volume-2" className="hidden group-aria-pressed:block" />
          <span className="sr-only group-aria-pressed:hidden">{hero.musicPlay}</span>
          <span className="sr-only hidden group-aria-pressed:inline">{hero.musicPause}</span>
        </button>
      </div>
    </div>
  );
}

/** The home page's first screen. */
export function HeroSection() {
  const { hero } = useWords("home");
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
      <HeroMedia />
    </section>
  );
}
