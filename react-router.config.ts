import type { Config } from "@react-router/dev/config";
// A relative path, here and in the modules it imports: React Router loads this file through a Vite server of its
// own, without this project's plugins, so the tsconfig.json aliases that vite.config.ts reads do not apply.
import { getPrerenderPaths } from "./app/utils/site-paths.server";

// Every page is rendered to HTML at build time; the output is a folder of static
// files (see docs/decisions/0001-prerender-static-site.md).
export default {
  ssr: false,
  prerender: getPrerenderPaths,
} satisfies Config;
