import {
  type FlatStatus,
  STATUS_DOCUMENT_PATH,
  STATUS_MAX_AGE_SECONDS,
  type StatusDocument,
} from "#content/flat-statuses.ts";
import { flats, updated } from "#content/generated/flats.ts";
import { readListingStatuses } from "./hubspot-listings";

/** What the function is given by the host: secrets from its secret store, the rest from wrangler.jsonc. */
export type InventoryEnv = {
  /** A HubSpot private app's token: the statuses come from HubSpot only when it is set. */
  HUBSPOT_TOKEN?: string;
  /** HubSpot's API origin; the tests' stand-in in tests. */
  HUBSPOT_API?: string;
  /** How long the edge keeps a document, in seconds (at most STATUS_MAX_AGE_SECONDS); tests shorten it. */
  STATUS_MAX_AGE?: string;
};

/** HubSpot answers in well under a second; past this the page's own statuses are served. */
const HUBSPOT_WAIT_MS = 3000;

/** The statuses the site was built with: content/flats.yaml's, or HubSpot's when the build read them. */
export const builtDocument: StatusDocument = {
  asOf: updated,
  statuses: Object.fromEntries(flats.map((flat) => [flat.unit, flat.status])),
};

const units = flats.map((flat) => flat.unit);

function maxAgeOf(env: InventoryEnv): number {
  const given = Number(env.STATUS_MAX_AGE);
  return Number.isFinite(given) && given > 0 ? Math.min(given, STATUS_MAX_AGE_SECONDS) : STATUS_MAX_AGE_SECONDS;
}

/**
 * Every flat's status now: HubSpot's over the build's (a flat HubSpot does not list keeps the build's), or the
 * build's alone when HubSpot is not connected, fails or is slow.
 */
export async function readStatuses(env: InventoryEnv, now = new Date()): Promise<StatusDocument & { live: boolean }> {
  if (!env.HUBSPOT_TOKEN) return { ...builtDocument, live: false };
  try {
    const statuses: Record<string, FlatStatus> = await readListingStatuses({
      token: env.HUBSPOT_TOKEN,
      units,
      api: env.HUBSPOT_API || undefined,
      signal: AbortSignal.timeout(HUBSPOT_WAIT_MS),
    });
    return { asOf: now.toISOString(), statuses: { ...builtDocument.statuses, ...statuses }, live: true };
  } catch (error) {
    console.warn(`inventory: HubSpot could not be read (${error instanceof Error ? error.message : "unknown"})`);
    return { ...builtDocument, live: false };
  }
}

type EdgeCache = {
  match(key: string): Promise<Response | undefined>;
  put(key: string, response: Response): Promise<void>;
};

/** The data centre's cache (Cloudflare's `caches.default`), kept under a key of its own. */
const edgeCache = (): EdgeCache => (caches as unknown as { default: EdgeCache }).default;
const CACHE_KEY = `https://inventory.cache${STATUS_DOCUMENT_PATH}`;

/** One read of HubSpot at a time in this isolate: visitors who come while it runs wait for the same answer. */
let reading: Promise<Response> | null = null;

/**
 * The status document as the edge serves it: from its cache while younger than the max age, else read once, however
 * many visitors ask at the same moment, and cached for the max age (the build's statuses too, so a HubSpot that is
 * down is asked at most once a period).
 */
export async function statusResponse(env: InventoryEnv): Promise<Response> {
  const cache = edgeCache();
  const cached = await cache.match(CACHE_KEY);
  if (cached) return forVisitor(cached);
  reading ??= (async () => {
    const maxAge = maxAgeOf(env);
    const { live, ...document } = await readStatuses(env);
    const response = new Response(JSON.stringify(document), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": `public, max-age=${maxAge}`,
        "X-Inventory-Source": live ? "hubspot" : "build",
      },
    });
    await cache.put(CACHE_KEY, response.clone());
    return response;
  })().finally(() => {
    reading = null;
  });
  return forVisitor((await reading).clone());
}

/**
 * The copy a browser gets: no-cache (it asks each time; the edge answers from its cache), same-origin only (no CORS
 * header), and nothing but JSON.
 */
function forVisitor(response: Response): Response {
  const headers = new Headers({
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-cache",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    "Cross-Origin-Resource-Policy": "same-origin",
  });
  const source = response.headers.get("X-Inventory-Source");
  if (source) headers.set("X-Inventory-Source", source);
  return new Response(response.body, { status: 200, headers });
}
