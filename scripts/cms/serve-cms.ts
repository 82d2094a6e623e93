/**
 * `npm run cms`: edit the site's content in the browser on this computer, without GitHub.
 *
 * - decap-server, Decap CMS's local backend, reads and writes the files of this working copy
 *   (its file-system mode: a save changes content/ at once; nothing is committed);
 * - a small server serves the editor (the same page as /admin/, scripts/cms/build-admin.ts) with
 *   the local backend, and the built site's stylesheets for the post preview when there is a build;
 *   where each translation stands (scripts/cms/translation-status.ts) it works out afresh at each
 *   request, so the form shows a text outdated as soon as its English is saved.
 *
 * Both listen on 127.0.0.1 only. Ports: CMS_PORT (the editor, default 3010) and CMS_PROXY_PORT
 * (decap-server, default 8081); `npm start` keeps 3000.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import sirv from "sirv";
import { ADMIN_PATH, adminHeaders, buildAdminContentSecurityPolicy } from "#hosting/admin-headers.ts";
import { plainTokens, siteStylesheets, writeAdminPage } from "./build-admin";
import { TRANSLATION_STATUS } from "./formats";
import { cmsSettings } from "./settings";
import { readEntryData, siteDecapConfig } from "./site-config";
import { translationStatus } from "./translation-status";

const HOST = "127.0.0.1";
const port = Number(process.env.CMS_PORT ?? 3010);
const proxyPort = Number(process.env.CMS_PROXY_PORT ?? 8081);
const root = process.cwd();
const proxyUrl = `http://${HOST}:${proxyPort}/api/v1`;
const client = path.join(root, "build/client");
// In the working copy (build/ is not committed), so two copies running npm run cms do not share it.
const adminDir = path.join(root, "build/cms-local/admin");

const require = createRequire(import.meta.url);

function startDecapServer(): ChildProcess {
  const child = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: {
      ...process.env,
      PORT: String(proxyPort),
      BIND_HOST: HOST,
      GIT_REPO_DIRECTORY: root,
      MODE: "fs",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`decap-server stopped (${signal ?? `exit ${code}`}); is port ${proxyPort} free? Set CMS_PROXY_PORT.`);
    process.exit(1);
  });
  return child;
}

/** Waits until decap-server answers (its API takes POSTs; any answer will do). */
async function waitForDecapServer(timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(proxyUrl, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`decap-server did not answer on ${proxyUrl}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

let stopping = false;
const [site] = readEntryData("site", root) as [{ projectName?: string }];
await writeAdminPage({
  dir: adminDir,
  config: siteDecapConfig({ kind: "local", proxyUrl, branch: cmsSettings.branch }, root),
  previewStyles: siteStylesheets(client),
  tokens: plainTokens(root),
  title: `Content manager (this computer) · ${site.projectName ?? "site"}`,
});
const decapServer = startDecapServer();
await waitForDecapServer();

const headers = {
  ...adminHeaders(buildAdminContentSecurityPolicy({ connect: [new URL(proxyUrl).origin], local: true })),
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "same-origin",
  "Cache-Control": "no-store",
};
const admin = sirv(path.dirname(adminDir), { dev: true });
const builtSite = existsSync(client) ? sirv(client, { dev: true }) : undefined;

const server = http.createServer((req, res) => {
  const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (!pathname.startsWith(ADMIN_PATH)) {
    if (pathname === "/" || pathname === ADMIN_PATH.replace(/\/$/, "")) {
      res.writeHead(302, { Location: ADMIN_PATH }).end();
      return;
    }
    // The built site's stylesheets, fonts and pictures, for the post preview.
    if (builtSite) {
      builtSite(req, res, () => void res.writeHead(404).end());
      return;
    }
    res.writeHead(404).end();
    return;
  }
  if (pathname === `${ADMIN_PATH}${TRANSLATION_STATUS.file}`) {
    // Where the translations stand now, with the files as last saved.
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(translationStatus(root)));
    return;
  }
  admin(req, res, () => void res.writeHead(404).end());
});

server.listen(port, HOST, () => {
  console.log(
    [
      "",
      `Open http://localhost:${port}/admin/ to edit the site's content in your browser.`,
      `Saving writes the files in content/ of ${root} at once (nothing is committed or published).`,
      "To see a change on the site: npm run build && npm start, then open http://localhost:3000/.",
      existsSync(client) ? "" : "The post preview is unstyled until the site has been built once (npm run build).",
      "Stop with Ctrl+C.",
    ]
      .filter(Boolean)
      .join("\n"),
  );
});

function stop() {
  stopping = true;
  server.close();
  decapServer.kill();
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
