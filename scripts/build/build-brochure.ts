import path from "node:path";
import { languages, pathIn } from "../../content/languages";
import { buildBrochureEdition } from "./brochure/brochure";

/**
 * Build step: writes the brochure in every language from the content modules (see scripts/build/brochure):
 * public/Brochure.pdf in English, public/te/Brochure.pdf in Telugu, each translation in a process of its own,
 * all at once.
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
