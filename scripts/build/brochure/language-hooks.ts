import type { InitializeHook, ResolveHook } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { translatedModule } from "../translated-modules";

/**
 * Node's twin of scripts/build/vite-plugin-language.ts, for the brochure of a translation (./edition.ts
 * registers it): every import that resolves to a module of content/generated/ resolves to its copy in
 * content/generated/<language>/ instead, so the content modules, and the pages drawn from them, carry the
 * translated words.
 */

let language = "en";

export const initialize: InitializeHook<{ language: string }> = (data) => {
  language = data.language;
};

export const resolve: ResolveHook = async (specifier, context, nextResolve) => {
  const resolved = await nextResolve(specifier, context);
  const copy = resolved.url.startsWith("file:") ? translatedModule(fileURLToPath(resolved.url), language) : null;
  return copy ? { ...resolved, url: pathToFileURL(copy).href } : resolved;
};
