// Islands spike (docs/decisions/0024-islands.md): the home page and the flat pages of this project (../..), rendered
// by Astro from the same React components, with only the interactive parts hydrated.
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import path from "node:path";
import { pageKinds } from "../../app/page-registry.ts";
import { trackingIsOn } from "../../app/features/tracking/tracking-tools.ts";
import trackingIds from "../../content/generated/tracking.ts";
import { astroPattern, shellOf } from "./src/routes.ts";
import { afterPaint } from "./src/integrations/after-paint.mjs";
import { afterFirstPaintLoaderScript } from "../../scripts/build/after-first-paint.ts";
import { fullLayoutBeforeJumpsScript } from "../../scripts/build/full-layout-for-jumps.ts";

const MAIN = path.resolve(import.meta.dirname, "../..");

export default defineConfig({
  output: "static",
  build: { format: "directory", assets: "assets" },
  integrations: [afterPaint(), react(), pagesFromRegistry()],
  outDir: process.env.ISLANDS_PREACT ? "dist-preact" : "dist",
  vite: {
    plugins: [tailwindcss(), ...(process.env.ISLANDS_PREACT ? [preactForReact()] : [])],
    resolve: {
      alias: [
        { find: /^~\/utils\/use-hydrated$/, replacement: path.resolve(import.meta.dirname, "src/shims/use-hydrated.tsx") },
        { find: /^~\/(.*)$/, replacement: `${MAIN}/app/$1` },
        { find: /^@content\/(.*)$/, replacement: `${MAIN}/content/$1` },
        { find: /^react-router$/, replacement: path.resolve(import.meta.dirname, "src/shims/react-router.tsx") },
      ],
      dedupe: ["react", "react-dom"],
    },
    server: { fs: { allow: [MAIN, import.meta.dirname] } },
    build: { assetsInlineLimit: 0 },
    // As the root's vite.config.ts: with no tracking id, the consent panel and tracking's code are left out.
    // The layout's inline scripts for jumps into a page and for what waits for the first paint
    // (scripts/build/full-layout-for-jumps.ts, after-first-paint.ts; written into the pages by the root's postbuild
    // today).
    define: {
      "import.meta.env.TRACKING_ON": JSON.stringify(trackingIsOn(trackingIds)),
      "import.meta.env.AFTER_PAINT_SCRIPT": JSON.stringify(afterFirstPaintLoaderScript()),
      "import.meta.env.FULL_LAYOUT_SCRIPT": JSON.stringify(fullLayoutBeforeJumpsScript()),
    },
  },
});

/** One route per kind of page in app/page-registry.ts, rendered by its route module's shell (src/shells/). */
function pagesFromRegistry() {
  return {
    name: "page-registry",
    hooks: {
      "astro:config:setup": ({ injectRoute }) => {
        for (const kind of pageKinds) {
          const entrypoint = path.resolve(import.meta.dirname, `src/shells/${shellOf(kind)}.astro`);
          injectRoute({ pattern: astroPattern(kind), entrypoint, prerender: true });
        }
      },
    },
  };
}

/**
 * Experiment (docs/decisions/0024-islands.md): the islands hydrated in the browser by Preact's React compatibility
 * layer, a tenth of React DOM's size; ISLANDS_PREACT=server renders the pages with it too (the same ids on both
 * sides), ISLANDS_PREACT=1 in the browser only.
 */
function preactForReact() {
  const here = path.join(import.meta.dirname, "astro.config.mjs");
  const shim = (file) => path.join(import.meta.dirname, "src/shims", file);
  const swaps = {
    react: shim("preact-react.ts"),
    "react-dom": "preact/compat",
    "react-dom/client": shim("preact-react-dom-client.ts"),
    "react/jsx-runtime": "preact/compat/jsx-runtime",
    "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
    ...(process.env.ISLANDS_PREACT === "server" && { "react-dom/server": shim("preact-react-dom-server.ts") }),
  };
  return {
    name: "preact-for-react",
    enforce: "pre",
    applyToEnvironment: (environment) => process.env.ISLANDS_PREACT === "server" || environment.name === "client",
    resolveId(id, importer, options) {
      // Resolved from this folder, where Preact is installed (not from app/, which the root's node_modules serve).
      if (id in swaps) return this.resolve(swaps[id], here, { ...options, skipSelf: true });
    },
  };
}
