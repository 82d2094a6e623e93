import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { readStatusDocument, STATUS_DOCUMENT_PATH } from "#content/flat-statuses.ts";
import { flats } from "#content/flats.ts";
import { type Functions, startFunctions } from "#scripts/server/functions.ts";
import { type CrmStandIn, startCrmStandIn } from "#tests/stand-ins/hubspot-crm.ts";

// The function as Cloudflare runs it (workerd, through Miniflare), asking a HubSpot stand-in on loopback.
const STATUS_URL = `http://localhost${STATUS_DOCUMENT_PATH}`;
const available = flats.find((flat) => flat.status === "available")!;
const built = Object.fromEntries(flats.map((flat) => [flat.unit, flat.status]));
const units = flats.map((flat) => flat.unit);

let crm: CrmStandIn;
let functions: Functions;

async function statuses(): Promise<{ source: string | null; document: ReturnType<typeof readStatusDocument> }> {
  const response = await functions.fetch(STATUS_URL);
  expect(response.status).toBe(200);
  const text = await response.text();
  return {
    source: response.headers.get("X-Inventory-Source"),
    document: readStatusDocument(text, { units, builtAsOf: "2000-01-01", now: Date.now() }),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the site's function without HubSpot", () => {
  it("serves the built statuses, as content/flats.yaml has them", async () => {
    const bare = await startFunctions({});
    try {
      const response = await bare.fetch(STATUS_URL);
      expect(response.headers.get("X-Inventory-Source")).toBe("build");
      expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
      expect(response.headers.get("Cache-Control")).toBe("no-cache");
      expect(JSON.parse(await response.text()).statuses).toEqual(built);
      expect((await bare.fetch(STATUS_URL, { method: "POST" })).status).toBe(405);
    } finally {
      await bare.dispose();
    }
  });
});

describe("the site's function with HubSpot", () => {
  beforeAll(async () => {
    crm = await startCrmStandIn(flats.map(({ unit, status }) => ({ unit, status })));
    functions = await startFunctions({
      HUBSPOT_TOKEN: crm.token,
      HUBSPOT_API: crm.api,
      STATUS_MAX_AGE: "1",
      REBUILD_HOOK_URL: crm.deployHook,
    });
  });
  afterAll(async () => {
    await functions.dispose();
    await crm.close();
  });
  afterEach(async () => {
    crm.setMode("ok");
    crm.setStatus(available.unit, "available");
    await pause(1100);
    crm.resetCounts();
  });

  it("serves HubSpot's statuses, the time it read them, and nothing but statuses", async () => {
    crm.setStatus(available.unit, "booked");
    await pause(1100);
    const { source, document } = await statuses();
    expect(source).toBe("hubspot");
    expect(document!.statuses[available.unit]).toBe("booked");
    expect(Date.now() - Date.parse(document!.asOf)).toBeLessThan(5000);
    const text = await (await functions.fetch(STATUS_URL)).text();
    expect(Object.keys(JSON.parse(text))).toEqual(["asOf", "statuses"]);
  });

  it("asks HubSpot once a period, however many visitors ask at once", async () => {
    await pause(1100);
    crm.resetCounts();
    await Promise.all(
      Array.from({ length: 50 }, () => functions.fetch(STATUS_URL).then((response) => response.text())),
    );
    expect(crm.counts().listingReads).toBe(1);
    await pause(1100);
    await functions.fetch(STATUS_URL).then((response) => response.text());
    expect(crm.counts().listingReads).toBe(2);
  });

  it("leaves out a listing whose unit or status it does not know", async () => {
    crm.addListing({ flat_unit: "Z-999", flat_status: "available" });
    crm.addListing({ flat_unit: available.unit, flat_status: "sold_to_my_cousin" });
    await pause(1100);
    const { document } = await statuses();
    expect(document!.statuses["Z-999"]).toBeUndefined();
    expect(document!.statuses[available.unit]).toBe("available");
  });

  for (const mode of ["down", "nonsense", "slow"] as const) {
    it(`serves the built statuses when HubSpot is ${mode}`, { timeout: 15_000 }, async () => {
      crm.setStatus(available.unit, "booked");
      crm.setMode(mode);
      await pause(1100);
      const started = Date.now();
      const { source } = await statuses();
      expect(source).toBe("build");
      const text = await (await functions.fetch(STATUS_URL)).text();
      expect(JSON.parse(text).statuses).toEqual(built);
      // A slow HubSpot is given up on, not waited for (hosting/worker/inventory.ts).
      expect(Date.now() - started).toBeLessThan(8000);
    });
  }

  it("asks the host for a rebuild once for each change of HubSpot's statuses", async () => {
    await functions.runSchedule();
    expect(crm.counts().rebuilds).toBe(0);
    crm.setStatus(available.unit, "booked");
    await pause(1100);
    await functions.runSchedule();
    await pause(1100);
    await functions.runSchedule();
    expect(crm.counts().rebuilds).toBe(1);
    crm.setStatus(available.unit, "on_hold");
    await pause(1100);
    await functions.runSchedule();
    expect(crm.counts().rebuilds).toBe(2);
  });
});
