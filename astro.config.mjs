// The site's build (docs/decisions/0024-islands.md): every page of app/page-registry.ts rendered to HTML by Astro
// from the React components in app/, in English and under /te/ in Telugu from one build, its shell in app/shells/;
// only the interactive parts (app/parts/) hydrate, as islands, after the first paint. React code throughout,
// rendered and hydrated by Preact's React compatibility layer (preactForReact below). `astro build` writes the whole
// site into build/client (docs/decisions/0032-whole-site-from-astro-build.md): the pages, the files of
// app/endpoints/ (feeds, robots.txt, web manifest), the sitemap (@astrojs/sitemap), then scripts/build/finish-site.ts
// (headers, not-found pages, service worker, compressed copies).
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import path from "node:path";
import process from "node:process";
import { afterPaint } from "./app/astro/after-paint.mjs";
import { trackingIsOn } from "./app/features/tracking/tracking-tools.ts";
import { pageKinds } from "./app/page-registry.ts";
import { astroPattern } from "./app/shells/routes.ts";
import { progressFeedPath } from "./app/utils/paths.ts";
import { sitemapOptions } from "./app/utils/sitemap.server.ts";
import trackingIds from "./content/generated/tracking.ts";
import { languages } from "./content/languages.ts";
import { siteSettings } from "./content/site.ts";
import { afterFirstPaintLoaderFile, afterFirstPaintLoaderScript } from "./scripts/build/after-first-paint.ts";
import { finishSite } from "./scripts/build/finish-site.ts";
import { firstScreenPreloads } from "./scripts/build/first-screen-preloads.ts";
import { fullLayoutBeforeJumpsScript } from "./scripts/build/full-layout-for-jumps.ts";
import { contentReload } from "./scripts/build/vite-plugin-content.ts";

const ROOT = import.meta.dirname;
// What the client build is made from: the loader's file is named after it (afterPaintLoaderFile below).
const afterPaintLoader = afterFirstPaintLoaderFile(ROOT, [
  "app",
  "content/generated",
  "scripts/build",
  "astro.config.mjs",
  "package-lock.json",
]);

