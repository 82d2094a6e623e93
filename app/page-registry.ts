/**
 * Every kind of page the site has, in one list. The routes (astro.config.mjs injects one per kind, rendered by its
 * shell in app/shells/), the pages' paths, sitemap, not-found pages and nginx rules (app/utils/site-paths.server.ts,
 * scripts/build/finish-site.ts), the site header and footer per page (app/shells/layout/Page.astro), the Lighthouse
 * benchmark and the browser tests all read it: a new page is a new entry here and its shell, or, for a text page, the
 * entry's `text` (app/shells/text-page.astro, docs/decisions/0038-text-pages-from-the-registry.md).
 *
 * No imports: the browser bundle includes it.
 */

/** Where a page kind's concrete paths come from. */
type PathSource =
  /** The pattern is the one path. */
  | { from: "pattern" }
  /** One path per post in content/posts, by its id or its slug (enumerated at build time). */
  | { from: "posts"; param: "id" | "slug" }
  /** One path per flat in content/flats.yaml, by its unit (enumerated at build time). */
  | { from: "flats" }
  /** No path of its own: the catch-all answers anything else; `example` is such a path. */
  | { from: "none"; example: string };

export type PageKind = {
  /** The route id, and the name tests and benchmarks use. */
  id: string;
  /** Path pattern, ":param" for a parameter; "*" for the catch-all. */
  pattern: string;
  /** The page's shell, app/shells/<shell>.astro (two kinds may share one); "text-page" for a text page (`text`). */
  shell: string;
  /**
   * A text page: the site's header and footer as this entry says, its title and description from its words' `meta`,
   * and its page component, alone and all HTML (no island, no slot). Such a page has no shell or part of its own:
   * its shell is app/shells/text-page.astro, and scripts/build/build-part-words.ts writes its part
   * (app/generated/text-pages.ts). `component`: the page's component, exported by that name from app/pages/<id>.tsx;
   * `words`: its words' name in `Words` (content/files.ts, `useWords("<words>")`), whose `meta` gives the title.
   */
  text?: { component: string; words: string };
  paths: PathSource;
  /** Listed in the sitemap. */
  indexable: boolean;
  siteHeader: boolean;
  siteFooter: boolean;
  /**
   * Unknown URLs in this page's folder (its pattern's parent, "/" for the catch-all) get this page's
   * not-found view, written out as `<folder>/404.html` with status 404.
   */
  answersUnknownPaths: boolean;
  /**
   * false: the page stays plain HTML with no script at all (its shell writes no island, the layout no site script),
   * because it is served at other pages' addresses (the offline page, docs/decisions/0020).
   */
  hydrates?: false;
  /**
   * true: each visited page of this kind stays saved on the phone for reading offline, outside the
   * capped cache of other pages (app/service-worker/service-worker.ts, docs/decisions/0020).
   */
  keptOffline?: true;
};

