// /robots.txt: every page may be crawled; the sitemap @astrojs/sitemap writes (astro.config.mjs) is named here.
import type { APIRoute } from "astro";
import { SITEMAP_INDEX_PATH } from "#app/utils/sitemap.server.ts";
import { siteSettings } from "#content/site.ts";

export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${new URL(SITEMAP_INDEX_PATH, siteSettings.url).href}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
