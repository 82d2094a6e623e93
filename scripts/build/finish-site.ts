/**
 * The integration that finishes what `astro build` writes into build/client (astro.config.mjs, last of its
 * integrations, so that its `astro:build:done` runs after @astrojs/sitemap's): the work no integration of Astro's does.
 * In this order:
 * 1. the hosting headers with the CSP hashes of every inline script, per language (`_headers` and
 *    build/nginx-headers.conf, from hosting/headers.ts);
 * 2. the not-found pages moved to where hosts look for them (`<folder>/404.html`): Astro writes only /404 there;
 * 3. the service worker (build-service-worker.ts);
 * 4. the check that no browser script awaits at its top level (top-level-await.ts);
 * 5. brotli and gzip copies of the text files, last, once every file is written.
 * The feeds, robots.txt, the web manifest and Netlify's `_redirects` are endpoints (app/endpoints/), the sitemap
 * @astrojs/sitemap's (docs/decisions/0032-whole-site-from-astro-build.md).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { AstroIntegration } from "astro";
import { notFoundPages, notFoundRules } from "#app/utils/site-paths.server.ts";
import { SITEMAP_INDEX_PATH } from "#app/utils/sitemap.server.ts";
import { languageOfPath, languages } from "#content/languages.ts";
import { ADMIN_ASSETS_PATH, ADMIN_PATH, adminHeaders } from "#hosting/admin-headers.ts";
import { IMMUTABLE, immutablePaths, REVALIDATE } from "#hosting/cache-control.ts";
import { buildContentSecurityPolicy, securityHeaders, serviceWorkerPaths } from "#hosting/headers.ts";
import { assertLineLengths } from "#scripts/server/headers-file.ts";
import { buildServiceWorker } from "./build-service-worker";
import { filesWithTopLevelAwait } from "./top-level-await";

export function finishSite(): AstroIntegration {
  return {
    name: "finish-site",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const client = fileURLToPath(dir);
        // @astrojs/sitemap logs its errors and goes on: a build without the sitemap stops here.
        if (!existsSync(path.join(client, SITEMAP_INDEX_PATH)))
          throw new Error(`finish-site: @astrojs/sitemap wrote no ${SITEMAP_INDEX_PATH}`);
        const pages = walk(client).filter((file) => file.endsWith(".html"));
        writeHeaders(client, pages);
        moveNotFoundPages(client);
        const worker = await buildServiceWorker(client);
        const awaiting = filesWithTopLevelAwait(walk(client).filter((file) => file.endsWith(".js")));
        if (awaiting.length > 0)
          throw new Error(
            `Top-level await in ${awaiting.map((file) => path.relative(client, file)).join(", ")}: Safari runs such a ` +
              "module imported twice at once only for the first import (scripts/build/top-level-await.ts)",
          );
        await precompress(walk(client));
        logger.info(
          `${pages.length} pages: headers, not-found pages, the service worker (${worker.count} files precached, ` +
            `${(worker.size / 1024).toFixed(0)} KiB) and compressed copies`,
        );
      },
    },
  };
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Each not-found page, pre-rendered as `<folder>/__not-found/index.html`, to `<folder>/404.html`. */
function moveNotFoundPages(client: string) {
  for (const { prerenderPath, file } of notFoundPages) {
    const source = path.join(client, prerenderPath, "index.html");
    if (!existsSync(source)) throw new Error(`finish-site: ${prerenderPath} was not pre-rendered`);
    renameSync(source, path.join(client, file));
    rmSync(path.join(client, prerenderPath), { recursive: true, force: true });
  }
}

/** sha256 hashes of every executable inline script in every page (JSON data blocks never run). */
function collectInlineScriptHashes(htmlFiles: string[]): string[] {
  const hashes = new Set<string>();
  const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
  for (const file of htmlFiles) {
    for (const [, attributes = "", body = ""] of readFileSync(file, "utf8").matchAll(inlineScript)) {
      if (/type="application\/(ld\+)?json"/.test(attributes) || body.length === 0) continue;
      hashes.add(`sha256-${createHash("sha256").update(body).digest("base64")}`);
    }
  }
  return [...hashes].sort();
}

type HeaderRule = { path: string; headers: Record<string, string>; detach?: string[] };

