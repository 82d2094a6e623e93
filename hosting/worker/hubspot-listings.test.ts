import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CrmStandIn, startCrmStandIn } from "#tests/stand-ins/hubspot-crm.ts";
import { readListingStatuses, statusOfValue } from "./hubspot-listings";

describe("reading the flats' statuses from HubSpot's listings", () => {
  let crm: CrmStandIn;
  // 250 listings: three pages of 100.
  const units = Array.from({ length: 250 }, (_, index) => `A-${1000 + index}`);
  beforeAll(async () => {
    crm = await startCrmStandIn(units.map((unit) => ({ unit, status: "available" })));
  });
  afterAll(() => crm.close());

  it("follows the pages to the last, and logs a listing it leaves out by its id alone", async () => {
    crm.setStatus("A-1249", "not_for_sale");
    crm.addListing({ flat_unit: "Z-999", flat_status: "available" });
    crm.addListing({ flat_unit: "A-1000", flat_status: "SOLD" });
    const logged: string[] = [];
    const statuses = await readListingStatuses({
      token: crm.token,
      units,
      api: crm.api,
      log: (line) => logged.push(line),
    });
    expect(Object.keys(statuses)).toHaveLength(250);
    expect(statuses["A-1249"]).toBe("not-for-sale");
    expect(statuses["A-1000"]).toBe("available");
    expect(logged).toEqual([
      "inventory: HubSpot listing 9250 ignored: its flat_unit is no flat of the site",
      "inventory: HubSpot listing 9251 ignored: its flat_status is not a known status",
    ]);
  });

  it("fails on a wrong token, naming HubSpot's answer", async () => {
    await expect(readListingStatuses({ token: "wrong", units, api: crm.api })).rejects.toThrow(/HubSpot answered 401/);
  });

  it("knows a dropdown's internal values", () => {
    expect(["available", "on_hold", "booked", "not_for_sale", "On_Hold "].map(statusOfValue)).toEqual([
      "available",
      "on-hold",
      "booked",
      "not-for-sale",
      "on-hold",
    ]);
    expect([null, 3, "sold", ""].map(statusOfValue)).toEqual([null, null, null, null]);
  });
});
