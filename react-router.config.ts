import type { Config } from "@react-router/dev/config";
import { getPrerenderPaths } from "./app/utils/site-paths.server";

// Every page is rendered to HTML at build time; the output is a folder of static
// files (see docs/decisions/0001-prerender-static-site.md).
export default {
  ssr: false,
  prerender: getPrerenderPaths,
} satisfies Config;
