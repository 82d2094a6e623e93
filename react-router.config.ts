import type { Config } from "@react-router/dev/config";
// A relative path, here and in the modules it imports: React Router loads this file through a Vite server of its
// own, without this project's plugins, so the tsconfig.json aliases that vite.config.ts reads do not apply.
import { getPrerenderPaths } from "./app/utils/site-paths.server";
import { languageOf } from "./content/languages";

// A translation is the same site built again under its folder, /te/, with its words (scripts/build/build-site.ts).
const language = languageOf(process.env.SITE_LANGUAGE ?? "en");

// Every page is rendered to HTML at build time; the output is a folder of static
// files (see docs/decisions/0001-prerender-static-site.md).
export default {
  ssr: false,
  prerender: getPrerenderPaths,
  ...(language.prefix && { basename: `${language.prefix}/`, buildDirectory: `build/${language.code}` }),
} satisfies Config;
