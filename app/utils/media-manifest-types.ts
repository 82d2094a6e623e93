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

/**
 * An image as the manifest stores it: the variants' URLs are not spelled out, since the manifest ships in
 * the pages' JavaScript and grows with every photo. `app/utils/media.ts` expands it into an ImageEntry.
 */
export type StoredImage = Omit<ImageEntry, "avif" | "webp"> & {
  /** The variants' URL without width and extension, e.g. "/media/gallery/exterior-towers-dusk-1a2b3c4d". */
  stem: string;
  /** Ascending; each width exists as AVIF and as WebP: "{stem}-{width}.avif". */
  widths: number[];
};

export type MediaManifest = {
  /** e.g. "gallery/exterior-towers-dusk.jpg" */
  images: Record<string, StoredImage>;
  /** e.g. "hero/hero-loop.webm" */
  files: Record<string, FileEntry>;
};
