// The spike's pages laid over the project's own build (build/client, which must exist: npm run build at the root),
// compressed as postbuild compresses, into site/: a folder scripts/server/serve.ts and the benchmarks can serve.
// The spike does not turn on Astro's CSP hashes, so the copy's CSP allows inline scripts (its island loader).
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const here = import.meta.dirname;
const site = path.join(here, "site");
const dist = path.join(here, "dist");
rmSync(site, { recursive: true, force: true });
cpSync(path.join(here, "../../build/client"), site, { recursive: true });

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : [file];
  });
for (const file of files(dist)) {
  // A folder's not-found page, rendered at <folder>/__not-found/, is served as <folder>/404.html (src/routes.ts).
  const target = path.join(site, path.relative(dist, file).replace(/__not-found\/index\.html$/, "404.html"));
  cpSync(file, target);
  const body = readFileSync(file);
  if (/\.(js|css|html|svg)$/.test(file)) {
    writeFileSync(`${target}.br`, zlib.brotliCompressSync(body));
    writeFileSync(`${target}.gz`, zlib.gzipSync(body, { level: 9 }));
  } else {
    rmSync(`${target}.br`, { force: true });
    rmSync(`${target}.gz`, { force: true });
  }
}
const headers = path.join(site, "_headers");
writeFileSync(
  headers,
  readFileSync(headers, "utf8").replace(/script-src 'self'[^;]*/g, (sources) =>
    sources.replace(/ 'sha256-[^']+'/g, "").replace("'self'", "'self' 'unsafe-inline'"),
  ),
);
console.log(`assemble: the spike's pages over build/client in ${path.relative(process.cwd(), site)}/`);
