/**
 * Writes the content editor, /admin/: a static page of its own (build/client/admin/) that loads
 * Decap CMS's self-contained bundle from the site itself, under a versioned folder, with the
 * configuration generated from content/files.ts (scripts/cms/site-config.ts), and its file
 * formats and post preview (scripts/cms/admin-setup.ts). No route of the app imports any of it,
 * the sitemap does not list it, and its headers are its own (hosting/admin-headers.ts).
 * Decision: docs/decisions/0014-decap-cms.md.
 *
 *   npx tsx scripts/cms/build-admin.ts   (a step of npm run build, after astro build)
 *
 * `npm run cms` (scripts/cms/serve-cms.ts) writes the same page with the local backend instead.
 */
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";
import { stringify } from "yaml";
import type { ProjectSources } from "#content/project-figures.ts";
import { createTokens } from "#content/tokens.ts";
import { ADMIN_ASSETS_PATH, ADMIN_PATH } from "#hosting/admin-headers.ts";
import type { DecapConfig } from "./decap-config";
import { TRANSLATION_STATUS } from "./formats";
import { cmsSettings } from "./settings";
import { readEntryData, siteDecapConfig } from "./site-config";
import { translationStatus, type TranslationStatusFile } from "./translation-status";

const require = createRequire(import.meta.url);
const DECAP_DIST = path.dirname(require.resolve("decap-cms/dist/decap-cms.js"));
export const DECAP_VERSION = (require("decap-cms/package.json") as { version: string }).version;
/** The bundle and the chunks and WebAssembly it loads from its own folder (webpack's automatic public path). */
const DECAP_FILES = /^(decap-cms\.js|decap-cms\.js\.LICENSE\.txt|\d+\.decap-cms\.js|[0-9a-f]+\.wasm)$/;
const SETUP_SOURCE = fileURLToPath(new URL("./admin-setup.ts", import.meta.url));
/** Compressed copies of the 5 MB bundle take half a minute at brotli's best: made once per file content. */
const COMPRESS_CACHE = path.resolve("node_modules/.cache/cms-admin");

