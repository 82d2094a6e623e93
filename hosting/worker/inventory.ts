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
const SOURCE_HEADER = "X-Inventory-Source";

/**
 * One read of HubSpot at a time in this isolate: visitors who come while it runs wait for the same document. The
 * document's text is shared, never a Response: a body belongs to the request that made it.
 */
let reading: Promise<{ text: string; source: string }> | null = null;

/**
 * The last document this isolate read, kept as long as the edge's copy: the Cache API does nothing on a
 * *.workers.dev address, and an isolate serves many visitors in a row.
 */
let lastRead: { text: string; source: string; until: number } | null = null;

/**
 * The status document as the edge serves it: from its cache while younger than the max age, else read once, however
 * many visitors ask at the same moment, and cached for the max age (the build's statuses too, so a HubSpot that is
 * down is asked at most once a period).
 */
export async function statusResponse(env: InventoryEnv): Promise<Response> {
  if (lastRead && Date.now() < lastRead.until) return forVisitor(lastRead.text, lastRead.source);
  const cache = edgeCache();
  const cached = await cache.match(CACHE_KEY).catch(() => undefined);
  if (cached) return forVisitor(await cached.text(), cached.headers.get(SOURCE_HEADER) ?? "build");
  reading ??= (async () => {
    const maxAge = maxAgeOf(env);
    const { live, ...document } = await readStatuses(env);
    const text = JSON.stringify(document);
    const source = live ? "hubspot" : "build";
    const headers = { "Cache-Control": `public, max-age=${maxAge}`, [SOURCE_HEADER]: source };
    // The edge's copy is a saving, not a need: a failure to keep it changes nothing for the visitor.
    await cache.put(CACHE_KEY, new Response(text, { headers })).catch(() => undefined);
    lastRead = { text, source, until: Date.now() + maxAge * 1000 };
    return { text, source };
  })().finally(() => {
    reading = null;
  });
  const { text, source } = await reading;
  return forVisitor(text, source);
}

/**
 * The copy a browser gets: no-cache (it asks each time; the edge answers from its cache), same-origin only (no CORS
 * header), and nothing but JSON.
 */
function forVisitor(text: string, source: string): Response {
  const headers = new Headers({
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-cache",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    "Cross-Origin-Resource-Policy": "same-origin",
  });
  // Where the statuses came from, for the sales desk and the tests: "hubspot" or "build".
  headers.set(SOURCE_HEADER, source);
  return new Response(text, { status: 200, headers });
}
