import { existsSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * The build of one translation (scripts/build/build-site.ts sets SITE_LANGUAGE): every import of a module of
 * content/generated/ resolves to its copy in content/generated/<language>/, written by content/compile.ts with
 * the translated words laid over the English. The pages and components stay the same; only their words change
 * (docs/decisions/0022-telugu-pages.md).
 */
export function languageContent(language = process.env.SITE_LANGUAGE ?? "en"): Plugin {
  const generated = path.resolve("content/generated");
  const translated = path.join(generated, language);
  return {
    name: "language-content",
    enforce: "pre",
    // The English build copies public/ (media, icons, the brochure) into build/client once for both.
    config: () => (language === "en" ? {} : { publicDir: false }),
    async resolveId(source, importer, options) {
      if (language === "en" || !importer || !source.includes("generated/")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || path.dirname(resolved.id) !== generated) return null;
      const swapped = path.join(translated, path.basename(resolved.id));
      if (!existsSync(swapped)) this.error(`${swapped} is missing: run npm run content`);
      return swapped;
    },
  };
}
