import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, resolveChromiumPath } from "./tests/chromium-path";

const PORT = Number(process.env.E2E_PORT ?? 4173);
/**
 * The site built with every tracking tool switched on (scripts/build/build-tracking-sample.ts, run by `npm run
 * test:e2e` after the main build), for tracking.spec.ts; served when it has been built.
 */
// Past the ports tests/e2e/cms.spec.ts takes (PORT + 1 to PORT + 3).
const TRACKING_PORT = PORT + 5;
const TRACKING_SITE = "build/tracking-sample";
const phone = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 };
const server = (port: number, site?: string) => ({
  command: `${site ? `SITE_DIR=${site} ` : ""}PORT=${port} HOST=127.0.0.1 npx tsx scripts/server/serve.ts`,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: !process.env.CI,
  timeout: 120_000,
});

// Browser journeys against the production build, served by the same server as `npm start`.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: resolveChromiumPath(), args: chromiumArgs },
    serviceWorkers: "block",
    trace: "off",
  },
  projects: [
    { name: "phone", testIgnore: "tracking.spec.ts", use: phone },
    { name: "desktop", testIgnore: "tracking.spec.ts", use: { viewport: { width: 1280, height: 800 } } },
    // Consent and conversion tracking, on the site built with every tool switched on.
    {
      name: "tracking",
      testMatch: "tracking.spec.ts",
      use: { ...phone, baseURL: `http://127.0.0.1:${TRACKING_PORT}` },
    },
  ],
  webServer: [server(PORT), ...(existsSync(TRACKING_SITE) ? [server(TRACKING_PORT, TRACKING_SITE)] : [])],
});
