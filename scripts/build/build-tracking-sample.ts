/**
 * The site built once more with every conversion-tracking tool switched on, for the browser tests of consent and
 * tracking (tests/e2e/tracking.spec.ts): the shipped content/tracking.yaml has every id empty, so the main build shows
 * no consent panel and loads no tracking code. This copies the repository's files (as git lists them, with
 * node_modules linked, so the media cache serves) to a temporary folder, puts tests/fixtures/tracking.yaml in place of
 * content/tracking.yaml, runs the build's steps there and keeps the static site in build/tracking-sample/.
 * `npm run test:e2e` runs it after the main build; it is skipped when build/tracking-sample/ is the build of this
 * very commit and fixture (build-stamp.ts).
 *
 *   npx tsx scripts/build/build-tracking-sample.ts
 */
import { execFileSync, execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { currentBuild } from "./build-stamp";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURE = path.join(ROOT, "tests/fixtures/tracking.yaml");
const OUTPUT = path.join(ROOT, "build/tracking-sample");
const STAMP = path.join(OUTPUT, ".stamp");

const built = currentBuild();
const stamp = built && `${built.commit} ${createHash("sha256").update(readFileSync(FIXTURE)).digest("hex")}\n`;
if (stamp && existsSync(STAMP) && readFileSync(STAMP, "utf8") === stamp) {
  console.log(`build/tracking-sample/ is the build of ${built.commit.slice(0, 12)} with the tracking fixture: not built again`);
  process.exit(0);
}

const copy = mkdtempSync(path.join(tmpdir(), "tracking-sample-"));
try {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file && existsSync(path.join(ROOT, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(copy, file));
  }
  symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"));
  cpSync(FIXTURE, path.join(copy, "content/tracking.yaml"));
  console.log(`build-tracking-sample: ${files.length} files copied to ${copy}; building with tests/fixtures/tracking.yaml`);
  execSync(
    "npm run generate && tsx scripts/build/build-brochure.ts && tsx scripts/build/build-site.ts && tsx scripts/build/postbuild.ts",
    { cwd: copy, stdio: "inherit" },
  );
  rmSync(OUTPUT, { recursive: true, force: true });
  cpSync(path.join(copy, "build/client"), OUTPUT, { recursive: true });
  if (stamp) writeFileSync(STAMP, stamp);
  console.log("build-tracking-sample: the site with tracking switched on is in build/tracking-sample/");
} finally {
  rmSync(copy, { recursive: true, force: true });
}
