import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Stands in, on loopback, for what the site's function asks of others: HubSpot's CRM objects API as its
 * documentation describes it, with a private app's Bearer token — the Listings object read page by page
 * (GET /crm/v3/objects/listings, `limit` and `after`), searched (POST …/search, one EQ filter), updated
 * (PATCH …/listings/{id}); contacts searched and made (POST /crm/v3/objects/contacts[/search]); a listing associated
 * with a contact (PUT /crm/v4/objects/listings/{id}/associations/default/contacts/{id}) — and the host's deploy hook
 * (POST /deploy-hook). A test sets each listing's properties as the sales desk would, breaks HubSpot as it likes,
 * and counts what was asked.
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
  /** A flat's listing's properties now, as the sales desk sees them; sets some of them when given. */
  listing(unit: string, set?: Record<string, string>): Record<string, string>;
  /** The contacts made, with the listings each is associated with. */
  contacts(): { id: string; properties: Record<string, string>; listings: string[] }[];
  /** Adds a listing as the sales desk might get one wrong. */
  addListing(properties: Record<string, string>): void;
  setMode(mode: CrmMode): void;
  /** How many pages of listings were asked for, and how many rebuilds. */
  counts(): { listingReads: number; rebuilds: number; writes: number };
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
  let writes = 0;
  const contacts: { id: string; properties: Record<string, string>; listings: string[] }[] = [];
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const readBody = (req: http.IncomingMessage) =>
    new Promise<Record<string, unknown>>((resolve) => {
      let text = "";
      req.on("data", (chunk: Buffer) => (text += chunk.toString()));
      req.on("end", () => resolve(text ? (JSON.parse(text) as Record<string, unknown>) : {}));
    });
  const recordOut = (record: { id: string; properties: Record<string, string> }, asked: string[]) => ({
    id: record.id,
    properties: Object.fromEntries(
      asked.filter((name) => name in record.properties).map((name) => [name, record.properties[name]]),
    ),
    createdAt: "2026-11-01T09:00:00.000Z",
    updatedAt: "2026-11-28T09:00:00.000Z",
    archived: false,
  });
  type Search = { filterGroups?: { filters?: { propertyName?: string; value?: string }[] }[]; properties?: string[] };
  /** The records one EQ filter finds, as HubSpot's search answers: total and results. */
  const search = (all: { id: string; properties: Record<string, string> }[], body: Search) => {
    const filter = body.filterGroups?.[0]?.filters?.[0];
    const found = all.filter((record) => filter && record.properties[filter.propertyName ?? ""] === filter.value);
    return { total: found.length, results: found.map((record) => recordOut(record, body.properties ?? [])) };
  };

  /** What a hold asks of HubSpot: search, update, make, associate. */
  const serveWrite = async (req: http.IncomingMessage, res: http.ServerResponse, path: string): Promise<boolean> => {
    if (path === "/crm/v3/objects/listings/search" && req.method === "POST") {
      json(res, 200, search(records, (await readBody(req)) as Search));
      return true;
    }
    if (path === "/crm/v3/objects/contacts/search" && req.method === "POST") {
      json(res, 200, search(contacts, (await readBody(req)) as Search));
      return true;
    }
    if (path === "/crm/v3/objects/contacts" && req.method === "POST") {
      writes++;
      const { properties = {} } = (await readBody(req)) as { properties?: Record<string, string> };
      const contact = { id: String(5000 + contacts.length), properties, listings: [] };
      contacts.push(contact);
      json(res, 201, recordOut(contact, Object.keys(properties)));
      return true;
    }
    const listing = /^\/crm\/v3\/objects\/listings\/(\d+)$/.exec(path);
    if (listing && req.method === "PATCH") {
      writes++;
      const record = records.find((each) => each.id === listing[1]);
      if (!record) {
        json(res, 404, { status: "error", message: "Object not found", category: "OBJECT_NOT_FOUND" });
        return true;
      }
      const { properties = {} } = (await readBody(req)) as { properties?: Record<string, string> };
      Object.assign(record.properties, properties);
      json(res, 200, recordOut(record, Object.keys(record.properties)));
      return true;
    }
    const association = /^\/crm\/v4\/objects\/listings\/(\d+)\/associations\/default\/contacts\/(\d+)$/.exec(path);
    if (association && req.method === "PUT") {
      writes++;
      const contact = contacts.find((each) => each.id === association[2]);
      if (!contact || !records.some((each) => each.id === association[1])) {
        json(res, 404, { status: "error", message: "Object not found", category: "OBJECT_NOT_FOUND" });
        return true;
      }
      if (!contact.listings.includes(association[1]!)) contact.listings.push(association[1]!);
      json(res, 200, { status: "COMPLETE", results: [] });
      return true;
    }
    return false;
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    if (req.method === "POST" && url.pathname === "/deploy-hook") {
      rebuilds++;
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ success: true, errors: [], messages: [], result: { build_uuid: `build-${rebuilds}` } }));
      return;
    }
    const writing = url.pathname !== "/crm/v3/objects/listings" && req.method !== "GET";
    if (writing && mode === "ok" && req.headers.authorization === `Bearer ${token}`) {
      void serveWrite(req, res, url.pathname).then((served) => {
        if (!served) json(res, 404, { status: "error", message: "Not found", category: "OBJECT_NOT_FOUND" });
      });
      return;
    }
    if (writing && mode !== "ok") {
      res.writeHead(502, { "Content-Type": "text/html" });
      res.end("<html><body>Bad gateway</body></html>");
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
    const page = records.slice(start, start + limit).map((record) => recordOut(record, asked));
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
    listing(unit, set) {
      const record = records.find((each) => each.properties.flat_unit === unit);
      if (!record) throw new Error(`The stand-in has no listing for ${unit}`);
      if (set) Object.assign(record.properties, set);
      return { ...record.properties };
    },
    contacts: () => contacts.map((contact) => ({ ...contact, listings: [...contact.listings] })),
    addListing(properties) {
      records.push({ id: String(9000 + records.length), properties });
    },
    setMode(next) {
      mode = next;
    },
    counts: () => ({ listingReads, rebuilds, writes }),
    resetCounts() {
      listingReads = 0;
      rebuilds = 0;
      writes = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
