import type { Plugin } from "vite";
import { translatedModule } from "./translated-modules";

/**
 * The build of one translation (scripts/build/build-site.ts sets SITE_LANGUAGE): every import of a module of
 * content/generated/ resolves to its copy in content/generated/<language>/, written by content/compile.ts with
 * the translated words laid over the English. The pages and components stay the same; only their words change
 * (docs/decisions/0022-telugu-pages.md).
 */
export function languageContent(language = process.env.SITE_LANGUAGE ?? "en"): Plugin {
  return {
    name: "language-content",
    enforce: "pre",
    // The English build copies public/ (media, icons, the brochure) into build/client once for both.
    config: () => (language === "en" ? {} : { publicDir: false }),
    async resolveId(source, importer, options) {
      if (language === "en" || !importer || !source.includes("generated/")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && translatedModule(resolved.id, language);
    },
  };
}
