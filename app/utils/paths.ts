// Relative paths: astro.config.mjs loads this module (through app/shells/routes.ts) before the aliases apply.
import { pathIn, type Language } from "../../content/languages";
import type { pageKinds } from "../page-registry";

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
 * check. `href("/flats/:unit", { unit: "A-101" })` is "/flats/A-101".
 */
export function href<P extends Pattern>(
  pattern: P,
  ...[params]: keyof Params<P> extends never ? [] : [Params<P>]
): string {
  const values = (params ?? {}) as Record<string, string>;
  return pattern.replace(/:(\w+)/g, (_, name: string) => values[name] ?? "");
}

export function postPathById(id: string): string {
  return href("/blog/:id", { id });
}

export function postPathBySlug(slug: string): string {
  return href("/blog/post/:slug", { slug });
}

export function flatPath(unit: string): string {
  return href("/flats/:unit", { unit });
}

/** A flat's quotation, a PDF written beside its page by scripts/build/build-brochure.ts: /flats/A-101/quotation.pdf. */
export function quotationPath(unit: string): string {
  return `${flatPath(unit)}/quotation.pdf`;
}

/** /flats showing only the flats of one floor plan (the home page's plans and the campaign slides link there). */
export function flatsOfPlanPath(planId: string): string {
  return `${href("/flats")}?plan=${encodeURIComponent(planId)}`;
}

/** An update's place on /progress: its anchor, which the Atom feed's entries link to. */
export function progressUpdatePath(isoDate: string): string {
  return `${href("/progress")}#update-${isoDate}`;
}

/**
 * The Atom feed of the construction updates in a language, served by app/endpoints/progress-feed.ts
 * and linked from /progress: /progress/feed.xml, /te/progress/feed.xml.
 */
export function progressFeedPath(language: Language): string {
  return pathIn(language, `${href("/progress")}/feed.xml`);
}
