import data from "./generated/share-images";
import { hero } from "./home";
import type { ShareImage } from "./schema";

/**
 * The picture a link preview shows when a page is shared (Open Graph and Twitter cards), with
 * the text that describes it, from content/en/share-images.yaml. The home page shares its hero
 * poster; blog posts share their own cover image and its alt text from the post's front matter.
 */
export const shareImages: Record<"default" | "home" | "landing", ShareImage> = {
  ...data,
  home: { image: hero.poster, alt: hero.posterAlt },
};
