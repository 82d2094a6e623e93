import { existsSync } from "node:fs";
import type { InitializeHook, ResolveHook } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * Node's twin of scripts/build/vite-plugin-language.ts, for the brochure of a translation (./edition.ts
 * registers it): every import that resolves to a module of content/generated/ resolves to its copy in
 * content/generated/<language>/ instead, so the content modules, and the pages drawn from them, carry the
 * translated words.
 */

const GENERATED = path.resolve(import.meta.dirname, "../../../content/generated");

let language = "en";

export const initialize: InitializeHook<{ language: string }> = (data) => {
  language = data.language;
};

export const resolve: ResolveHook = async (specifier, context, nextResolve) => {
  const resolved = await nextResolve(specifier, context);
  if (language === "en" || !resolved.url.startsWith("file:")) return resolved;
  const file = fileURLToPath(resolved.url);
  if (path.dirname(file) !== GENERATED) return resolved;
  const swapped = path.join(GENERATED, language, path.basename(file));
  if (!existsSync(swapped)) throw new Error(`${swapped} is missing: run npm run content`);
  return { ...resolved, url: pathToFileURL(swapped).href };
};
