/**
 * The service worker: the site offline-first (docs/decisions/0020-offline-service-worker.md). Workbox does
 * all the caching; this file only says which strategy serves what. scripts/build/build-service-worker.ts
 * bundles it with esbuild and injects the build's file list into `self.__WB_MANIFEST` (workbox-build's
 * injectManifest); the pages register it after their first paint (app/features/offline/).
 */
import { Queue, type QueueOptions } from "workbox-background-sync";
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim, type WorkboxPlugin } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { disable as disableNavigationPreload, enable as enableNavigationPreload } from "workbox-navigation-preload";
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { NetworkFirst, NetworkOnly, StaleWhileRevalidate } from "workbox-strategies";
import {
  ENQUIRY_QUEUE,
  HANDED_OVER_HEADER,
  isRetryableStatus,
  isSendQueuedMessage,
} from "#app/features/enquiry/worker-hand-over.ts";
import { isTakeOverMessage } from "#app/features/offline/worker-messages.ts";
import { STATUS_DOCUMENT_PATH } from "#content/flat-statuses.ts";
import { ADMIN_PATH } from "#hosting/admin-headers.ts";
import { hasBackgroundSync, syncAllowed } from "./background-sync";
import { isBrochure, isKeptPage, offlinePageFor, SUBMISSION_PREFIX } from "./requests";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** How long a page waits for the network before the saved copy shows: a weak signal is not left spinning. */
const NETWORK_TIMEOUT_SECONDS = 3;
const DAY_SECONDS = 24 * 60 * 60;
/** Pages other than the kept ones (the flats', the brochure): the most recently used stay. */
const MAX_PAGES = 40;
/**
 * Images, by count (Workbox expires by entries, not bytes): the variants a phone picks weigh tens of KiB
 * (the first-view image at most 80 KiB, tests/e2e/budgets.spec.ts), so 60 stay within a few MB.
 */
const MAX_IMAGES = 60;
/** How long the worker keeps trying to send a queued enquiry, in minutes (workbox-background-sync's unit). */
const ENQUIRY_RETENTION_MINUTES = 30 * 24 * 60;

