import type { ShareImage } from "./schema";
import type { Words } from "./words";

/**
 * The picture a link preview shows when a page is shared (Open Graph and Twitter cards), with the text that describes
 * it, from content/en/share-images.yaml. The home page shares its hero poster (so only its picture needs the home
 * page's words); blog posts share their own cover image and its alt text from the post's front matter.
 */
export function shareImagesContent(words: Words) {
  const shareImages: Record<"default" | "home" | "landing", ShareImage> = {
    ...words.shareImages,
    get home() {
      return { image: words.home.hero.poster, alt: words.home.hero.posterAlt };
    },
  };
  return { shareImages };
}
