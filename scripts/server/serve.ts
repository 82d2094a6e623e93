/**
 * Serves build/client as a CDN does: clean URLs to pre-rendered pages, the nearest
 * 404.html with status 404, pre-compressed brotli/gzip, and the response headers of
 * build/client/_headers (the file a CDN deploy uses). Builds first when needed.
 * SITE_DIR serves another copy of a build instead (tests/e2e/offline.spec.ts deploys one over another).
 * /api/ is the site's function (hosting/worker/), run on workerd as on Cloudflare (./functions.ts).
 *
 * Nothing imported here may need a build: on a fresh clone `npm start` loads this module before
 * content/generated/ exists (serve.test.ts checks the import graph).
 */
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import sirv from "sirv";
import { languages, pathIn } from "#content/languages.ts";
import { REVALIDATE } from "#hosting/cache-control.ts";
import { matchHeaders, parseHeadersFile } from "./headers-file";

const ROOT = path.resolve(process.env.SITE_DIR ?? "build/client");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

if (!process.env.SITE_DIR && (!existsSync(path.join(ROOT, "index.html")) || !existsSync(path.join(ROOT, "_headers")))) {
  console.log("No production build found: running npm run build");
  execSync("npm run build", { stdio: "inherit" });
}

const rules = parseHeadersFile(readFileSync(path.join(ROOT, "_headers"), "utf8"));

function applyHeaders(res: http.ServerResponse, pathname: string) {
  const headers = { "Cache-Control": REVALIDATE, ...matchHeaders(rules, pathname) };
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

const assets = sirv(ROOT, {
  extensions: ["html"],
  brotli: true,
  gzip: true,
  etag: true,
  dotfiles: false,
  setHeaders: (res, pathname) => applyHeaders(res, pathname),
});

/** The 404.html nearest to the requested path, as Cloudflare Pages does. */
function findNotFoundPage(pathname: string): string {
  let dir = path.posix.dirname(pathname.endsWith("/") ? `${pathname}x` : pathname);
  for (;;) {
    const candidate = path.join(ROOT, dir, "404.html");
    if (existsSync(candidate)) return candidate;
    if (dir === "/") throw new Error("build/client/404.html is missing");
    dir = path.posix.dirname(dir);
  }
}

function sendNotFound(req: http.IncomingMessage, res: http.ServerResponse) {
  const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
  const file = findNotFoundPage(pathname);
  const accepts = String(req.headers["accept-encoding"] ?? "");
  const encoding =
    accepts.includes("br") && existsSync(`${file}.br`)
      ? "br"
      : accepts.includes("gzip") && existsSync(`${file}.gz`)
        ? "gzip"
        : null;
  applyHeaders(res, pathname);
  res.statusCode = 404;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Vary", "Accept-Encoding");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.end(
    req.method === "HEAD"
      ? undefined
      : readFileSync(encoding === "br" ? `${file}.br` : encoding === "gzip" ? `${file}.gz` : file),
  );
}

/**
 * A link may carry a path's reserved characters percent-encoded: a post id's "&" as %26, as some apps
 * share it. sirv decodes with decodeURI, which leaves those encoded, so the file would not be found;
 * decode them in the path (not "/", "?" or "#"), and the page answers both forms, as Netlify,
 * Cloudflare Pages, nginx and S3 do (README "Deploying").
 */
function decodeReservedInPath(url: string): string {
  const queryStart = url.search(/[?#]/);
  const [pathname, rest] = queryStart === -1 ? [url, ""] : [url.slice(0, queryStart), url.slice(queryStart)];
  return pathname.replace(/%(24|26|2B|2C|3A|3B|3D|40)/gi, (escape) => decodeURIComponent(escape)) + rest;
}

// Loaded once the build is there: the function reads the built content (content/generated/). A function that
// does not start leaves the site as built: /api/ is then the not-found page, and the pages keep their statuses.
const { startFunctions } = await import("./functions");
const functions = await startFunctions().catch((error: unknown) => {
  console.warn(
    `The site's function did not start (${error instanceof Error ? error.message : error}): serving the pages alone`,
  );
  return null;
});

http
  .createServer((req, res) => {
    req.url = decodeReservedInPath(req.url ?? "/");
    if (functions && req.url.startsWith("/api/")) {
      functions.serve(req, res).then(
        (served) => served || sendNotFound(req, res),
        () => sendNotFound(req, res),
      );
      return;
    }
    assets(req, res, () => sendNotFound(req, res));
  })
  .listen(port, host, () => {
    const origin = `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
    const pages = languages
      .map((language) => `${language.hreflang} pages at ${origin}${pathIn(language, "/")}`)
      .join(", ");
    console.log(`Serving ${path.relative(process.cwd(), ROOT) || "."} on ${origin}: ${pages}`);
  });
