/**
 * The URL pattern of the largest WebP copy the media pipeline writes for an image below
 * content/media (scripts/build/build-media.ts names it stem-hash-width.webp): where a link that
 * enlarges the image leads before the page has hydrated.
 */
export function imageFileUrl(image: string): RegExp {
  const stem = image.replace(/\.[a-z]+$/, "").replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  return new RegExp(`/media/${stem}-[0-9a-f]+-\\d+\\.webp$`);
}
