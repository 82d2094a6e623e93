import { existsSync } from "node:fs";
import path from "node:path";

/** Where content/compile.ts writes the content modules: English here, each translation's in <language>/. */
const GENERATED = path.resolve(import.meta.dirname, "../../content/generated");

/**
 * The translation's copy of a generated content module, for the builds of a translation's pages
 * (./vite-plugin-language.ts) and brochure and progress feed (./language-hooks.ts): content/generated/site.ts is
 * content/generated/te/site.ts in Telugu. null for English and for any other file; throws when the copy is missing.
 */
export function translatedModule(file: string, language: string): string | null {
  if (language === "en" || path.dirname(file) !== GENERATED) return null;
  const copy = path.join(GENERATED, language, path.basename(file));
  if (!existsSync(copy)) throw new Error(`${copy} is missing: run npm run content`);
  return copy;
}