export type AdminPage = {
  /** The folder served as /admin/. */
  dir: string;
  config: DecapConfig;
  /** The site's stylesheets, for the preview pane; none when there is no build. */
  previewStyles: string[];
  tokens: Record<string, string>;
  title: string;
  /** Where each translation stands, for the form's status field; `npm run cms` serves it afresh instead. */
  translationStatus?: TranslationStatusFile;
};

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** The stylesheets a built page links (the site's CSS and its fonts), for the preview pane. */
export function siteStylesheets(client = path.resolve("build/client")): string[] {
  const index = path.join(client, "index.html");
  if (!existsSync(index)) return [];
  const html = readFileSync(index, "utf8");
  const hrefs = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(
    ([tag]) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? "",
  );
  return [...new Set(hrefs.filter((href) => href.startsWith("/")))];
}

/** The plain values of the {{tokens}} (content/tokens.ts), from the content as it is now; none if it does not read. */
export function plainTokens(root = process.cwd()): Record<string, string> {
  try {
    const [site] = readEntryData("site", root) as [Parameters<typeof createTokens>[0]];
    const [facts] = readEntryData("facts", root) as [ProjectSources["facts"]];
    const [{ flats }] = readEntryData("flats", root) as [{ flats: ProjectSources["flats"] }];
    const [prices] = readEntryData("prices", root) as [ProjectSources["prices"]];
    const [{ plans }] = readEntryData("floor-plans", root) as [{ plans: ProjectSources["floorPlans"] }];
    const [words] = readEntryData("figure-words", root) as [Parameters<typeof createTokens>[2]];
    const tokens = createTokens(site, { facts, flats, prices, floorPlans: plans }, words);
    // A figure's token is worked out when a text uses it; one that cannot be (no such plan) is left out.
    const plain = Object.entries(tokens).flatMap(([name, token]) => {
      if (typeof token === "string") return [[name, token]];
      try {
        return [[name, token([])]];
      } catch {
        return [];
      }
    });
    return Object.fromEntries(plain);
  } catch {
    return {};
  }
}

/** Writes index.html, config.yml and assets/ (Decap's bundle, the setup script); returns the files written. */
export async function writeAdminPage({
  dir,
  config,
  previewStyles,
  tokens,
  title,
  translationStatus,
}: AdminPage): Promise<string[]> {
  rmSync(dir, { recursive: true, force: true });
  const decapDir = path.join(dir, "assets", `decap-cms-${DECAP_VERSION}`);
  mkdirSync(decapDir, { recursive: true });
  const written: string[] = [];
  for (const name of readdirSync(DECAP_DIST).filter((file) => DECAP_FILES.test(file))) {
    copyFileSync(path.join(DECAP_DIST, name), path.join(decapDir, name));
    written.push(path.join(decapDir, name));
  }
  const { outputFiles } = await build({
    entryPoints: [SETUP_SOURCE],
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2020",
    write: false,
    logLevel: "silent",
  });
  const setup = outputFiles[0]!.contents;
  const setupName = `setup-${createHash("sha256").update(setup).digest("hex").slice(0, 8)}.js`;
  writeFileSync(path.join(dir, "assets", setupName), setup);
  const configFile = path.join(dir, "config.yml");
  writeFileSync(
    configFile,
    `# Written by scripts/cms/build-admin.ts from content/files.ts and content/schema.ts: edit those, not this.\n${stringify(config, { lineWidth: 0, aliasDuplicateObjects: false })}`,
  );
  const html = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>${escapeHtml(title)}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link rel="cms-config-url" type="text/yaml" href="${ADMIN_PATH}config.yml">
  </head>
  <body>
    <script src="${ADMIN_ASSETS_PATH}decap-cms-${DECAP_VERSION}/decap-cms.js"></script>
    <script src="${ADMIN_ASSETS_PATH}${setupName}" data-preview-styles="${escapeHtml(previewStyles.join(" "))}" data-tokens="${escapeHtml(JSON.stringify(tokens))}"></script>
  </body>
</html>
`;
  const index = path.join(dir, "index.html");
  writeFileSync(index, html);
  if (!translationStatus) return [...written, path.join(dir, "assets", setupName), configFile, index];
  const statusFile = path.join(dir, TRANSLATION_STATUS.file);
  writeFileSync(statusFile, JSON.stringify(translationStatus));
  return [...written, path.join(dir, "assets", setupName), configFile, index, statusFile];
}

/** Brotli and gzip copies beside each text file of 1 KB or more, as scripts/build/finish-site.ts makes for the site. */
function precompress(files: string[]): { file: string; raw: number; br: number; gz: number }[] {
  mkdirSync(COMPRESS_CACHE, { recursive: true });
  return files
    .filter((file) => /\.(html|js|yml|txt|json)$/.test(file))
    .map((file) => {
      const body = readFileSync(file);
      if (body.length < 1024) return { file, raw: body.length, br: body.length, gz: body.length };
      const key = createHash("sha256").update(body).digest("hex");
      const cached = (ext: string, make: () => Buffer) => {
        const at = path.join(COMPRESS_CACHE, `${key}.${ext}`);
        if (!existsSync(at)) writeFileSync(at, make());
        copyFileSync(at, `${file}.${ext}`);
        return statSync(at).size;
      };
      const br = cached("br", () =>
        brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
      );
      const gz = cached("gz", () => gzipSync(body, { level: 9 }));
      return { file, raw: body.length, br, gz };
    });
}

/** The page's production build: the GitHub backend and the editorial workflow (scripts/cms/settings.ts). */
async function main() {
  const client = path.resolve("build/client");
  if (!existsSync(path.join(client, "index.html")))
    throw new Error("build-admin: build/client has no site; run npm run build");
  const [site] = readEntryData("site") as [{ projectName?: string }];
  const dir = path.join(client, ADMIN_PATH.replaceAll("/", ""));
  const files = await writeAdminPage({
    dir,
    config: siteDecapConfig({
      kind: "github",
      repo: cmsSettings.repo,
      branch: cmsSettings.branch,
      oauthBaseUrl: cmsSettings.oauth.baseUrl,
      authEndpoint: cmsSettings.oauth.authEndpoint,
    }),
    previewStyles: siteStylesheets(client),
    tokens: plainTokens(),
    title: `Content manager · ${site.projectName ?? "site"}`,
    translationStatus: translationStatus(),
  });
  const sizes = precompress(files);
  // What opening /admin/ downloads: the page, its configuration, Decap's bundle and the setup script.
  // (The translations' status is fetched when a translation is opened.)
  const first = sizes.filter(
    ({ file }) => !/\/\d+\.decap-cms\.js$/.test(file) && !file.endsWith(".txt") && !file.endsWith(".json"),
  );
  const sum = (key: "raw" | "br" | "gz", list = first) => list.reduce((total, size) => total + size[key], 0);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  console.log(
    `admin: ${files.length} files in build/client${ADMIN_PATH}; opening it downloads ${kib(sum("br"))} brotli ` +
      `(${kib(sum("gz"))} gzip, ${kib(sum("raw"))} raw); Decap's on-demand chunks add up to ${kib(sum("br", sizes) - sum("br"))} brotli more`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
