/**
 * What the pages and the service worker (app/service-worker/service-worker.ts) say to each other.
 * No imports: the worker and scripts/build/build-service-worker.ts bundle and read this module.
 */

/** The worker's address; its scope is the whole site. The build writes it there. */
export const SERVICE_WORKER_URL = "/sw.js";

/**
 * Sent by a page to a waiting worker: "take over now if you hold my build". `files` are the paths of the page's
 * own scripts and styles under /assets/: those it has loaded and those its islands are still to load. Their names
 * carry a hash of their content and of the names of what they import, so a worker that precaches every one of them
 * holds every file this page can still ask for.
 */
export type TakeOverMessage = { type: "take-over"; files: string[] };

export function isTakeOverMessage(data: unknown): data is TakeOverMessage {
  if (typeof data !== "object" || data === null) return false;
  const { type, files } = data as TakeOverMessage;
  return type === "take-over" && Array.isArray(files) && files.every((url) => typeof url === "string");
}
