import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CrmStandIn, startCrmStandIn } from "#tests/stand-ins/hubspot-crm.ts";
import { withHubspotStatuses } from "./hubspot-statuses";

const file = {
  updated: "2026-11-15",
  flats: [
    { unit: "A-101", status: "available" as const },
    { unit: "A-102", status: "available" as const },
  ],
};

describe("the build's statuses", () => {
  let crm: CrmStandIn;
  beforeAll(async () => {
    crm = await startCrmStandIn([{ unit: "A-101", status: "booked" }]);
  });
  afterAll(() => crm.close());

  it("are content/flats.yaml's without a token", async () => {
    expect(await withHubspotStatuses(file, {})).toBe(file);
  });

  it("are HubSpot's with one, as of the time they were read; a flat HubSpot does not list keeps the file's", async () => {
    const now = new Date("2026-11-28T06:41:00Z");
    const built = await withHubspotStatuses(file, { HUBSPOT_TOKEN: crm.token, HUBSPOT_API: crm.api }, now);
    expect(built.updated).toBe("2026-11-28T06:41:00.000Z");
    expect(built.flats.map((flat) => flat.status)).toEqual(["booked", "available"]);
  });

  it("stop the build, saying what to do, when HubSpot cannot be read", async () => {
    crm.setMode("down");
    await expect(withHubspotStatuses(file, { HUBSPOT_TOKEN: crm.token, HUBSPOT_API: crm.api })).rejects.toThrow(
      /HubSpot answered 502.*HUBSPOT_TOKEN/,
    );
  });
});
