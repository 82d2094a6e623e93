import { landingContent } from "#content/landing.ts";
import { wordsIn } from "#content/words-in.server.ts";

// The campaign page's images, the same in every language.
const { landing } = landingContent(wordsIn("en"));

/**
 * The widths scripts/build/build-media.ts encodes, in one place (docs/decisions/0013-fast-fresh-build.md).
 *
 * Every image gets the standard widths (docs/decisions/0003-image-pipeline.md; 768 from
 * docs/decisions/0007-image-768-variant.md) that do not exceed its source, because nearly every use can
 * need each of them: `sizes` of 100vw or a share of it on phones from 320 px at DPR 1 to 412 px at DPR 3,
 * and fixed slots of 400 to 1100 px on desktops at DPR 1 or 2. The widest file is also the one an enlarge
 * link opens (app/components/ui/enlarge-link.tsx) and a link preview shows (app/utils/seo.ts), so no rule
 * drops it.
 *
 * The rules below list the images whose every use needs fewer widths. An image that matches none gets the
 * standard widths, so a renamed or new image is always served well, at worst with widths it never uses.
 */
export const STANDARD_WIDTHS: readonly number[] = [320, 480, 640, 768, 960, 1280, 1920];

export type WidthRule = {
  /** A path below content/media (an image), or a folder ending in "/" (every image in it). */
  match: string;
  widths: readonly number[];
  /** Why no other width is ever served. */
  why: string;
};

export const WIDTH_RULES: readonly WidthRule[] = [
  {
    match: "og/",
    widths: [960],
    why: "link previews only (content/en/share-images.yaml): app/utils/seo.ts names the widest WebP, 960 px for the 1200 px sources",
  },
  {
    match: landing.hero.imageDesktop,
    widths: [768, 960, 1280, 1920],
    why: "the banner's desktop crop shows from 768 px only (app/components/ui/art-directed-picture.tsx), so its slot is at least 768 device pixels",
  },
  {
    match: landing.video.poster,
    widths: [960],
    why: "a <video> poster, not a <picture>: app/features/landing/landing-video.tsx takes the smallest WebP at least 960 px wide",
  },
];

/** The widths an image below content/media may get, before the cap at its source width. */
export function candidateWidths(mediaPath: string): readonly number[] {
  const rule = WIDTH_RULES.find(({ match }) => (match.endsWith("/") ? mediaPath.startsWith(match) : mediaPath === match));
  return rule?.widths ?? STANDARD_WIDTHS;
}

/** The widths to encode: the candidates up to the source width; the source width when none fits. */
export function variantWidths(candidates: readonly number[], sourceWidth: number): number[] {
  const widths = candidates.filter((w) => w <= sourceWidth);
  return widths.length > 0 ? widths : [sourceWidth];
}
