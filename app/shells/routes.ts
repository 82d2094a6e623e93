// The kinds of page of app/page-registry.ts as Astro routes (astro.config.mjs injects them): each rendered by its
// shell, app/shells/<shell>.astro,
// its route under a rest parameter for the language's folder ("te", or none in English).
import type { PageKind } from "#app/page-registry.ts";

/** The path segment a kind's not-found page is rendered at, in its folder (app/utils/site-paths.server.ts). */
export const NOT_FOUND = "__not-found";

/** A kind's Astro route: "/flats/:unit" is "/[...lang]/flats/[unit]", the catch-all its not-found page. */
export function astroPattern(kind: PageKind): string {
  const pattern = kind.pattern === "*" ? `/${NOT_FOUND}` : kind.pattern.replace(/:(\w+)/g, "[$1]");
  return `/[...lang]${pattern === "/" ? "" : pattern}`;
}
