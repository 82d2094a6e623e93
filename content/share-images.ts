import { facts } from "./facts";
import { hero } from "./home";
import type { ShareImage } from "./schema";
import { site } from "./site";

/**
 * The picture a link preview shows when a page is shared (Open Graph and Twitter cards), with
 * the text that describes it to people who cannot see it. Blog posts share their own cover
 * image and its alt text from the post's front matter.
 */
export const shareImages = {
  /** Every page without its own. */
  default: {
    image: "og/default.jpg",
    alt: `Artist's impression of the ${facts.towers} ${site.projectName} towers at sunset, a swimming pool and palm-lined lawns between them`,
  },
  home: { image: hero.poster, alt: hero.posterAlt },
  landing: {
    image: "og/landing.jpg",
    alt: `Artist's impression of the ${site.projectName} entrance gate, the towers and palms rising behind the compound wall`,
  },
} satisfies Record<string, ShareImage>;
