// Netlify's `_redirects`: Netlify serves only /404.html for unknown URLs, so each folder gets its own not-found page
// (app/utils/site-paths.server.ts). astro.config.mjs injects this route on Netlify's builds only (Netlify sets
// NETLIFY=true): Cloudflare reads `_redirects` too, refuses a 404 rule there (Workers static assets fail the deploy on
// it) and finds the nearest 404.html itself.
import type { APIRoute } from "astro";
import { notFoundRules } from "#app/utils/site-paths.server.ts";

export const GET: APIRoute = () => new Response(`${notFoundRules.netlify().join("\n")}\n`);
