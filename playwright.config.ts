import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, resolveChromiumPath } from "./tests/chromium-path";

const PORT = Number(process.env.E2E_PORT ?? 4173);

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
    { name: "phone", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 } },
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `PORT=${PORT} HOST=127.0.0.1 npx tsx scripts/server/serve.ts`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
