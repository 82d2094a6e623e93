import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, resolveChromiumPath } from "./tests/chromium-path";

const PORT = Number(process.env.E2E_PORT ?? 4173);
/**
 * The site built again from changed content (scripts/build/build-sample.ts, run by `npm run test:e2e` after the main
 * build): every tracking tool switched on, for tracking.spec.ts, and a higher base rate, for figures.spec.ts; served
 * when it has been built.
 */
// Past the ports tests/e2e/cms.spec.ts takes (PORT + 1 to PORT + 3).
const SAMPLE_PORT = PORT + 5;
/** The specs that run on the sample build. */
const SAMPLE_SPECS = ["tracking.spec.ts", "figures.spec.ts"];
const SAMPLE_SITE = "build/sample";
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
    { name: "phone", testIgnore: SAMPLE_SPECS, use: phone },
    { name: "desktop", testIgnore: SAMPLE_SPECS, use: { viewport: { width: 1280, height: 800 } } },
    // Consent and conversion tracking, and figures that follow their sources, on the site built from changed content.
    { name: "sample", testMatch: SAMPLE_SPECS, use: { ...phone, baseURL: `http://127.0.0.1:${SAMPLE_PORT}` } },
  ],
  webServer: [server(PORT), ...(existsSync(SAMPLE_SITE) ? [server(SAMPLE_PORT, SAMPLE_SITE)] : [])],
});
