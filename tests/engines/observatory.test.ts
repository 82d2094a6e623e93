import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { after, before, it } from "node:test";
import { promisify } from "node:util";
import type { ObservatoryScan } from "@mdn/mdn-http-observatory";
import { makeCertificate } from "./certificate";
import { PORTS } from "./engine-suite";
import { type SiteFront, startSiteFront } from "./site-front";

/**
 * The site's security headers, graded by the MDN HTTP Observatory's own scanner against the build as served, behind
 * a TLS front that answers plain HTTP on the same port with a 301 to https, as the CDN does: its grade must be A+.
 */
let front: SiteFront;
let caFile = "";
before(async () => {
  const certificate = makeCertificate();
  caFile = certificate.caFile;
  front = await startSiteFront({ siteDir: "build/client", port: PORTS.observatory, certificate, instrument: false });
});
after(() => front?.stop());

it("the MDN HTTP Observatory grades the served site's headers A+", async (t) => {
  // The package's install script would download Chromium's HSTS preload list; nothing is downloaded here, and only
  // its "preloaded" lookup needs the list, which the grade of a localhost does not.
  const preloadList = path.join(
    path.dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory")),
    "../conf/hsts-preload.json",
  );
  if (!existsSync(preloadList)) writeFileSync(preloadList, "{}");
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "tests/engines/observatory-scan.ts", `localhost:${PORTS.observatory}`],
    {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile },
    },
  );
  const { scan, tests } = JSON.parse(stdout) as ObservatoryScan;
  t.diagnostic(`grade ${scan.grade}, score ${scan.score}, ${scan.testsPassed} of ${scan.testsQuantity} tests passed`);
  for (const [key, test] of Object.entries(tests))
    t.diagnostic(
      `${test.name ?? key}: ${test.result} (${test.pass ? "pass" : "fail"}, ${test.scoreModifier >= 0 ? "+" : ""}${test.scoreModifier})`,
    );
  assert.equal(scan.grade, "A+");
});