// Scripts, styles, fonts, the icon sprite and the offline page of this build. Their names carry a content
// hash, so a deploy precaches only what changed, and the previous build's files go when this worker activates.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Navigation preload spares a phone the worker's start-up on every page, but Firefox drops a navigation whose preload
// failed: offline, it showed its own error page instead of the site's offline page (Workbox issue 3134; the offline
// scenario of tests/engines/scenarios.ts). So not in Firefox, where it is switched off again for a worker that had it.
if (/\bFirefox\//.test(self.navigator.userAgent)) disableNavigationPreload();
else enableNavigationPreload();
// On the first visit, take the page that registered the worker, so an enquiry made on it is already covered.
clientsClaim();

/**
 * A new worker waits while pages of the previous build are open (their files stay in the precache until
 * it activates), and takes over as soon as a page of its own build asks (app/features/offline/), so no
 * page is ever served another build's files. See the decision record on updates.
 */
self.addEventListener("message", (event) => {
  const message: unknown = event.data;
  if (!isTakeOverMessage(message) || message.files.length === 0) return;
  if (message.files.every((url) => getCacheKeyForURL(url))) void self.skipWaiting();
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/**
 * A page, asked for as a document: every move between pages is a page load (docs/decisions/0024-islands.md).
 */
function pagePath(request: Request, url: URL): string | null {
  if (!sameOrigin(url) || url.pathname.startsWith(ADMIN_PATH)) return null;
  return request.mode === "navigate" ? url.pathname : null;
}

/** The pages are static files: the query changes nothing in them, so one copy per path. */
const withoutQuery: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.search = "";
    return url.href;
  },
};
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

/**
 * A page asked for again, answered "304 Not Modified": a current browser gives the worker its cached copy as a 200,
 * but Safari 16's WebKit (WPE 2.38 here) hands the 304 itself to the page, which then fails to load ("Frame load
 * interrupted", the old-Safari checks of tests/engines/). There, the page is asked for again, whole.
 */
const wholeAfterNotModified: WorkboxPlugin = {
  // The last word on the answer: a navigation preload's answer does not pass through fetchDidSucceed.
  handlerWillRespond: async ({ request, response }) =>
    response.status === 304 ? fetch(request.url, { cache: "no-store", credentials: "same-origin" }) : response,
};

const keptPages: NetworkFirst = new NetworkFirst({
  cacheName: "kept-pages",
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [withoutQuery, wholeAfterNotModified, okOnly],
});

const pages = new NetworkFirst({
  cacheName: "pages",
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    withoutQuery,
    wholeAfterNotModified,
    okOnly,
    new ExpirationPlugin({ maxEntries: MAX_PAGES, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
  ],
});

registerRoute(({ url }) => sameOrigin(url) && isBrochure(url.pathname), keptPages);
registerRoute(({ request, url }) => {
  const path = pagePath(request, url);
  return path !== null && isKeptPage(path);
}, keptPages);
registerRoute(({ request, url }) => pagePath(request, url) !== null, pages);

// The flats' live statuses (app/features/flats/live-statuses.ts): offline, the last document seen; none seen, the
// page keeps the statuses it was built with.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === STATUS_DOCUMENT_PATH,
  new NetworkFirst({ cacheName: "flat-statuses", networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [okOnly] }),
);

registerRoute(
  ({ request, url }) => sameOrigin(url) && request.destination === "image",
  new StaleWhileRevalidate({
    cacheName: "images",
    plugins: [
      okOnly,
      new ExpirationPlugin({ maxEntries: MAX_IMAGES, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

/**
 * Enquiries (docs/decisions/0002, 0020). Only where the browser has Background Sync: elsewhere (Firefox, Safari) the
 * request is not routed here at all, and the page's own queue keeps it as before. HubSpot's answers are
 * never cached: NetworkOnly, and no other route matches HubSpot's hosts.
 */
if (hasBackgroundSync(self.registration)) {
  const syncTag = `workbox-background-sync:${ENQUIRY_QUEUE}`;

  // Workbox's shiftRequest reads and deletes in two steps: two replays at once could both send one request.
  // Every replay, from a sync event or a page's message, waits for the one before it.
  const sendQueued = oneAtATime(sendEach);

  const queueOptions: QueueOptions = {
    maxRetentionTime: ENQUIRY_RETENTION_MINUTES,
    onSync: ({ queue }) => sendQueued(queue),
  };
  const enquiries = new Queue(ENQUIRY_QUEUE, queueOptions);
  // An enquiry is handed over again when the page that sent it went away before the worker's answer came (its post
  // is `keepalive`, so it still arrives, but the page never removed its copy): the next page sends the same body.
  // The queue keeps one of each body (each enquiry's carries its own time); hand-overs take turns, as replays do.
  const queueOnce = oneAtATime(async (request: Request) => {
    const body = await request.clone().text();
    const held = await Promise.all((await enquiries.getAll()).map((entry) => entry.request.clone().text()));
    if (!held.includes(body)) await enquiries.pushRequest({ request });
  });
  const handOver: WorkboxPlugin = {
    fetchDidSucceed: async ({ response }) => {
      if (isRetryableStatus(response.status)) throw new Error(`HubSpot answered ${response.status}`);
      return response;
    },
    fetchDidFail: async ({ originalRequest, state }) => {
      if (!(await syncAllowed(self.registration, syncTag))) return;
      await queueOnce(originalRequest);
      if (state) state.queued = true;
    },
    // The page reads this header as "queued by the worker" and keeps no copy of its own (worker-hand-over.ts).
    handlerDidError: async ({ state }) =>
      state?.queued ? new Response(null, { status: 202, headers: { [HANDED_OVER_HEADER]: ENQUIRY_QUEUE } }) : undefined,
  };
  const prefix = SUBMISSION_PREFIX;
  registerRoute(({ url }) => url.href.startsWith(prefix), new NetworkOnly({ plugins: [handOver] }), "POST");

  self.addEventListener("message", (event) => {
    if (isSendQueuedMessage(event.data)) event.waitUntil(sendQueued(enquiries).catch(() => undefined));
  });
}

/** Each call of the returned function runs `work` once the call before it has settled, failed or not. */
function oneAtATime<T>(work: (argument: T) => Promise<void>): (argument: T) => Promise<void> {
  let last: Promise<void> = Promise.resolve();
  return (argument) => (last = last.catch(() => undefined).then(() => work(argument)));
}

/**
 * Workbox's default replay, with the page's rule for what to send again (form-submission.ts): a network
 * error, a 5xx or a 429 stays queued and the browser syncs again later; a 4xx refusal is dropped.
 */
async function sendEach(queue: Queue): Promise<void> {
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    const retry = await fetch(entry.request.clone()).then(
      (response) => isRetryableStatus(response.status),
      () => true,
    );
    if (retry) {
      await queue.unshiftRequest(entry);
      throw new Error("Enquiries stay queued until HubSpot can be reached");
    }
  }
}

setCatchHandler(async ({ request, url }) => {
  if (request.mode === "navigate")
    return (await matchPrecache(offlinePageFor(url?.pathname ?? "/"))) ?? Response.error();
  return Response.error();
});
