import jsQR from "jsqr";
import sharp from "sharp";

/**
 * What a phone's camera reads from an image of a QR code (PNG, SVG, a screenshot): its pixels, decoded by jsQR;
 * `width` draws it at that many pixels first (an SVG has none of its own). Used by the unit and browser tests.
 */
export async function readQrCode(image: Buffer, width?: number): Promise<string | undefined> {
  const { data, info } = await sharp(image, { density: 300 })
    .resize(width)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}
