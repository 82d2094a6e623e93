/**
 * The QR code of the project's RERA registration (content/site.yaml, rera.registrationUrl): regulators in India
 * ask for it beside the registration number on advertising. Drawn at build time by the qrcode library, as SVG for
 * the pages (./build-rera-qr.ts) and as PNG for the brochure (./brochure/), dark on white with the quiet zone
 * scanners need, so it reads on the footers' deep teal.
 */
import QRCode, { type QRCodeToBufferOptions, type QRCodeToStringOptions } from "qrcode";
import { brandColors } from "#app/styles/brand.ts";
import { siteSettings } from "#content/site.ts";

const OPTIONS = {
  // M recovers 15% of a damaged or smudged code: enough for a screen and a print, at a size a footer can hold.
  errorCorrectionLevel: "M",
  // The standard's quiet zone: four modules of white around the code.
  margin: 4,
  color: { dark: brandColors["brand-950"], light: "#ffffff" },
} as const;

export const reraQrUrl = () => siteSettings.rera.registrationUrl;

export function reraQrSvg(): Promise<string> {
  return QRCode.toString(reraQrUrl(), { ...OPTIONS, type: "svg" } satisfies QRCodeToStringOptions);
}

/** `scale` pixels a module: the brochure prints it about 2 cm wide, so 8 keeps the edges sharp. */
export function reraQrPng(scale = 8): Promise<Buffer> {
  // Made once per scale: the build draws it into every quotation.
  let png = pngs.get(scale);
  if (!png) {
    png = QRCode.toBuffer(reraQrUrl(), { ...OPTIONS, type: "png", scale } satisfies QRCodeToBufferOptions);
    pngs.set(scale, png);
  }
  return png;
}
const pngs = new Map<number, Promise<Buffer>>();
