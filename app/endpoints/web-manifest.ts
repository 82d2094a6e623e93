// The web app manifest, /site.webmanifest, for installing the site to the home screen (docs/decisions/0020); every
// page links it (app/shells/layout/Page.astro). In English, as its `lang` says.
import type { APIRoute } from "astro";
import { brandColors } from "#app/styles/brand.ts";
import { siteContent } from "#content/site.ts";
import { wordsIn } from "#content/words-in.server.ts";

/** The icons are full-bleed square tiles (scripts/placeholders/media/brand.ts): each serves as is and under a mask. */
const icons = (["any", "maskable"] as const).flatMap((purpose) =>
  [192, 512].map((size) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: "image/png", purpose })),
);

export const GET: APIRoute = () => {
  const { site } = siteContent(wordsIn("en"));
  const manifest = {
    id: "/",
    name: site.projectName,
    short_name: site.shortName,
    description: site.tagline,
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: brandColors["sand-50"],
    theme_color: brandColors["brand-900"],
    icons,
  };
  return new Response(JSON.stringify(manifest, null, 2), { headers: { "Content-Type": "application/manifest+json" } });
};
