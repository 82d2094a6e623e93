import { describe, expect, it } from "vitest";
import { assertLineLengths, matchHeaders, MAX_LINE_LENGTH, parseHeadersFile } from "./headers-file";

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

  it("lets a later rule remove a header with `! Name` and set its own, as Cloudflare Pages does", () => {
    const rules = parseHeadersFile(`${file}
/admin/*
  ! Content-Security-Policy
  Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval'
  X-Robots-Tag: noindex
`);
    expect(matchHeaders(rules, "/admin/")).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'self'; script-src 'self' 'unsafe-eval'",
      "X-Robots-Tag": "noindex",
    });
    expect(matchHeaders(rules, "/blog")["Content-Security-Policy"]).toBe("default-src 'self'; script-src 'self'");
  });

  it("joins the values of a header that two matching rules set, as Cloudflare Pages does", () => {
    const rules = parseHeadersFile(`${file}
/admin/*
  Content-Security-Policy: default-src 'none'
`);
    expect(matchHeaders(rules, "/admin/")["Content-Security-Policy"]).toBe(
      "default-src 'self'; script-src 'self', default-src 'none'",
    );
  });

  it("refuses a header line it cannot read", () => {
    expect(() => parseHeadersFile("/*\n  not a header\n")).toThrowError(/cannot read the line "not a header"/);
  });

  it("refuses a line longer than Cloudflare Pages accepts, naming the header", () => {
    const policy = (length: number) =>
      `/*\n  Content-Security-Policy: ${"x".repeat(length - "  Content-Security-Policy: ".length)}\n`;
    expect(() => assertLineLengths(policy(MAX_LINE_LENGTH))).not.toThrow();
    expect(() => assertLineLengths(policy(MAX_LINE_LENGTH + 1))).toThrowError(
      "_headers: the Content-Security-Policy line is 2001 characters; Cloudflare Pages refuses lines over 2000",
    );
  });
});
