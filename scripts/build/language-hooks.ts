import type { InitializeHook, ResolveHook } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
// With its extension: Node 24 loads this module on its hooks thread, where tsx (4.23) resolves no extensionless import.
import { translatedModule } from "./translated-modules.ts";

/**
 * Node's twin of scripts/build/vite-plugin-language.ts, for what the build writes outside the pages in a
 * translation's words (its brochure, its progress feed): the process ./in-language-process.ts registers it.
 * Every import that resolves to a module of content/generated/ resolves to its copy in
 * content/generated/<language>/ instead, so the content modules, and what is drawn from them, carry the
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
