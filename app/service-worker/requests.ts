/**
 * How the service worker (service-worker.ts) tells requests apart. Pure functions of URLs and the page
 * registry, so the unit tests (requests.test.ts) run them without a worker.
 */
import { HUBSPOT_SUBMIT_API } from "#app/features/enquiry/form-hosts.ts";
import { findPageKind, type PageKind, pageKinds } from "#app/page-registry.ts";
import { languageOfPath, languages, pathIn } from "#content/languages.ts";
import { siteSettings } from "#content/site.ts";

function patternRegExp(pattern: string): RegExp {
  const segments = pattern
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return new RegExp(`^${segments.join("/")}$`);
}

const kinds: readonly PageKind[] = pageKinds;
/** Paths that are a page of their own, such as /flats/compare, which /flats/:unit would also match. */
const fixedPaths = new Set(kinds.filter((kind) => kind.paths.from === "pattern").map((kind) => kind.pattern));
const keptPatterns = kinds.filter((kind) => kind.keptOffline).map((kind) => patternRegExp(kind.pattern));

/** The brochure in each language ("/Brochure.pdf", "/te/Brochure.pdf"), kept for offline reading once opened. */
const brochurePaths = new Set(languages.map((language) => pathIn(language, siteSettings.brochurePath)));

export function isBrochure(pathname: string): boolean {
  return brochurePaths.has(pathname);
}

/** Whether a page is kept for offline reading once visited (app/page-registry.ts `keptOffline`): each flat's. */
export function isKeptPage(path: string): boolean {
  // Without its language's folder: "/te/flats/A-302" is "/flats/A-302".
  const page = path.slice(languageOfPath(path).prefix.length);
  return !fixedPaths.has(page) && keptPatterns.some((pattern) => pattern.test(page));
}

/** The page the worker shows for a page that neither loads nor is saved. */
export const OFFLINE_PAGE = findPageKind("offline")!.pattern;

/** Each language's offline page, the English one first: "/offline", "/te/offline". */
export const OFFLINE_PAGES = languages.map((language) => pathIn(language, OFFLINE_PAGE));

/** The offline page in the language of the page asked for: /te/flats gets /te/offline. */
export function offlinePageFor(pathname: string): string {
  return pathIn(languageOfPath(pathname), OFFLINE_PAGE);
}

/** The prefix of HubSpot's form-submission endpoint (Forms API v3) that the site's own form posts to. */
export const SUBMISSION_PREFIX = `${HUBSPOT_SUBMIT_API}/submissions/v3/integration/submit/`;
