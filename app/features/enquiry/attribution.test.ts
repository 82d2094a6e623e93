import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "#app/utils/test-storage.ts";
import { captureAttribution, readAttribution } from "./attribution";

describe("captureAttribution", () => {
  it("keeps UTM parameters, gclid and fbclid from the landing URL and ignores other parameters", () => {
    const storage = createMemoryStorage();
    const captured = captureAttribution(
      "https://example.com/apartment-guntur?utm_source=google&utm_medium=cpc&utm_campaign=guntur-2bhk&gclid=abc123&fbclid=fb9&ref=x",
      storage,
    );
    expect(captured).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "guntur-2bhk",
      gclid: "abc123",
      fbclid: "fb9",
    });
    expect(readAttribution(storage)).toEqual(captured);
  });

  it("keeps the visit's parameters on later pages without any", () => {
    const storage = createMemoryStorage();
    captureAttribution("https://example.com/?utm_source=facebook", storage);
    expect(captureAttribution("https://example.com/blog", storage)).toEqual({ utm_source: "facebook" });
  });

  it("lets a new campaign URL replace the old parameters", () => {
    const storage = createMemoryStorage();
    captureAttribution("https://example.com/?utm_source=facebook&utm_campaign=a", storage);
    expect(captureAttribution("https://example.com/?utm_source=google", storage)).toEqual({ utm_source: "google" });
  });

  it("survives a corrupt stored value", () => {
    const storage = createMemoryStorage();
    storage.setItem("enquiryAttribution", "{not json");
    expect(captureAttribution("https://example.com/", storage)).toEqual({});
  });
});
