/**
 * Builds the service worker (docs/decisions/0020-offline-service-worker.md): esbuild bundles the typed
 * source (app/service-worker/service-worker.ts, its Workbox modules included), then workbox-build's
 * injectManifest writes the build's own file list into it, with a revision for each file whose name
 * carries no hash. Called by scripts/build/finish-site.ts once the pages are final, before compression.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { injectManifest } from "workbox-build";
import { SERVICE_WORKER_URL } from "#app/features/offline/worker-messages.ts";
import { OFFLINE_PAGES } from "#app/service-worker/requests.ts";

const SOURCE = path.resolve("app/service-worker/service-worker.ts");

/**
 * What the worker precaches: the hashed scripts, styles, fonts (woff2 only: every browser with a
 * service worker reads it) and the icon sprite under assets/, and the offline page, of every language: a
 * page takes over a waiting worker only if its own scripts are in its precache (app/features/offline/). Media are cached as
 * they are seen (stale-while-revalidate), not downloaded ahead.
 */
const PRECACHED = ["assets/**/*.{js,css,woff2,svg}"];
/**
 * Not the Telugu face (app/styles/fonts-te.css, 120 KiB): the worker installs from English pages too, which
 * must never download it; offline, a Telugu page shows in the phone's own Telugu font.
 */
const NOT_PRECACHED = ["assets/noto-sans-telugu-*"];
/** Vite's file names under assets/ carry a content hash: no revision needed, no cache-busting query. */
const HASHED = /^assets\//;

export async function buildServiceWorker(clientDir: string): Promise<{ count: number; size: number }> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), "service-worker-"));
  try {
    const bundled = path.join(workDir, "sw.js");
    await build({
      entryPoints: [SOURCE],
      outfile: bundled,
      bundle: true,
      format: "iife",
      target: "es2020",
      minify: true,
      // Workbox's development logging is left out by this condition.
      define: { "process.env.NODE_ENV": '"production"' },
      logLevel: "warning",
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: bundled,
      swDest: path.join(clientDir, SERVICE_WORKER_URL),
      globDirectory: clientDir,
      globPatterns: PRECACHED,
      globIgnores: NOT_PRECACHED,
      dontCacheBustURLsMatching: HASHED,
      // Served as a clean URL; its revision is the hash of the file behind it.
      templatedURLs: Object.fromEntries(
        OFFLINE_PAGES.map((page) => [page, [`${page.replace(/^\//, "")}/index.html`]]),
      ),
    });
    if (warnings.length > 0) throw new Error(`service worker: ${warnings.join("; ")}`);
    return { count, size };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
