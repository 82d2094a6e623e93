import type { ImageEntry } from "#app/utils/media-manifest-types.ts";
import { getFallbackUrl, getImage, toSrcSet } from "#app/utils/media.ts";

type PictureProps = {
  /** Path below content/media, e.g. "gallery/exterior-towers-dusk.jpg". */
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold (the LCP image): load eagerly with high priority. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
};

/**
 * A responsive image from the media pipeline: AVIF and WebP sources at several
 * widths, intrinsic width and height to reserve its box, and its dominant colour
 * as the placeholder. Lazy unless `priority`.
 */
export function Picture({ src, alt, sizes, priority = false, className, imgClassName }: PictureProps) {
  const image = getImage(src);
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={toSrcSet(image.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={toSrcSet(image.webp)} sizes={sizes} />
      <FallbackImage image={image} alt={alt} priority={priority} className={imgClassName} />
    </picture>
  );
}

/**
 * The <img> of a <picture>: its box, its placeholder colour and its loading priority. The
 * browser picks the file from the <source> elements, each with its own srcset and sizes; the
 * <img> only names one file for browsers without <picture>, and HTML allows `sizes` on an
 * <img> only beside a `srcset` of its own.
 */
export function FallbackImage({
  image,
  alt,
  priority,
  className,
}: {
  image: ImageEntry;
  alt: string;
  priority: boolean;
  className?: string;
}) {
  return (
    <img
      src={getFallbackUrl(image)}
      width={image.width}
      height={image.height}
      alt={alt}
      decoding="async"
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
      style={{ backgroundColor: image.color }}
    />
  );
}
