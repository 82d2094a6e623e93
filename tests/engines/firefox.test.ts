import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { launchFirefox } from "./browsers";
import { useEngine } from "./engine-suite";
import { issue50Defects } from "./issue-50";
import { layoutChecks } from "./layout-checks";
import { visitorPaths } from "./scenarios";

/** Firefox ESR (Gecko), headless, over WebDriver BiDi: docs/decisions/0029-every-engine.md. */
const suite = useEngine((site) => launchFirefox(site.proxy));

describe("Firefox", () => {
  it("is Debian's Firefox ESR", (t) => {
    t.diagnostic(suite.driver.name);
    assert.match(suite.driver.name, /^Firefox \d+/);
  });
  visitorPaths(suite);
  layoutChecks(suite);
  issue50Defects(suite);
});
