/**
 * Writes app/generated/rera-qr.svg, the QR code of the RERA registration that the footers and the progress page
 * show (app/components/layout/rera-qr-code.tsx). Run by `npm run generate`, after the content, so a changed
 * registration page in content/site.yaml gets its code.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { reraQrSvg, reraQrUrl } from "./rera-qr";

const OUT = path.resolve("app/generated/rera-qr.svg");
const svg = await reraQrSvg();
mkdirSync(path.dirname(OUT), { recursive: true });
writeFileSync(OUT, svg);
console.log(`RERA QR code: ${reraQrUrl()} in ${svg.length} bytes (${path.relative(".", OUT)})`);
