import type { ImageEntry } from "#app/utils/media-manifest-types.ts";
import { getImage, toSrcSet } from "#app/utils/media.ts";
import { FallbackImage } from "./picture";

type Props = {
  /** Path below content/media of the crop for narrow screens, e.g. "landing/banner-mobile.jpg". */
  mobile: string;
  /** Path below content/media of the crop for wide screens. */
  desktop: string;
  alt: string;
  /** Where the desktop crop takes over; the banner breakpoint of docs/product.md (Constants) by default. */
  media?: string;
  /** The `sizes` of each crop; both fill the viewport width by default. */
  mobileSizes?: string;
  desktopSizes?: string;
  /** Above the fold (the LCP image): load eagerly with high priority. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
};

/**
 * Art direction: a different crop below and above a breakpoint. The browser picks the
 * <source> whose media query matches before it fetches anything, so only one crop is
 * downloaded; each source carries its crop's size, so the box is reserved either way.
 */
export function ArtDirectedPicture({
  mobile,
  desktop,
  alt,
  media = "(min-width: 768px)",
  mobileSizes = "100vw",
  desktopSizes = "100vw",
  priority = false,
  className,
  imgClassName,
}: Props) {
  const small = getImage(mobile);
  const large = getImage(desktop);
  return (
    <picture className={className}>
      {/* The first matching <source> wins: the wide crop under its media query, then the narrow one. */}
      <CropSources image={large} sizes={desktopSizes} media={media} />
      <CropSources image={small} sizes={mobileSizes} />
      <FallbackImage image={small} alt={alt} priority={priority} className={imgClassName} />
    </picture>
  );
}

/** One crop's AVIF and WebP sources, each with the crop's own size so its box is reserved. */
function CropSources({ image, sizes, media }: { image: ImageEntry; sizes: string; media?: string }) {
  return (["avif", "webp"] as const).map((format) => (
    <source
      key={format}
      media={media}
      type={`image/${format}`}
      srcSet={toSrcSet(image[format])}
      sizes={sizes}
      width={image.width}
      height={image.height}
    />
  ));
}
