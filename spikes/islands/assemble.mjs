// The spike's pages laid over the project's own build (build/client, which must exist: npm run build at the root)
// into site/, then finished by the project's own postbuild (scripts/build/postbuild.ts --islands): each folder's
// not-found page moved to its 404.html, the headers with the CSP hashes of the pages' inline scripts (Astro's island
// loader), the service worker and compressed copies. A folder scripts/server/serve.ts and the benchmarks can serve.
import { execFileSync } from "node:child_process";
import { cpSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

const here = import.meta.dirname;
const root = path.resolve(here, "../..");
// ISLANDS_PREACT=1: the Preact experiment's build (astro.config.mjs), in site-preact/.
const variant = process.env.ISLANDS_PREACT ? "-preact" : "";
const site = path.join(here, `site${variant}`);
const dist = path.join(here, `dist${variant}`);
rmSync(site, { recursive: true, force: true });
cpSync(path.join(root, "build/client"), site, { recursive: true });

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : [file];
  });
for (const file of files(dist)) {
  const target = path.join(site, path.relative(dist, file));
  cpSync(file, target);
  // The React Router build's compressed copy of a file the spike replaced: postbuild writes the spike's.
  rmSync(`${target}.br`, { force: true });
  rmSync(`${target}.gz`, { force: true });
}
execFileSync("npx", ["tsx", "scripts/build/postbuild.ts", `--site=${path.relative(root, site)}`, "--islands"], {
  cwd: root,
  stdio: "inherit",
});
