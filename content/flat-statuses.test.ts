import { describe, expect, it } from "vitest";
import { readStatusDocument, STATUS_DOCUMENT_MAX_BYTES, statusesKey } from "./flat-statuses";

const known = { units: ["A-101", "A-102"], builtAsOf: "2026-11-15", now: Date.parse("2026-11-28T12:00:00Z") };
const read = (value: unknown) => readStatusDocument(JSON.stringify(value), known);

describe("a status document, as a page reads it", () => {
  it("keeps the known units' known statuses", () => {
    expect(
      read({ asOf: "2026-11-28T11:59:00Z", statuses: { "A-101": "booked", "A-102": "sold", "Z-1": "available" } }),
    ).toEqual({ asOf: "2026-11-28T11:59:00Z", statuses: { "A-101": "booked" } });
  });

  it("refuses one no newer than the page's own statuses, or from the future", () => {
    expect(read({ asOf: "2026-11-14T23:00:00Z", statuses: {} })).toBeNull();
    expect(read({ asOf: "2026-11-15", statuses: { "A-101": "booked" } })).toBeNull();
    expect(read({ asOf: "2026-11-28T12:10:00Z", statuses: {} })).toBeNull();
    expect(read({ asOf: "2026-11-16", statuses: {} })).not.toBeNull();
  });

  it("refuses one too long, or not of its shape", () => {
    const padding = "x".repeat(STATUS_DOCUMENT_MAX_BYTES);
    expect(read({ asOf: "2026-11-28T11:59:00Z", statuses: { "A-101": "booked" }, padding })).toBeNull();
    expect(readStatusDocument("<html>", known)).toBeNull();
    expect(read({ asOf: "yesterday", statuses: {} })).toBeNull();
    expect(read({ asOf: "2026-11-28T11:59:00Z", statuses: "all booked" })).toBeNull();
    expect(read(null)).toBeNull();
  });

  it("tells a change of statuses from the same in another order", () => {
    expect(statusesKey({ "A-101": "booked", "A-102": "available" })).toBe(
      statusesKey({ "A-102": "available", "A-101": "booked" }),
    );
    expect(statusesKey({ "A-101": "booked" })).not.toBe(statusesKey({ "A-101": "on-hold" }));
  });
});
