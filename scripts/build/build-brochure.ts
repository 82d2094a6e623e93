import path from "node:path";
import { buildBrochure } from "./brochure/brochure";

/** Build step: writes public/Brochure.pdf from the content modules (see scripts/build/brochure). */

const MAX_BYTES = 2.5 * 1024 * 1024;
const outPath = path.resolve(import.meta.dirname, "../../public/Brochure.pdf");

const { bytes, pages, bodyFont } = await buildBrochure(outPath);
const size = `${(bytes / 1024 / 1024).toFixed(2)} MB`;
console.log(`Brochure: public/Brochure.pdf, ${pages} pages, ${size}, body text in ${bodyFont}`);
if (bytes > MAX_BYTES) {
  console.error(`Brochure: ${size} is over the 2.5 MB budget; lower the image sizes in scripts/build/brochure/images.ts`);
  process.exit(1);
}
