/**
 * Finds the Chromium the browser tests drive: CHROME_PATH, else /usr/bin/chromium,
 * else installs Debian's package when running as root. Prints the path; exits 1
 * with instructions otherwise. Nothing here downloads a browser build.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolveChromiumPath } from "#tests/chromium-path.ts";

const found = resolveChromiumPath();
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}
if (process.getuid?.() === 0) {
  console.log("Chromium not found: installing Debian's chromium package (apt-get install -y chromium)");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
  if (existsSync("/usr/bin/chromium")) process.exit(0);
}
console.error(
  "Chromium is needed for the browser tests and was not found.\n" +
    "Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), or set CHROME_PATH to a Chromium or Chrome binary.",
);
process.exit(1);
