import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { site } from "../../content/site";
import { reraQrPng, reraQrSvg } from "./rera-qr";

/** What a phone's camera would read from the image: its pixels, decoded by jsQR. */
async function scan(image: Buffer, width?: number): Promise<string | undefined> {
  const { data, info } = await sharp(image, { density: 300 })
    .resize(width)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe("the RERA registration's QR code", () => {
  it("as the pages show it (SVG, at the footer's 96 px on a 2x screen), opens the registration's page", async () => {
    expect(await scan(Buffer.from(await reraQrSvg()), 192)).toBe(site.rera.registrationUrl);
  });

  it("as the brochure prints it (PNG), opens the registration's page", async () => {
    expect(await scan(await reraQrPng())).toBe(site.rera.registrationUrl);
  });
});
