import type { Words } from "./words";

/** About section (#about), from content/en/about.yaml: carousel, highlights, mission and values. */
export function aboutContent(words: Words) {
  const about = words.about;
  return {
    aboutIntro: about.intro,
    aboutSlidesLabel: about.slidesLabel,
    aboutSlides: about.slides,
    highlights: about.highlights,
    mission: about.mission,
    valuesHeading: about.valuesHeading,
    values: about.values,
  };
}