export default defineConfig({
  site: siteSettings.url,
  output: "static",
  outDir: "build/client",
  build: { format: "directory", assets: "assets" },
  // Their `astro:build:done` hooks run in this order: finishSite's compressed copies come after every file is written.
  integrations: [
    afterPaint(),
    react(),
    pagesFromRegistry(),
    filesFromEndpoints(),
    sitemap(sitemapOptions(siteSettings.url)),
    finishSite(),
  ],
  vite: {
    // contentReload: in `npm run dev`, an edit in content/ is compiled and the page reloads.
    plugins: [tailwindcss(), preactForReact(), contentReload(), sharedChunksPlugin(), afterPaintLoaderFile()],
    build: { assetsInlineLimit: 0 },
    define: {
      // Whether content/tracking.yaml sets any id: with none, the consent panel, its words and conversion
      // tracking's code are left out of every page (docs/decisions/0026-consent-first-tracking.md).
      "import.meta.env.TRACKING_ON": JSON.stringify(trackingIsOn(trackingIds)),
      // The layout's scripts: the wait for the first paint (a file, emitted below), and a jump into a page laid out in
      // full first (inline, as it must run before the body is parsed).
      "import.meta.env.AFTER_PAINT_SRC": JSON.stringify(afterPaintLoader.url),
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

/** The site's files that are no page, each an endpoint of app/endpoints/, pre-rendered as the pages are. */
function filesFromEndpoints() {
  const endpoints = {
    // In every language: /progress/feed.xml, /te/progress/feed.xml.
    [`/[...lang]${progressFeedPath(languages[0])}`]: "progress-feed.ts",
    "/robots.txt": "robots-txt.ts",
    "/site.webmanifest": "web-manifest.ts",
    // Netlify's not-found rules, on its builds only (app/endpoints/netlify-redirects.ts says why).
    ...(process.env.NETLIFY === "true" ? { "/_redirects": "netlify-redirects.ts" } : {}),
  };
  return {
    name: "files-from-endpoints",
    hooks: {
      "astro:config:setup": ({ injectRoute }) => {
        for (const [pattern, file] of Object.entries(endpoints)) {
          injectRoute({ pattern, entrypoint: path.join(ROOT, "app/endpoints", file), prerender: true });
        }
      },
    },
  };
}

/**
 * The loader of scripts/build/after-first-paint.ts, a file of the client build: with what the first screen's islands
 * will import (scripts/build/first-screen-preloads.ts), known once the build's chunks are; in `npm run dev`, without.
 */
function afterPaintLoaderFile() {
  return {
    name: "after-paint-loader",
    configureServer(server) {
      server.middlewares.use(afterPaintLoader.url, (_request, response) => {
        response.setHeader("Content-Type", "text/javascript");
        response.end(afterFirstPaintLoaderScript());
      });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const preloads = firstScreenPreloads(bundle, path.join(ROOT, "content/generated"));
      this.emitFile({
        type: "asset",
        fileName: afterPaintLoader.fileName,
        source: afterFirstPaintLoaderScript(preloads),
      });
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

/**
 * Two chunks for what the scripts share, so that an island's script is a few files fetched at once and its words,
 * not a tree of small files fetched one level at a time: on a phone each level is a round trip of 150 ms or more.
 * - "site": what the site script (on every page, app/parts/SiteScript.ts) shares with another script, or a plain
 *   script with the islands where the site script's own pages need it too: the site script fetches it as the islands
 *   start, so an island finds it loaded. What only a page's own plain script (LiveStatusScript.ts on a flat's page)
 *   shares with islands is left to a chunk of its own, so that no text page loads it;
 * - "islands": what two or more React islands share and no plain script needs (Preact among it), so that a text page
 *   loads none of it.
 * A module only one script uses stays in that script's own file; a module loaded on demand (the word modules, a
 * dialog's code) keeps its own.
 */
function sharedChunks() {
  // A React island's module is a part (app/parts/*.tsx) or the React renderer's; any other script is plain: the site
  // script, the hero's media script, the blog's, the plain-script renderer (app/astro/).
  const reactIsland = (entry) => entry.endsWith(".tsx") || entry.includes("/node_modules/");
  const siteScript = (entry) => entry.endsWith("/app/parts/SiteScript.ts");
  // The plain scripts of a kind of page with islands of its own, whose shared code stays off other pages.
  const pageOwnScript = (entry) => entry.endsWith("/app/parts/LiveStatusScript.ts");
  /** The scripts a page loads (Rolldown's entries) that import a module, directly or through others. */
  const entriesOf = (id, context, seen = new Set()) => {
    if (seen.has(id)) return [];
    seen.add(id);
    const info = context.getModuleInfo(id);
    const importers = info?.importers ?? [];
    return [...(info?.isEntry ? [id] : []), ...importers.flatMap((importer) => entriesOf(importer, context, seen))];
  };
  /** A module a page's own plain script shares with islands and the site script does not need. */
  const ownScriptShares = (id, context) => {
    const entries = entriesOf(id, context);
    return entries.some(pageOwnScript) && !entries.some(siteScript);
  };
  return {
    name: (id, context) => {
      const info = context.getModuleInfo(id);
      if (!info || info.isEntry || info.dynamicImporters.length > 0) return null;
      const entries = new Set(entriesOf(id, context));
      if (entries.size < 2) return null;
      if ([...entries].every(reactIsland)) {
        // Nor may "islands" import what a page's own script shares: every page with an island would load it.
        return info.importedIds.some((imported) => ownScriptShares(imported, context)) ? null : "islands";
      }
      return ownScriptShares(id, context) ? null : "site";
    },
    // A module's imports are grouped by their own importers, so that "site" never pulls in "islands".
    includeDependenciesRecursively: false,
  };
}

/** The client build's chunks (sharedChunks); Astro sets the option below itself, so a plugin sets it after. */
function sharedChunksPlugin() {
  return {
    name: "shared-chunks",
    configEnvironment(name) {
      if (name !== "client") return;
      return {
        build: {
          rolldownOptions: {
            // Needed without includeDependenciesRecursively: an island's module may export more than its component.
            preserveEntrySignatures: "allow-extension",
            output: { codeSplitting: { groups: [sharedChunks()] } },
          },
        },
      };
    },
  };
}
