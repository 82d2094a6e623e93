import type { Words } from "./words";

/**
 * Home page (content/en/home.yaml): its title, hero (#home), banner, contact (#contact), the enquiry area (#enquire)
 * and the buttons that stay at the bottom of the screen.
 */
export function homeContent(words: Words) {
  const home = words.home;
  return {
    homeMeta: home.meta,
    hero: home.hero,
    banner: home.banner,
    contact: home.contact,
    enquire: home.enquire,
    floatingBar: home.floatingBar,
  };
}
