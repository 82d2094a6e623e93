// The site's build (docs/decisions/0024-islands.md): every page of app/page-registry.ts rendered to HTML by Astro
// from the React components in app/, in English and under /te/ in Telugu from one build, its shell in app/shells/;
// only the interactive parts (app/parts/) hydrate, as islands, after the first paint. React code throughout,
// rendered and hydrated by Preact's React compatibility layer (preactForReact below). Output: build/client, which
// scripts/build/postbuild.ts finishes (404 pages, sitemap, feeds, headers, service worker, compressed copies).
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import path from "node:path";
import { afterPaint } from "./app/astro/after-paint.mjs";
import { trackingIsOn } from "./app/features/tracking/tracking-tools.ts";
import { pageKinds } from "./app/page-registry.ts";
import { astroPattern } from "./app/shells/routes.ts";
import trackingIds from "./content/generated/tracking.ts";
import { afterFirstPaintLoaderScript } from "./scripts/build/after-first-paint.ts";
import { fullLayoutBeforeJumpsScript } from "./scripts/build/full-layout-for-jumps.ts";
import { contentReload } from "./scripts/build/vite-plugin-content.ts";

const ROOT = import.meta.dirname;

export default defineConfig({
  output: "static",
  outDir: "build/client",
  build: { format: "directory", assets: "assets" },
  integrations: [afterPaint(), react(), pagesFromRegistry()],
  vite: {
    // contentReload: in `npm run dev`, an edit in content/ is compiled and the page reloads.
    plugins: [tailwindcss(), preactForReact(), contentReload()],
    resolve: {
      // The `~/` and `@content/` aliases of tsconfig.json `paths`.
      alias: [
        { find: /^~\/(.*)$/, replacement: `${ROOT}/app/$1` },
        { find: /^@content\/(.*)$/, replacement: `${ROOT}/content/$1` },
      ],
    },
    build: { assetsInlineLimit: 0 },
    define: {
      // Whether content/tracking.yaml sets any id: with none, the consent panel, its words and conversion
      // tracking's code are left out of every page (docs/decisions/0026-consent-first-tracking.md).
      "import.meta.env.TRACKING_ON": JSON.stringify(trackingIsOn(trackingIds)),
      // The layout's inline scripts: the wait for the first paint, and a jump into a page laid out in full first.
      "import.meta.env.AFTER_PAINT_SCRIPT": JSON.stringify(afterFirstPaintLoaderScript()),
      "import.meta.env.FULL_LAYOUT_SCRIPT": JSON.stringify(fullLayoutBeforeJumpsScript()),
    },
  },
});

/** One route per kind of page in app/page-registry.ts, rendered by its shell (app/shells/routes.ts). */
function pagesFromRegistry() {
  return {
    name: "page-registry",
    hooks: {
      "astro:config:setup": ({ injectRoute }) => {
        for (const kind of pageKinds) {
          const entrypoint = path.join(ROOT, `app/shells/${kind.shell}.astro`);
          injectRoute({ pattern: astroPattern(kind), entrypoint, prerender: true });
        }
      },
    },
  };
}

/**
 * The components import `react`; in the build they get Preact's React compatibility layer (`preact/compat`, a
 * tenth of React DOM's size), on the server and in the browser alike, so that both render the same ids. The three
 * modules of app/astro/preact/ fill what it leaves out (docs/decisions/0024-islands.md). The unit tests and the
 * type check still see React itself.
 */
function preactForReact() {
  const here = path.join(ROOT, "astro.config.mjs");
  const shim = (file) => path.join(ROOT, "app/astro/preact", file);
  const swaps = {
    react: shim("react.ts"),
    "react-dom": "preact/compat",
    "react-dom/client": shim("react-dom-client.ts"),
    "react-dom/server": shim("react-dom-server.ts"),
    "react/jsx-runtime": "preact/compat/jsx-runtime",
    "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
  };
  return {
    name: "preact-for-react",
    enforce: "pre",
    resolveId(id, importer, options) {
      if (id in swaps) return this.resolve(swaps[id], here, { ...options, skipSelf: true });
    },
  };
}
