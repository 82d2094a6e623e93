import manifestJson from "#app/generated/media-manifest.json";
import { expandImage } from "./expand-image";
import type { FileEntry, ImageEntry, ImageVariant, MediaManifest } from "./media-manifest-types";

// Written by scripts/build/build-media.ts before every build; see docs/decisions on the image pipeline.
const manifest: MediaManifest = manifestJson;

/** The variants of an image below content/media, e.g. "gallery/exterior-towers-dusk.jpg". */
export function getImage(src: string): ImageEntry {
  const entry = manifest.images[src];
  if (!entry)
    throw new Error(
      `Image "${src}" is not in the media manifest: add it under content/media and run scripts/build/build-media.ts`,
    );
  return expandImage(entry);
}

/** The hashed URL of a video or audio file below content/media, e.g. "hero/hero-loop.webm". */
export function getFileUrl(src: string): FileEntry["url"] {
  const entry = manifest.files[src];
  if (!entry)
    throw new Error(
      `Media file "${src}" is not in the media manifest: add it under content/media and run scripts/build/build-media.ts`,
    );
  return entry.url;
}

/** A `srcset` value: every variant with its width. */
export function toSrcSet(variants: ImageVariant[]): string {
  return variants.map((v) => `${v.url} ${v.width}w`).join(", ");
}

/** The WebP variant closest to 960 px wide: the `src` for browsers without srcset. */
export function getFallbackUrl(image: ImageEntry): string | undefined {
  return image.webp.reduce<ImageVariant | undefined>(
    (best, v) => (best === undefined || Math.abs(v.width - 960) < Math.abs(best.width - 960) ? v : best),
    undefined,
  )?.url;
}
