import { startHeroMedia } from "#app/features/home/hero-media.ts";

/** The hero's music button and video (app/features/home/hero-media.ts), plain script started after the first paint. */
export function HeroMediaScript() {
  const hero = document.querySelector<HTMLElement>("[data-hero-media]");
  if (hero) startHeroMedia(hero);
}
HeroMediaScript.plainScript = true;
