import type { MouseEvent, ReactNode } from "react";
import { getImage } from "#app/utils/media.ts";

type Props = {
  /** Path below content/media of the image it enlarges, e.g. "gallery/exterior-towers-dusk.jpg". */
  image: string;
  /**
   * Shows the enlarged view in the page (a dialog). Returning false leaves the tap to the
   * link, which then opens the image file itself (the floor plans do below 768 px).
   */
  onEnlarge: () => boolean | void;
  className?: string;
  children: ReactNode;
};

/**
 * A link to the largest copy of an image, which the script upgrades to an in-page enlarged view.
 * Until the page has hydrated (hydration waits for the first paint, docs/decisions/0005), or
 * without JavaScript, a tap still opens the image; a click with a modifier key or another
 * button keeps the link's own behaviour (a new tab, a download) after hydration too.
 */
export function EnlargeLink({ image, onEnlarge, className, children }: Props) {
  return (
    <a
      href={largestImageUrl(image)}
      onClick={(event) => {
        if (!isPlainClick(event) || onEnlarge() === false) return;
        event.preventDefault();
      }}
      className={className}
    >
      {children}
    </a>
  );
}

/** The widest WebP copy the media pipeline wrote: every browser shows WebP. */
function largestImageUrl(image: string): string {
  const largest = getImage(image).webp.at(-1);
  if (!largest) throw new Error(`No image variants for ${image}`);
  return largest.url;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
