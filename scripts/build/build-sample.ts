/**
 * The site built once more from changed content, for the browser tests that prove the site follows its content:
 * every conversion-tracking tool switched on (tests/fixtures/tracking.yaml in place of content/tracking.yaml, for
 * tests/e2e/tracking.spec.ts; the shipped ids are empty, so the main build shows no consent panel) and the price
 * list's base rate raised by SAMPLE_BASE_RATE_RISE (for tests/e2e/figures.spec.ts: every "from" price follows). In a
 * throw-away copy of the repository (copy-repository.ts), it runs the build's steps and keeps the static site in
 * build/sample/.
 * `npm run test:e2e` runs it after the main build; it is skipped when build/sample/ is the build of this very commit
 * and fixture (build-stamp.ts).
 *
 *   npx tsx scripts/build/build-sample.ts
 */
import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { currentBuild } from "./build-stamp";
import { copyRepository } from "./copy-repository";
import { raisedPrices, SAMPLE_BASE_RATE_RISE, SAMPLE_SITE } from "./sample-content";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURE = path.join(ROOT, "tests/fixtures/tracking.yaml");
const OUTPUT = path.join(ROOT, SAMPLE_SITE);
const STAMP = path.join(OUTPUT, ".stamp");
const built = currentBuild();
const fixture = `${readFileSync(FIXTURE, "utf8")}${SAMPLE_BASE_RATE_RISE}`;
const stamp = built && `${built.commit} ${createHash("sha256").update(fixture).digest("hex")}\n`;
if (stamp && existsSync(STAMP) && readFileSync(STAMP, "utf8") === stamp) {
  console.log(`${SAMPLE_SITE}/ is the build of ${built.commit.slice(0, 12)} with the sample changes: not built again`);
  process.exit(0);
}

const copy = copyRepository("sample-");
try {
  cpSync(FIXTURE, path.join(copy, "content/tracking.yaml"));
  const prices = path.join(copy, "content/prices.yaml");
  writeFileSync(prices, raisedPrices(readFileSync(prices, "utf8")));
  console.log(
    `build-sample: the repository copied to ${copy}; building with tests/fixtures/tracking.yaml and a base rate ` +
      `${SAMPLE_BASE_RATE_RISE} rupees higher`,
  );
  execSync("npm run generate && tsx scripts/build/build-brochure.ts && astro build", {
    cwd: copy,
    stdio: "inherit",
  });
  rmSync(OUTPUT, { recursive: true, force: true });
  cpSync(path.join(copy, "build/client"), OUTPUT, { recursive: true });
  if (stamp) writeFileSync(STAMP, stamp);
  console.log(`build-sample: the site built from the changed content is in ${SAMPLE_SITE}/`);
} finally {
  rmSync(copy, { recursive: true, force: true });
}
