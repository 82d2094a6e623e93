import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { launchWebKitGtk, miniBrowserPath, startXvfb } from "./browsers";
import { PORTS, useEngine } from "./engine-suite";
import { issue50Defects } from "./issue-50";
import { layoutChecks } from "./layout-checks";
import { visitorPaths } from "./scenarios";

/**
 * WebKitGTK (WebKit's engine on Linux, which shares WebCore and JavaScriptCore with Safari) through WebKitWebDriver,
 * classic WebDriver, in an X server of its own: docs/decisions/0029-every-engine.md.
 */
let display = "";
let stopXvfb = async () => {};
before(async () => {
  ({ display, stop: stopXvfb } = await startXvfb());
});
const suite = useEngine((site) => launchWebKitGtk(site.proxy, display, PORTS.webdriver));
after(() => stopXvfb());

describe("WebKitGTK", () => {
  it("is Debian's WebKitGTK", (t) => {
    t.diagnostic(suite.driver.name);
    assert.match(suite.driver.name, /^WebKitGTK \d+/);
  });
  visitorPaths(suite);
  layoutChecks(suite);
  issue50Defects(suite);

  // WebDriver gives no console; MiniBrowser on its own writes it out, which is how WebKit's own CSP errors show.
  it("logs no console error for the home page, the Content-Security-Policy's included (issue 50)", async () => {
    const lines = await miniBrowserConsole(`${suite.site.origin}/`);
    assert.deepEqual(
      lines.filter((line) => /CONSOLE \w* ?ERROR/.test(line)),
      [],
    );
  });
});

/**
 * The console lines MiniBrowser writes while it loads `url`, on its own, without WebDriver. Not in a private session,
 * where it writes none: its profile goes to a folder of its own instead.
 */
function miniBrowserConsole(url: string): Promise<string[]> {
  const profile = mkdtempSync(path.join(tmpdir(), "engines-minibrowser-"));
  const browser = spawn(
    miniBrowserPath(),
    ["--enable-write-console-messages-to-stdout=true", "--ignore-tls-errors", "--exit-after-load", url],
    {
      env: { ...process.env, DISPLAY: display, XDG_DATA_HOME: profile, XDG_CACHE_HOME: profile },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  // Its console messages come on standard error, whatever the option's name says.
  let output = "";
  browser.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  browser.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => browser.kill(), 30_000);
  return new Promise((resolve) =>
    browser.on("exit", () => {
      clearTimeout(timer);
      resolve(output.split("\n").filter((line) => line.includes("CONSOLE")));
    }),
  );
}