function writeHeaders(client: string, htmlFiles: string[]) {
  // Each language its own policy, with the hashes of its own pages' inline scripts (a translation's pages are in its
  // folder, build/client/te/): one policy for all would pass the 2,000 characters Cloudflare allows on a line.
  const languageOfFile = (file: string) => languageOfPath(`/${path.relative(client, file)}`);
  const policies = languages.map((language) => ({
    language,
    headers: {
      ...securityHeaders,
      "Content-Security-Policy": buildContentSecurityPolicy(
        collectInlineScriptHashes(htmlFiles.filter((file) => languageOfFile(file) === language)),
      ),
    },
  }));
  const all = policies.find(({ language }) => !language.prefix)!.headers;
  const translatedRules: HeaderRule[] = policies
    .filter(({ language }) => language.prefix)
    .map(({ language, headers }) => ({
      path: `${language.prefix}/*`,
      detach: ["Content-Security-Policy"],
      headers: { "Content-Security-Policy": headers["Content-Security-Policy"] },
    }));
  // The CMS's admin page has policies of its own (hosting/headers.ts): "! Name" removes the header /* set
  // (Cloudflare Pages), then the rule sets the admin's. "/admin" too, for a server that answers it unredirected.
  const admin = adminHeaders();
  const replaced = Object.keys(admin).filter((name) => name in all);
  const adminRule = (path: string): HeaderRule => ({ path, detach: replaced, headers: admin });
  const rules: HeaderRule[] = [
    { path: "/*", headers: all },
    ...translatedRules,
    adminRule(ADMIN_PATH.replace(/\/$/, "")),
    adminRule(`${ADMIN_PATH}*`),
    ...[...immutablePaths, `${ADMIN_ASSETS_PATH}*`].map((path) => ({ path, headers: { "Cache-Control": IMMUTABLE } })),
    // The service worker is checked for updates on every visit: never cached long (docs/decisions/0020).
    ...serviceWorkerPaths.map((path) => ({ path, headers: { "Cache-Control": REVALIDATE } })),
  ];
  const netlify = rules
    .map(({ path: rulePath, headers, detach = [] }) =>
      [rulePath, ...detach.map((name) => `  ! ${name}`), ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join(
        "\n",
      ),
    )
    .join("\n\n");
  assertLineLengths(netlify);
  writeFileSync(path.join(client, "_headers"), `${netlify}\n`);
  const adminAll = { ...all, ...admin };
  const location = (prefix: string, headers: Record<string, string>, extra: string[] = []) =>
    `location ${prefix} {\n${[...Object.entries(headers).map(([k, v]) => `add_header ${k} "${v}" always;`), ...extra]
      .map((line) => `  ${line}`)
      .join("\n")}\n}`;
  const nginx = [
    "# Include inside the server block that serves build/client.",
    ...Object.entries(all).map(([k, v]) => `add_header ${k} "${v}" always;`),
    ...immutablePaths.map((p) => location(p.replace("*", ""), { "Cache-Control": IMMUTABLE, ...all })),
    ...serviceWorkerPaths.map((p) => location(`= ${p}`, { "Cache-Control": REVALIDATE, ...all })),
    "location / {\n  try_files $uri $uri.html $uri/index.html =404;\n}",
    // A location's add_header lines replace the server's: the admin's repeat them with its own policies.
    `location = ${ADMIN_PATH.replace(/\/$/, "")} {\n  return 301 ${ADMIN_PATH};\n}`,
    location(ADMIN_PATH, adminAll, ["try_files $uri $uri/index.html =404;"]),
    location(ADMIN_ASSETS_PATH, { "Cache-Control": IMMUTABLE, ...adminAll }),
    // Each folder's unknown URLs get its 404.html (app/page-registry.ts); a translation's folders their policy.
    ...notFoundRules.nginx((code) =>
      Object.entries(policies.find(({ language }) => language.code === code)!.headers).map(
        ([k, v]) => `add_header ${k} "${v}" always;`,
      ),
    ),
  ].join("\n");
  writeFileSync(path.join(client, "../nginx-headers.conf"), `${nginx}\n`);
}

const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli at its smallest (quality 11) and gzip -9 beside each text file of 512 bytes or more (a small island's script
 * is about half as long compressed); on every core at once.
 */
async function precompress(files: string[]) {
  await Promise.all(
    files.map(async (file) => {
      if (!COMPRESSIBLE.test(file)) return;
      const body = readFileSync(file);
      if (body.length < 512) return;
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipAsync(body, { level: 9 }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
    }),
  );
}
