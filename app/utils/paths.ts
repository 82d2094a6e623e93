import { href } from "react-router";
// Relative paths: react-router.config.ts loads this module through site-paths.server.ts, without the aliases.
import { pathIn, type Language } from "../../content/languages";

// href() is typed from the route table (app/routes.ts): a renamed route or param fails the type check.

export function postPathById(id: string): string {
  return href("/blog/:id", { id });
}

export function postPathBySlug(slug: string): string {
  return href("/blog/post/:slug", { slug });
}

export function flatPath(unit: string): string {
  return href("/flats/:unit", { unit });
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
 * The Atom feed of the construction updates in a language, written by scripts/build/progress-feed-file.ts
 * and linked from /progress: /progress/feed.xml, /te/progress/feed.xml. Raw links, so the language's folder is added
 * here: React Router adds it only to its own links.
 */
export function progressFeedPath(language: Language): string {
  return pathIn(language, `${href("/progress")}/feed.xml`);
}