export const pageKinds = [
  {
    id: "home",
    pattern: "/",
    shell: "home",
    paths: { from: "pattern" },
    indexable: true,
    siteHeader: true,
    siteFooter: true,
    answersUnknownPaths: false,
  },
  {
    id: "apartment-guntur",
    pattern: "/apartment-guntur",
    shell: "apartment-guntur",
    paths: { from: "pattern" },
    indexable: true,
    // The campaign page has its own header and footer.
    siteHeader: false,
    siteFooter: false,
    answersUnknownPaths: false,
  },
  {
    id: "blog",
    pattern: "/blog",
    shell: "blog",
    paths: { from: "pattern" },
    indexable: true,
    siteHeader: true,
    siteFooter: true,
    answersUnknownPaths: false,
  },
  {
    id: "blog-post-by-id",
    pattern: "/blog/:id",
    shell: "blog-post",
    paths: { from: "posts", param: "id" },
    indexable: true,
    siteHeader: true,
    siteFooter: true,
    answersUnknownPaths: true,
  },
  {
    id: "blog-post-by-slug",
    pattern: "/blog/post/:slug",
    shell: "blog-post",
    paths: { from: "posts", param: "slug" },
    // The same posts as by id; their canonical URL is the one by id.
    indexable: false,
    siteHeader: true,
    siteFooter: true,
    answersUnknownPaths: true,
  },
  {
    id: "flats",
    pattern: "/flats",
    shell: "flats",
    paths: { from: "pattern" },
    indexable: true,
    siteHeader: true,
    siteFooter: true,
    answersUnknownPaths: false,
  },
  {
    id: "flats-compare",
    pattern: "/flats/compare",
    shell: "flats-compare",
    paths: { from: "pattern" },
    // One page whatever its query holds, so left out of the sitemap (it may still be indexed, as the
    // empty picker); the flats' own pages are the ones to find.
    indexable: false,
    siteHeader: true,
    siteFooter: true,
    answersUnknownPaths: false,
  },
  {
    id: "flat",
    pattern: "/flats/:unit",
    shell: "flat",
    paths: { from: "flats" },
    indexable: true,
    siteHeader: true,
    siteFooter: true,
    // An unknown unit, /flats/Z-999, gets the flats' not-found view (flats/404.html).
    answersUnknownPaths: true,
    // A buyer reads a flat's cost sheet again standing on the plot, where the signal is weak.
    keptOffline: true,
  },
  {
    id: "progress",
    pattern: "/progress",
    shell: "progress",
    paths: { from: "pattern" },
    indexable: true,
    siteHeader: true,
    siteFooter: true,
    answersUnknownPaths: false,
  },
  {
    id: "approvals",
    pattern: "/approvals",
    shell: "text-page",
    text: { component: "ApprovalsPage", words: "approvalsTexts" },
    paths: { from: "pattern" },
    indexable: true,
    siteHeader: true,
    siteFooter: true,
    answersUnknownPaths: false,
  },
  {
    id: "nri",
    pattern: "/nri",
    shell: "nri",
    paths: { from: "pattern" },
    indexable: true,
    siteHeader: true,
    siteFooter: true,
    answersUnknownPaths: false,
  },
  {
    id: "refer",
    pattern: "/refer",
    shell: "refer",
    paths: { from: "pattern" },
    indexable: true,
    siteHeader: true,
    siteFooter: true,
    answersUnknownPaths: false,
  },
  {
    id: "privacy-policy",
    pattern: "/privacy-policy",
    shell: "privacy-policy",
    paths: { from: "pattern" },
    indexable: true,
    siteHeader: false,
    siteFooter: true,
    answersUnknownPaths: false,
  },
  {
    id: "hold-token-refund",
    pattern: "/hold-token-refund",
    shell: "text-page",
    text: { component: "HoldTokenRefundPage", words: "holdTokenRefund" },
    paths: { from: "pattern" },
    indexable: true,
    siteHeader: true,
    siteFooter: true,
    answersUnknownPaths: false,
  },
  {
    id: "hold",
    pattern: "/hold",
    shell: "hold",
    paths: { from: "pattern" },
    // A buyer's own hold, reached from Razorpay after paying or from the hold's confirmation.
    indexable: false,
    siteHeader: true,
    siteFooter: true,
    answersUnknownPaths: false,
  },
  {
    id: "thank-you",
    pattern: "/thank-you",
    shell: "thank-you",
    paths: { from: "pattern" },
    // Reached after an enquiry only.
    indexable: false,
    siteHeader: false,
    siteFooter: false,
    answersUnknownPaths: false,
  },
  {
    id: "offline",
    pattern: "/offline",
    shell: "text-page",
    text: { component: "OfflinePage", words: "offline" },
    paths: { from: "pattern" },
    // The service worker's answer for a page that is neither reachable nor saved (docs/decisions/0020).
    indexable: false,
    siteHeader: true,
    siteFooter: true,
    answersUnknownPaths: false,
    hydrates: false,
  },
  {
    id: "not-found",
    pattern: "*",
    shell: "text-page",
    text: { component: "NotFoundPage", words: "notFound" },
    paths: { from: "none", example: "/no-such-page" },
    indexable: false,
    siteHeader: true,
    siteFooter: true,
    answersUnknownPaths: true,
  },
] as const satisfies readonly PageKind[];

/** The pages whose pattern is their one path. */
export type FixedPageId = Extract<(typeof pageKinds)[number], { paths: { from: "pattern" } }>["id"];

/** The folder whose unknown URLs a page kind answers: "/blog" for "/blog/:id", "/" for "*". */
export function notFoundFolder(kind: PageKind): string {
  return kind.pattern === "*" ? "/" : kind.pattern.slice(0, kind.pattern.lastIndexOf("/")) || "/";
}

/** The not-found page a build writes for a kind, relative to build/client: "404.html", "blog/404.html". */
export function notFoundFile(kind: PageKind): string {
  return `${notFoundFolder(kind)}/404.html`.replace(/^\/+/, "");
}

export function findPageKind(id: string | undefined): PageKind | undefined {
  return pageKinds.find((kind) => kind.id === id);
}
