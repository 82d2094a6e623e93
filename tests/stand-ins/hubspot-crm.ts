import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Stands in, on loopback, for what the site's function asks of others: HubSpot's CRM objects API for the Listings
 * object (GET /crm/v3/objects/listings, paged by `limit` and `after`, with a private app's Bearer token) as its
 * documentation describes it, and the host's deploy hook (POST /deploy-hook). A test sets each flat's status,
 * breaks HubSpot as it likes, and counts what was asked.
 */
type CrmMode = "ok" | "down" | "slow" | "nonsense";

export type CrmStandIn = {
  /** The API's origin, for HUBSPOT_API. */
  api: string;
  /** The deploy hook's URL, for REBUILD_HOOK_URL. */
  deployHook: string;
  token: string;
  /** Sets a listing's status, by its internal value ("booked", "on_hold", …); adds the listing if it is new. */
  setStatus(unit: string, value: string): void;
  /** Adds a listing as the sales desk might get one wrong. */
  addListing(properties: Record<string, string>): void;
  setMode(mode: CrmMode): void;
  /** How many pages of listings were asked for, and how many rebuilds. */
  counts(): { listingReads: number; rebuilds: number };
  resetCounts(): void;
  close(): Promise<void>;
};

const SLOW_MS = 10_000;

export async function startCrmStandIn(listings: { unit: string; status: string }[] = []): Promise<CrmStandIn> {
  const token = "pat-na1-stand-in";
  const records = listings.map((listing, index) => ({
    id: String(9000 + index),
    properties: { flat_unit: listing.unit, flat_status: listing.status.replaceAll("-", "_") } as Record<string, string>,
  }));
  let mode: CrmMode = "ok";
  let listingReads = 0;
  let rebuilds = 0;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    if (req.method === "POST" && url.pathname === "/deploy-hook") {
      rebuilds++;
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ success: true, errors: [], messages: [], result: { build_uuid: `build-${rebuilds}` } }));
      return;
    }
    if (req.method !== "GET" || url.pathname !== "/crm/v3/objects/listings") {
      res.writeHead(404, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ status: "error", message: "Not found", category: "OBJECT_NOT_FOUND" }));
      return;
    }
    listingReads++;
    if (req.headers.authorization !== `Bearer ${token}`) {
      res.writeHead(401, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({
          status: "error",
          message: "Authentication credentials not found.",
          category: "INVALID_AUTHENTICATION",
        }),
      );
      return;
    }
    if (mode === "down") {
      res.writeHead(502, { "Content-Type": "text/html" });
      res.end("<html><body>Bad gateway</body></html>");
      return;
    }
    if (mode === "nonsense") {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ hello: "world", results: "none" }));
      return;
    }
    const limit = Math.min(Number(url.searchParams.get("limit") ?? 10), 100);
    const start = Number(url.searchParams.get("after") ?? 0);
    const asked = (url.searchParams.get("properties") ?? "").split(",");
    const page = records.slice(start, start + limit).map((record) => ({
      id: record.id,
      properties: Object.fromEntries(
        asked.filter((name) => name in record.properties).map((name) => [name, record.properties[name]]),
      ),
      createdAt: "2026-11-01T09:00:00.000Z",
      updatedAt: "2026-11-28T09:00:00.000Z",
      archived: false,
    }));
    const next = start + limit < records.length ? { paging: { next: { after: String(start + limit), link: "" } } } : {};
    const body = JSON.stringify({ results: page, ...next });
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(body);
    };
    if (mode === "slow") setTimeout(send, SLOW_MS).unref();
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    api: origin,
    deployHook: `${origin}/deploy-hook`,
    token,
    setStatus(unit, value) {
      const record = records.find((each) => each.properties.flat_unit === unit);
      if (record) record.properties.flat_status = value;
      else records.push({ id: String(9000 + records.length), properties: { flat_unit: unit, flat_status: value } });
    },
    addListing(properties) {
      records.push({ id: String(9000 + records.length), properties });
    },
    setMode(next) {
      mode = next;
    },
    counts: () => ({ listingReads, rebuilds }),
    resetCounts() {
      listingReads = 0;
      rebuilds = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
