/**
 * How the service worker (service-worker.ts) tells requests apart. Pure functions of URLs and the page
 * registry, so the unit tests (requests.test.ts) run them without a worker.
 */
import { languageOfPath, languages, pathIn } from "@content/languages";
import { site } from "@content/site";
import { hubspotHosts } from "~/features/enquiry/form-hosts";
import { findPageKind, type PageKind, pageKinds } from "~/page-registry";

const DATA_SUFFIX = ".data";
/** React Router's data file of the home page (its other pages': "<path>.data"). */
const ROOT_DATA = "/_root.data";

/**
 * The page whose data a client-side navigation fetches: "/blog.data" is /blog's, "/_root.data" the home
 * page's (React Router's single-fetch URLs); null for anything else.
 */
export function pagePathOfData(pathname: string): string | null {
  const language = languageOfPath(pathname);
  if (pathname === `${language.prefix}${ROOT_DATA}`) return pathIn(language, "/");
  return pathname.endsWith(DATA_SUFFIX) && pathname.length > DATA_SUFFIX.length + 1
    ? pathname.slice(0, -DATA_SUFFIX.length)
    : null;
}

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
const brochurePaths = new Set(languages.map((language) => pathIn(language, site.brochurePath)));

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
export function submissionPrefix(region: string): string {
  return `${hubspotHosts(region).submitApi}/submissions/v3/integration/submit/`;
}

/**
 * React Router's answer to a data request that says "load this page as a document" (a redirect that
 * reloads, which its single-fetch client follows with window.location). The worker gives it for the
 * data of a page it cannot fetch and does not hold, so the visitor gets the saved page or the offline
 * page instead of an error screen.
 */
export function reloadDocumentResponse(dataUrl: URL): Response {
  const target = new URL(dataUrl.href);
  target.pathname = pagePathOfData(target.pathname) ?? "/";
  target.searchParams.delete("_routes");
  return new Response(null, {
    status: 204,
    headers: { "X-Remix-Redirect": `${target.pathname}${target.search}`, "X-Remix-Reload-Document": "true" },
  });
}
