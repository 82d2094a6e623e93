/** npm run fonts: writes app/styles/font-fallbacks.css. */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fontFallbackCss } from "./font-fallbacks";

const file = path.resolve(import.meta.dirname, "../../app/styles/font-fallbacks.css");
writeFileSync(file, fontFallbackCss());
console.log(`fonts: wrote ${path.relative(process.cwd(), file)}`);
