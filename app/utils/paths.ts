import type { pageKinds } from "#app/page-registry.ts";
import { pathIn, type Language, type SitePath } from "#content/languages.ts";

/** A page's path pattern in app/page-registry.ts: "/flats/:unit". */
type Pattern = Exclude<(typeof pageKinds)[number]["pattern"], "*">;
/** The parameters a pattern names: { unit: string } for "/flats/:unit". */
type Params<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & Params<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/**
 * A page's path from its pattern in app/page-registry.ts, typed by it: a renamed page or parameter fails the type
 * check. `href("/flats/:unit", { unit: "A-101" })` is "/flats/A-101". Every internal link is made by it (a literal
 * path in a link fails the lint, eslint.config.js).
 */
export function href<P extends Pattern>(
  pattern: P,
  ...[params]: keyof Params<P> extends never ? [] : [Params<P>]
): SitePath {
  const values = (params ?? {}) as Record<string, string>;
  return pattern.replace(/:(\w+)/g, (_, name: string) => values[name] ?? "") as SitePath;
}

/** A section of a page, by its id: `section(href("/"), "about")` is "/#about". */
export function section(path: SitePath, id: string): SitePath {
  return `${path}#${id}` as SitePath;
}

/** A page with a query: `withQuery(href("/flats/compare"), { units: "A-302" })` is "/flats/compare?units=A-302". */
export function withQuery(path: SitePath, query: Record<string, string>): SitePath {
  return `${path}?${new URLSearchParams(query).toString()}` as SitePath;
}

/** A folder's not-found page, as its pages name it (flats/404.html): `notFoundIn(href("/flats"))` is "/flats/404". */
export function notFoundIn(folder: SitePath): SitePath {
  return `${folder.replace(/\/$/, "")}/404` as SitePath;
}

export function postPathById(id: string): SitePath {
  return href("/blog/:id", { id });
}

export function postPathBySlug(slug: string): SitePath {
  return href("/blog/post/:slug", { slug });
}

export function flatPath(unit: string): SitePath {
  return href("/flats/:unit", { unit });
}

/** A flat's quotation, a PDF written beside its page by scripts/build/build-brochure.ts: /flats/A-101/quotation.pdf. */
export function quotationPath(unit: string): SitePath {
  return `${flatPath(unit)}/quotation.pdf` as SitePath;
}

/** /flats showing only the flats of one floor plan (the home page's plans and the campaign slides link there). */
export function flatsOfPlanPath(planId: string): SitePath {
  return `${href("/flats")}?plan=${encodeURIComponent(planId)}` as SitePath;
}

/** An update's place on /progress: its anchor, which the Atom feed's entries link to. */
export function progressUpdatePath(isoDate: string): SitePath {
  return section(href("/progress"), `update-${isoDate}`);
}

/**
 * The Atom feed of the construction updates in a language, served by app/endpoints/progress-feed.ts
 * and linked from /progress: /progress/feed.xml, /te/progress/feed.xml.
 */
export function progressFeedPath(language: Language): string {
  return pathIn(language, `${href("/progress")}/feed.xml`);
}
