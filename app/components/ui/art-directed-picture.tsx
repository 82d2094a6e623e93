import { getFallbackUrl, getImage, toSrcSet } from "~/utils/media";

type Props = {
  /** Path below content/media of the crop for narrow screens, e.g. "landing/banner-mobile.jpg". */
  mobile: string;
  /** Path below content/media of the crop for wide screens. */
  desktop: string;
  alt: string;
  /** Where the desktop crop takes over; SPEC.md §9's mobile banner breakpoint by default. */
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
      <source
        media={media}
        type="image/avif"
        srcSet={toSrcSet(large.avif)}
        sizes={desktopSizes}
        width={large.width}
        height={large.height}
      />
      <source
        media={media}
        type="image/webp"
        srcSet={toSrcSet(large.webp)}
        sizes={desktopSizes}
        width={large.width}
        height={large.height}
      />
      <source
        type="image/avif"
        srcSet={toSrcSet(small.avif)}
        sizes={mobileSizes}
        width={small.width}
        height={small.height}
      />
      <source
        type="image/webp"
        srcSet={toSrcSet(small.webp)}
        sizes={mobileSizes}
        width={small.width}
        height={small.height}
      />
      <img
        src={getFallbackUrl(small)}
        width={small.width}
        height={small.height}
        alt={alt}
        sizes={mobileSizes}
        decoding="async"
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        className={imgClassName}
        style={{ backgroundColor: small.color }}
      />
    </picture>
  );
}
