import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { after, before, it } from "node:test";
import { flats } from "#content/flats.ts";
import { type CrmStandIn, startCrmStandIn } from "#tests/stand-ins/hubspot-crm.ts";
import { makeCertificate } from "./certificate";
import type { Driver, Size } from "./driver";
import { REPORTS_SENT } from "./page-hook";
import { Visit } from "./page-steps";
import { poll } from "./poll";
import { BLANK_PATH, type SiteFront, startSiteFront } from "./site-front";

/**
 * The ports of a run: the front of the site, the front of the tracking sample build, and the WebDriver server.
 * ENGINES_PORT moves them all (each front's own server takes the port 50 above it).
 */
const BASE_PORT = Number(process.env.ENGINES_PORT ?? 6100);
export const PORTS = { site: BASE_PORT, tracking: BASE_PORT + 1, webdriver: BASE_PORT + 2, observatory: BASE_PORT + 3 };

export const DESKTOP: Size = { width: 1440, height: 900 };
export const PHONE: Size = { width: 390, height: 844 };

/**
 * What an engine's scenarios share: its browser, launched once (again after a test it stopped answering in), and
 * the fronts of the two builds.
 */
export type Suite = {
  driver: Driver;
  site: SiteFront;
  /** HubSpot's CRM as the site's function reads it, every flat as built (tests/stand-ins/hubspot-crm.ts). */
  crm: CrmStandIn;
  tracking: SiteFront;
  relaunch: boolean;
  launch(): Promise<void>;
};

/** Longer than any scenario takes, shorter than the test runner's limit: the browser has stopped answering. */
const STUCK_MS = 75_000;

const SAMPLE_SITE = "build/sample";

/** The function's edge cache here, in seconds: a status changed in the stand-in shows a second later. */
export const STATUS_MAX_AGE = 1;

/**
 * Starts the fronts and the browser before the file's tests and stops them after. The production build must be
 * there (npm run test:engines builds it, as npm run test:e2e does, with the tracking sample).
 */
export function useEngine(launch: (site: SiteFront) => Promise<Driver>): Suite {
  const suite = {
    relaunch: false,
    async launch() {
      await suite.driver?.close();
      suite.driver = await launch(suite.site);
      suite.relaunch = false;
    },
  } as Suite;
  before(async () => {
    for (const dir of ["build/client", SAMPLE_SITE])
      if (!existsSync(dir)) throw new Error(`No ${dir}/: run npm run test:engines, which builds it`);
    const certificate = makeCertificate();
    suite.crm = await startCrmStandIn(flats.map(({ unit, status }) => ({ unit, status })));
    suite.site = await startSiteFront({
      siteDir: "build/client",
      port: PORTS.site,
      certificate,
      functionEnv: {
        HUBSPOT_TOKEN: suite.crm.token,
        HUBSPOT_API: suite.crm.api,
        STATUS_MAX_AGE: String(STATUS_MAX_AGE),
      },
    });
    suite.tracking = await startSiteFront({ siteDir: SAMPLE_SITE, port: PORTS.tracking, certificate });
    await suite.launch();
  });
  after(async () => {
    await suite.driver?.close();
    await suite.site?.stop();
    await suite.crm?.close();
    await suite.tracking?.stop();
  });
  return suite;
}

/**
 * A test of one visitor's path at one size: it starts from an origin with nothing stored and HubSpot answering (with
 * `firstVisit`, no service worker either), and fails on any error a page, the worker or the engine reported on the
 * way that this machine does not explain.
 */
export function scenario(
  suite: Suite,
  title: string,
  size: Size,
  body: (visit: Visit) => Promise<void>,
  { firstVisit = false } = {},
) {
  it(title, { timeout: STUCK_MS + 30_000 }, async () => {
    if (suite.relaunch) await suite.launch();
    await Promise.race([play(suite, size, body, firstVisit), stuck(suite)]);
  });
}

async function play(suite: Suite, size: Size, body: (visit: Visit) => Promise<void>, firstVisit: boolean) {
  const { driver, site, tracking } = suite;
  for (const front of [site, tracking]) {
    front.hubspot = { status: 200, received: [] };
    await front.setOffline(false);
  }
  await driver.open(`${site.origin}${BLANK_PATH}`, size);
  // What the last test's page reported as it was left (a load cut short) is not this test's.
  for (const front of [site, tracking]) front.reports.length = 0;
  driver.errors.length = 0;
  await driver.run(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  if (firstVisit) await driver.run(forgetServiceWorker);
  await body(new Visit(driver, size));
  // The page's last reports may still be on their way.
  const sent = await driver.run(
    (name: string) => (window as unknown as Record<string, string[]>)[name] ?? [],
    REPORTS_SENT,
  );
  const arrived = () => [...site.reports, ...tracking.reports].map((report) => report.id);
  await poll(async () => sent.every((id) => arrived().includes(id)), "the page's last error reports", {
    timeout: 5000,
  });
  assert.deepEqual(unexplainedErrors(suite), [], "errors reported by the pages, the worker or the browser");
}

/**
 * Errors but those explained: no third party is reachable here (HubSpot's form script and the tracking tools fail to
 * load), which the site is built to survive; and Firefox fires `error` at a modulepreload link that the loader adds
 * for a module already being imported, though the module loads and its island works.
 */
function unexplainedErrors({ driver, site, tracking }: Suite): string[] {
  const ours = [site.origin, tracking.origin];
  const firefox = driver.name.startsWith("Firefox");
  const reports = [...site.reports, ...tracking.reports].filter((report) => {
    if (report.kind !== "resource") return true;
    if (!ours.some((origin) => report.source.startsWith(origin))) return false;
    return !(firefox && report.message === "LINK modulepreload");
  });
  return [
    ...reports.map((report) => `${report.page}: ${report.kind} ${report.message} ${report.source}`.trim()),
    ...driver.errors,
  ];
}

/** Fails once the browser has not answered for STUCK_MS, and has the next test start a new one. */
function stuck(suite: Suite): Promise<never> {
  return new Promise((_, reject) => {
    setTimeout(() => {
      suite.relaunch = true;
      reject(new Error(`The browser did not answer for ${STUCK_MS / 1000} s: the next test starts a new one`));
    }, STUCK_MS).unref();
  });
}

/** In the page: the origin's service worker and its caches gone, as before a first visit. */
export async function forgetServiceWorker(): Promise<void> {
  for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
  for (const key of await caches.keys()) await caches.delete(key);
}
