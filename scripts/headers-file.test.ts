import { describe, expect, it } from "vitest";
import { matchHeaders, parseHeadersFile } from "./headers-file";

const file = `/*
  X-Content-Type-Options: nosniff
  Content-Security-Policy: default-src 'self'; script-src 'self'

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;

describe("_headers", () => {
  it("applies /* everywhere and a folder rule only below that folder", () => {
    const rules = parseHeadersFile(file);
    expect(matchHeaders(rules, "/blog")).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'self'; script-src 'self'",
    });
    expect(matchHeaders(rules, "/assets/app-1a2b.js")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(matchHeaders(rules, "/media/x.avif")["Cache-Control"]).toBeUndefined();
  });

  it("refuses a header line it cannot read", () => {
    expect(() => parseHeadersFile("/*\n  not a header\n")).toThrowError(/cannot read the line "not a header"/);
  });
});
