/**
 * The site built once more with every conversion-tracking tool switched on, for the browser tests of consent and
 * tracking (tests/e2e/tracking.spec.ts): the shipped content/tracking.yaml has every id empty, so the main build shows
 * no consent panel and loads no tracking code. In a throw-away copy of the repository (copy-repository.ts), it puts
 * tests/fixtures/tracking.yaml in place of content/tracking.yaml, runs the build's steps there and keeps the static
 * site in build/tracking-sample/.
 * `npm run test:e2e` runs it after the main build; it is skipped when build/tracking-sample/ is the build of this
 * very commit and fixture (build-stamp.ts).
 *
 *   npx tsx scripts/build/build-tracking-sample.ts
 */
import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { currentBuild } from "./build-stamp";
import { copyRepository } from "./copy-repository";

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

const copy = copyRepository("tracking-sample-");
try {
  cpSync(FIXTURE, path.join(copy, "content/tracking.yaml"));
  console.log(`build-tracking-sample: the repository copied to ${copy}; building with tests/fixtures/tracking.yaml`);
  execSync(
    "npm run generate && tsx scripts/build/build-brochure.ts && astro build && tsx scripts/build/postbuild.ts",
    { cwd: copy, stdio: "inherit" },
  );
  rmSync(OUTPUT, { recursive: true, force: true });
  cpSync(path.join(copy, "build/client"), OUTPUT, { recursive: true });
  if (stamp) writeFileSync(STAMP, stamp);
  console.log("build-tracking-sample: the site with tracking switched on is in build/tracking-sample/");
} finally {
  rmSync(copy, { recursive: true, force: true });
}
