import type { ImageEntry, StoredImage } from "./media-manifest-types";

/** An image's variants with their URLs, from the manifest's compact form (media-manifest-types.ts). */
export function expandImage({ stem, widths, ...size }: StoredImage): ImageEntry {
  const variants = (format: "avif" | "webp") => widths.map((width) => ({ width, url: `${stem}-${width}.${format}` }));
  return { ...size, avif: variants("avif"), webp: variants("webp") };
}
