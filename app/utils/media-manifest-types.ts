/**
 * The shape of app/generated/media-manifest.json, written by scripts/build/build-media.ts
 * and read by app/utils/media.ts. Keys are paths below content/media.
 */

export type ImageVariant = {
  width: number;
  /** Site-absolute URL, e.g. "/media/gallery/exterior-towers-dusk-1a2b3c4d-640.avif". */
  url: string;
};

export type ImageEntry = {
  /** Intrinsic size of the source image. */
  width: number;
  height: number;
  /** Dominant colour as "#rrggbb", painted behind the image while it loads. */
  color: string;
  /** Ascending by width. */
  avif: ImageVariant[];
  /** Ascending by width. */
  webp: ImageVariant[];
};

export type FileEntry = { url: string; bytes: number };

export type MediaManifest = {
  /** e.g. "gallery/exterior-towers-dusk.jpg" */
  images: Record<string, ImageEntry>;
  /** e.g. "hero/hero-loop.webm" */
  files: Record<string, FileEntry>;
};
