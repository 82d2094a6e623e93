import { describe, expect, it } from "vitest";
import { siteSettings } from "#content/site.ts";
import { readQrCode } from "#tests/qr-reader.ts";
import { reraQrPng, reraQrSvg } from "./rera-qr";

describe("the RERA registration's QR code", () => {
  it("as the pages show it (SVG, at the footer's 96 px on a 2x screen), opens the registration's page", async () => {
    expect(await readQrCode(Buffer.from(await reraQrSvg()), 192)).toBe(siteSettings.rera.registrationUrl);
  });

  it("as the brochure prints it (PNG), opens the registration's page", async () => {
    expect(await readQrCode(await reraQrPng())).toBe(siteSettings.rera.registrationUrl);
  });
});
