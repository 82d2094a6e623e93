/**
 * What the pages and the service worker (app/service-worker/service-worker.ts) say to each other.
 * No imports: the worker and scripts/build/build-service-worker.ts bundle and read this module.
 */

/** The worker's address; its scope is the whole site. The build writes it there. */
export const SERVICE_WORKER_URL = "/sw.js";

/**
 * Sent by a page to a waiting worker: "take over now if you hold my build". `manifest` is the URL of
 * the page's React Router manifest (/assets/manifest-<hash>.js), whose name changes with every
 * asset of the build; a worker that precaches it serves exactly this page's files.
 */
export type TakeOverMessage = { type: "take-over"; manifest: string };

export function isTakeOverMessage(data: unknown): data is TakeOverMessage {
  return (
    typeof data === "object" &&
    data !== null &&
    (data as TakeOverMessage).type === "take-over" &&
    typeof (data as TakeOverMessage).manifest === "string"
  );
}
