import path from "node:path";
import { quotationPath } from "#app/utils/paths.ts";
import { flats } from "#content/flats.ts";
import { languages, pathIn } from "#content/languages.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { buildBrochureEdition } from "./brochure/brochure";
import { writeQuotation } from "./brochure/quotation";

/**
 * Build step: writes the brochure in every language from the content modules (see scripts/build/brochure):
 * public/Brochure.pdf in English, public/te/Brochure.pdf in Telugu; and each flat's quotation beside its page,
 * public/flats/A-302/quotation.pdf and public/te/flats/A-302/quotation.pdf (none while the prices are hidden).
 */

const MAX_BYTES = 2.5 * 1024 * 1024;
const ROOT = path.resolve(import.meta.dirname, "../..");

const editions = await Promise.all(
  languages.map(async (language) => {
    const file = `public${pathIn(language, "/Brochure.pdf")}`;
    return { file, ...(await buildBrochureEdition(language.code, path.join(ROOT, file))) };
  }),
);
for (const { file, bytes, pages, bodyFont } of editions) {
  const size = `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  console.log(`Brochure: ${file}, ${pages} pages, ${size}, body text in ${bodyFont}`);
  if (bytes > MAX_BYTES) {
    console.error(`Brochure: ${size} is over the 2.5 MB budget; lower the image sizes in scripts/build/brochure/images.ts`);
    process.exitCode = 1;
  }
}

/** The day the quotations are made, in India. */
const madeOn = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
const started = performance.now();
let written = 0;
for (const language of languages) {
  const words = wordsIn(language.code);
  for (const flat of flats) {
    const file = path.join(ROOT, `public${pathIn(language, quotationPath(flat.unit))}`);
    if (await writeQuotation(flat.unit, words, language.code, madeOn, file)) written += 1;
  }
}
console.log(`Quotations: ${written} written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
