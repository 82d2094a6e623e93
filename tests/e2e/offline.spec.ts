import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { ENQUIRY_QUEUE, HANDED_OVER_HEADER } from "#app/features/enquiry/worker-hand-over.ts";
import { SERVICE_WORKER_URL } from "#app/features/offline/worker-messages.ts";
import { SUBMISSION_PREFIX } from "#app/service-worker/requests.ts";
import { enquiryContent } from "#content/enquiry.ts";
import { flatsContent } from "#content/flats.ts";
import { siteSettings } from "#content/site.ts";
import { visitsContent } from "#content/visits.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { sendOwnForm } from "./enquiry-steps";
import { expect, test, waitForHydration } from "./fixtures";
import { answerSubmissions, blockHubspotEmbed, fieldsOf, serveHubspotEmbed } from "./hubspot-stand-in";
import { samplePages } from "./site-routes";
import { chooseVisit, fillVisitor, openPicker } from "./site-visit-steps";

const { enquiry } = enquiryContent(wordsIn("en"));
const { flatTexts } = flatsContent(wordsIn("en"));
const { offline } = wordsIn("en");
const { confirmation: visitConfirmation, picker: visitPicker } = wordsIn("en").visitBooking;
const { visitSection } = visitsContent(wordsIn("en"));

/**
 * The service worker (app/service-worker/service-worker.ts, docs/decisions/0020). Every other spec blocks
 * service workers (playwright.config.ts), so each tests a first visit, as a visitor from an ad makes it,
 * and its page.route stand-ins see every request; here they run. A worker's own requests are seen only
 * by the context's routes, so the submission endpoint's stand-in is set on the context.
 */
test.use({ serviceWorkers: "allow" });

test.describe("offline", () => {
  test.skip(({ isMobile }) => !isMobile, "the worker does not depend on the width");

  const flat = samplePages.find((sample) => sample.flat)!;
  const flatHeading = flatTexts.flat.heading.replace("{unit}", flat.flat!.unit);

  test("a second visit without a connection shows the pages visited, a flat's cost sheet among them, and the offline page for the others", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await waitForWorker(page);
    await page.goto("/blog");
    await page.goto(flat.url);
    await expect(page.getByRole("heading", { name: flatHeading })).toBeVisible();

    await context.setOffline(true);
    await page.goto("/blog");
    await expect(page.getByRole("heading", { name: "Our Blog", level: 1 })).toBeVisible();
    await expectStyled(page);
    await page.goto(flat.url);
    await expect(page.getByRole("heading", { name: flatTexts.costSheet.heading })).toBeVisible();

    // Never visited: the offline page, at the address asked for, with its way forward and its styles.
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { name: offline.heading, level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/privacy-policy");
    const main = page.getByRole("main");
    await expect(main.locator(`a[href="tel:${siteSettings.phones[0].tel}"]`)).toBeVisible();
    await expect(main.locator(`a[href^="https://wa.me/${siteSettings.whatsapp.number}"]`)).toBeVisible();
    await expect(page.getByRole("link", { name: offline.brochureLabel })).toHaveAttribute(
      "href",
      siteSettings.brochurePath,
    );
    await expectStyled(page);

    // A client-side navigation to a page not saved gets the offline page too, not an error screen.
    await page.goto("/blog");
    await waitForHydration(page);
    await page
      .getByRole("link", { name: /Read More/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: offline.heading, level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/^\/blog\/.+/);
  });

  test("the brochure opened once stays readable offline", async ({ page, context, request }) => {
    await page.goto("/");
    await waitForWorker(page);
    const online = await page.goto(siteSettings.brochurePath);
    expect(online?.headers()["content-type"]).toBe("application/pdf");
    await context.setOffline(true);
    const saved = await page.evaluate(async (brochure) => {
      const response = await fetch(brochure);
      return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
    }, siteSettings.brochurePath);
    const served = await (await request.get(siteSettings.brochurePath)).body();
    expect(saved).toEqual({ status: 200, bytes: served.length });
  });

  test("an enquiry made offline is handed to the worker and sent once the connection returns, with every tab of the site closed", async ({
    page,
    context,
  }) => {
    await blockHubspotEmbed(context);
    // The context's routes answer even while it is offline: HubSpot is unreachable (0) until the connection returns.
    let status = 0;
    const posted = await answerSubmissions(context, () => status);
    await page.goto("/#enquire");
    await waitForWorker(page);
    await context.setOffline(true);
    await sendOwnForm(page, { name: "Sunitha Rao", phone: "9000000002", email: "sunitha@example.com" });
    await expect(page.getByText(enquiry.saved.heading)).toBeVisible();
    // Handed over: the page keeps no copy, so only the worker's queue can send it.
    expect(await page.evaluate(() => localStorage.getItem("enquiryQueue"))).toBeNull();
    expect(await queuedInWorker(page)).toBe(1);
    await page.close();

    await context.setOffline(false);
    status = 200;
    // No tab of the site is open: the browser's sync event, fired here through the DevTools protocol, sends it.
    const blank = await context.newPage();
    await fireSyncEvent(context, blank, `workbox-background-sync:${ENQUIRY_QUEUE}`);
    await expect.poll(() => posted.length).toBe(1);
    const fields = fieldsOf(posted[0]);
    expect(fields).toMatchObject({ firstname: "Sunitha", lastname: "Rao", email: "sunitha@example.com" });

    // Both queues are empty: nothing is left that could send it a second time.
    const again = await context.newPage();
    await again.goto("/");
    await waitForHydration(again);
    await expect.poll(() => queuedInWorker(again)).toBe(0);
    expect(await again.evaluate(() => localStorage.getItem("enquiryQueue"))).toBeNull();
    expect(posted).toHaveLength(1);
  });

  test("an enquiry kept on the device before the worker existed is handed over to it, not sent twice", async ({
    page,
    context,
  }) => {
    await blockHubspotEmbed(context);
    let status = 0;
    const posted = await answerSubmissions(context, () => status);
    await page.goto("/");
    await waitForWorker(page);
    await page.reload();
    // The page's site script has run (with nothing to send) before the enquiry below is put in its queue.
    await waitForHydration(page);
    await context.setOffline(true);
    // As the page's own queue (app/features/enquiry/enquiry-queue.ts) holds an enquiry from a first, offline visit.
    const payload = { submittedAt: "1", fields: [{ objectTypeId: "0-1", name: "firstname", value: "Kiran" }] };
    await page.evaluate(
      (kept) =>
        localStorage.setItem(
          "enquiryQueue",
          JSON.stringify([{ id: "from-an-earlier-visit", queuedAt: new Date().toISOString(), payload: kept }]),
        ),
      payload,
    );
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("enquiryQueue"))).toBeNull();
    await expect.poll(() => queuedInWorker(page)).toBe(1);
    // A page that went away before the worker answered still sent its post (keepalive) but kept its copy, which the
    // next page hands over again: the worker answers that it holds it, and keeps one.
    const endpoint = `${SUBMISSION_PREFIX}${siteSettings.hubspot.portalId}/${siteSettings.hubspot.formId}`;
    const again = await page.evaluate(
      async ([url, body, header]) => {
        const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body });
        return response.headers.has(header);
      },
      [endpoint, JSON.stringify(payload), HANDED_OVER_HEADER] as const,
    );
    expect(again).toBe(true);
    expect(await queuedInWorker(page)).toBe(1);
    expect(posted).toEqual([]);
    await context.setOffline(false);
    status = 200;
    await fireSyncEvent(context, page, `workbox-background-sync:${ENQUIRY_QUEUE}`);
    await expect.poll(() => posted.length).toBe(1);
    await expect.poll(() => queuedInWorker(page)).toBe(0);
    expect(posted).toHaveLength(1);
  });

  test("no request to HubSpot is answered from a cache", async ({ page, context }) => {
    const posted = await answerSubmissions(context, () => 200);
    // The embed script is the page's own request (no route of the worker matches it), so the page's route serves it.
    const scripts = await serveHubspotEmbed(page);
    await page.goto("/");
    await waitForWorker(page);
    const hubspot = (url: string) => /hsforms|hubspot/.test(new URL(url).hostname);
    // The embed script, on two visits: each time it reaches HubSpot (here its stand-in), never a cache.
    for (const visit of [1, 2]) {
      await page.goto(visit === 1 ? "/blog" : "/");
      await waitForHydration(page);
      await page.goto("/#enquire");
      await page.locator("#enquire").scrollIntoViewIfNeeded();
      await expect.poll(() => scripts.length, { timeout: 20_000 }).toBe(visit);
    }
    for (const script of scripts) expect((await script.response())?.fromServiceWorker()).toBe(false);
    // The site's own form posts through the worker, which passes each post to the network.
    const endpoint = `${SUBMISSION_PREFIX}${siteSettings.hubspot.portalId}/${siteSettings.hubspot.formId}`;
    for (const name of ["Asha", "Asha"]) {
      await page.evaluate(
        ([url, body]) => fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body }),
        [endpoint, JSON.stringify({ fields: [{ name: "firstname", value: name }] })] as const,
      );
    }
    await expect.poll(() => posted.length).toBe(2);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.filter(hubspot)).toEqual([]);
  });

  test("the site can be installed to the home screen", async ({ page, context }) => {
    await page.goto("/");
    await waitForWorker(page);
    const cdp = await context.newCDPSession(page);
    const { errors, data } = await cdp.send("Page.getAppManifest", {});
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? "{}") as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: siteSettings.projectName,
      short_name: siteSettings.shortName,
      start_url: "/",
      display: "standalone",
    });
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    // Playwright's contexts are incognito profiles, where Chromium never offers to install.
    expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);
  });
});

/**
 * No lead lost in any browser (docs/decisions/0020): where the worker may sync (Chromium's default), where the
 * browser has background sync but the site is not allowed it (a setting the visitor can choose; some Chromium
 * browsers' default), and where there is no background sync at all (Firefox, Safari). In each, an enquiry made
 * offline is sent once the connection returns, and a site visit booked while HubSpot is unreachable is sent on the
 * next visit: HubSpot's stand-in receives each exactly once.
 */
test.describe("no lead lost, in every browser", () => {
  test.skip(({ isMobile }) => !isMobile, "the worker does not depend on the width");

  let server: ChildProcess | undefined;
  let copy: string | undefined;
  test.afterEach(async () => {
    if (server) await stop(server);
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  /**
   * Each browser: set up in the context, and the site's origin there. Playwright cannot change a worker's own
   * script as the browser fetches it, so the worker without the API is served by a server of its own.
   */
  const browsers: { sync: string; prepare: (context: BrowserContext) => Promise<string> }[] = [
    { sync: "allowed", prepare: async () => origin() },
    {
      sync: "present but not allowed",
      // Granting nothing denies every other permission, background sync among them (CDP Browser.grantPermissions).
      prepare: async (context) => {
        await context.grantPermissions([], { origin: origin() });
        return origin();
      },
    },
    {
      sync: "absent",
      // The build as it is, but for a worker that starts without the API, as in a browser that has none.
      prepare: async () => {
        copy = mkdtempSync(path.join(os.tmpdir(), "no-sync-"));
        linkBuildWithWorker(copy, (script) => `delete ServiceWorkerRegistration.prototype.sync;\n${script}`);
        const port = await freePort();
        server = await serve(copy, port);
        return `http://127.0.0.1:${port}`;
      },
    },
  ];

  for (const { sync, prepare } of browsers) {
    test(`background sync ${sync}: an enquiry made offline and a visit booked with HubSpot unreachable are each sent exactly once`, async ({
      page,
      context,
    }) => {
      const siteOrigin = await prepare(context);
      await blockHubspotEmbed(context);
      let status = 0;
      // The page's own requests meet the page's routes first (fixtures.ts stands in for every other host there);
      // the worker's meet the context's.
      const posted = await answerSubmissions([page, context], () => status);
      await page.goto(`${siteOrigin}/`);
      await waitForWorker(page);
      expect(await syncState(context, siteOrigin)).toBe(sync);

      // Offline: kept, then sent once the connection returns, with the page still open.
      await page.goto(`${siteOrigin}/#enquire`);
      await context.setOffline(true);
      await sendOwnForm(page, { name: "Sunitha Rao", phone: "9000000002", email: "sunitha@example.com" });
      await expect(page.getByText(enquiry.saved.heading)).toBeVisible();
      status = 200;
      await context.setOffline(false);
      await expect.poll(() => posted.length, { timeout: 15_000 }).toBe(1);
      expect(fieldsOf(posted[0])).toMatchObject({ firstname: "Sunitha", email: "sunitha@example.com" });

      // Online, HubSpot unreachable: kept, and sent on the next visit once HubSpot answers again.
      status = 503;
      const dialog = await openPicker(page, `${siteOrigin}/`);
      const { date, start, end } = await chooseVisit(dialog);
      await fillVisitor(dialog, "Kiran Babu", "9000000003");
      await dialog.getByRole("button", { name: visitPicker.send }).click();
      await expect(dialog.getByRole("heading", { name: visitConfirmation.savedHeading })).toBeVisible();
      expect(posted).toHaveLength(1);
      status = 200;
      await page.goto(`${siteOrigin}/blog`);
      await expect.poll(() => posted.length, { timeout: 15_000 }).toBe(2);
      expect(fieldsOf(posted[1])).toMatchObject({
        firstname: "Kiran",
        visit_date: date,
        visit_slot: `${start}-${end}`,
      });

      // Nothing left in either queue that could send either a second time, on this visit or the next.
      await page.goto(`${siteOrigin}/`);
      await waitForHydration(page);
      await expect.poll(() => queuedInWorker(page)).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem("enquiryQueue"))).toBeNull();
      expect(posted.map((body) => fieldsOf(body).firstname)).toEqual(["Sunitha", "Kiran"]);
    });
  }
});

test.describe("a deploy", () => {
  test.skip(({ isMobile }) => isMobile, "one width is enough; the desktop header shows the link it follows");

  let server: ChildProcess | undefined;
  let releases: string | undefined;
  test.afterEach(async () => {
    if (server) await stop(server);
    if (releases) rmSync(releases, { recursive: true, force: true });
  });

  test("a page open during a deploy keeps working, and the next navigation gets the new build", async ({ page }) => {
    test.setTimeout(120_000);
    releases = mkdtempSync(path.join(os.tmpdir(), "offline-deploy-"));
    const first = path.join(releases, "1");
    cpSync(path.resolve("build/client"), first, { recursive: true });
    const port = await freePort();
    server = await serve(first, port);
    const origin = `http://127.0.0.1:${port}`;
    await page.goto(`${origin}/`);
    await waitForWorker(page);
    await waitForHydration(page);
    const oldStylesheet = await rootStylesheet(page);

    // The next build, deployed over the first: a changed stylesheet, so a new worker.
    await stop(server);
    const second = path.join(releases, "2");
    const newStylesheet = deployChangedStylesheet(first, second, oldStylesheet);
    server = await serve(second, port);

    // The open page keeps working on its own build: a part it never loaded, the visit picker, whose file the
    // server no longer has, comes from the worker's precache.
    await page.locator("#site-visit").scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: visitSection.choose }).click();
    await expect(page.getByRole("dialog", { name: visitPicker.title })).toBeVisible();
    expect(await rootStylesheet(page)).toBe(oldStylesheet);
    await page.keyboard.press("Escape");

    // The next page, by a link (a page load: docs/decisions/0024-islands.md), is the new build's, and its worker
    // takes over with the new files precached.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blogs" }).first().click();
    await expect(page.getByRole("heading", { name: "Our Blog", level: 1 })).toBeVisible();
    expect(await rootStylesheet(page)).toBe(newStylesheet);
    await page.goto(`${origin}/flats`);
    expect(await rootStylesheet(page)).toBe(newStylesheet);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--deploy")))
      .toBe("2");
    await expect.poll(() => precached(page)).toContain(newStylesheet);
    await expect.poll(() => precached(page)).not.toContain(oldStylesheet);
    await page.goto(`${origin}/blog`);
    expect(await rootStylesheet(page)).toBe(newStylesheet);
  });
});

// ---------------------------------------------------------------------------------------

/** Waits until the worker controls the page (it registers after the first paint and claims the page at once). */
async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** The site's stylesheet applies (from the worker's precache when offline). */
async function expectStyled(page: Page) {
  const rules = await page.evaluate(
    (selector) =>
      [...document.styleSheets]
        .filter((sheet) => sheet.ownerNode instanceof HTMLLinkElement && sheet.ownerNode.matches(selector))
        .reduce((sum, sheet) => sum + sheet.cssRules.length, 0),
    SITE_STYLESHEET,
  );
  expect(rules).toBeGreaterThan(0);
}

const origin = () => test.info().project.use.baseURL!;

/**
 * Writes into `to` the build under test (build/client, or the copy SITE_DIR names) as links to its files, but for
 * the service worker's script, which it writes changed by `change` (its compressed copies left out, so the server
 * sends the changed one).
 */
function linkBuildWithWorker(to: string, change: (script: string) => string) {
  const from = path.resolve(process.env.SITE_DIR ?? "build/client");
  const worker = SERVICE_WORKER_URL.slice(1);
  for (const name of readdirSync(from)) {
    if (!name.startsWith(worker)) symlinkSync(path.join(from, name), path.join(to, name));
  }
  writeFileSync(path.join(to, worker), change(readFileSync(path.join(from, worker), "utf8")));
}

/** Whether the site's worker can sync, as it sees it: "allowed", "present but not allowed" or "absent". */
function syncState(context: BrowserContext, siteOrigin: string): Promise<string> {
  const worker = context.serviceWorkers().find((each) => each.url().startsWith(siteOrigin))!;
  return worker.evaluate(async () => {
    const { registration } = self as unknown as {
      registration: { sync?: { register: (tag: string) => Promise<void> } };
    };
    if (!registration.sync) return "absent";
    return registration.sync.register("probe").then(
      () => "allowed",
      () => "present but not allowed",
    );
  });
}

/** How many enquiries the worker's queue holds (workbox-background-sync's IndexedDB store). */
function queuedInWorker(page: Page): Promise<number> {
  return page.evaluate(
    (queueName) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("workbox-background-sync");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("requests")) return resolve(0);
          const store = db.transaction("requests").objectStore("requests");
          const all = store.getAll();
          all.onsuccess = () =>
            resolve((all.result as { queueName: string }[]).filter((entry) => entry.queueName === queueName).length);
        };
      }),
    ENQUIRY_QUEUE,
  );
}

/** Fires the worker's background sync event, as the browser does when the connection returns. */
async function fireSyncEvent(context: BrowserContext, page: Page, tag: string) {
  const cdp = await context.newCDPSession(page);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const registration = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const found = registrations.find((each) => each.scopeURL.startsWith(origin) && !each.isDeleted);
      if (found) resolve(found.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.dispatchSyncEvent", {
    origin,
    registrationId: await registration,
    tag,
    lastChance: false,
  });
}

/** The site's stylesheet, the one that blocks rendering (the fonts' wait for the first paint). */
const SITE_STYLESHEET = 'link[rel="stylesheet"]:not([data-fonts-after-paint])';

function rootStylesheet(page: Page): Promise<string> {
  return page.evaluate((selector) => {
    const link = document.querySelector<HTMLLinkElement>(selector);
    return link ? new URL(link.href).pathname : "";
  }, SITE_STYLESHEET);
}

/** The URLs in the worker's precache. */
function precached(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith("workbox-precache"));
    return name ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : [];
  });
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/**
 * Writes the next build into `to`: a copy of `from` whose stylesheet sets --deploy: 2 under a new hashed
 * name, every reference (pages, scripts, the worker's precache list) following, as a real build does. Returns the
 * new stylesheet's path.
 */
function deployChangedStylesheet(from: string, to: string, stylesheet: string): string {
  cpSync(from, to, { recursive: true });
  const assets = readdirSync(path.join(to, "assets"));
  // The visit picker's files, which the open page has not loaded: gone from the server after the deploy.
  const pickerModules = assets.filter((name) => /^(booking-dialog|visit-booking)\.[\w-]{8}\.js$/.test(name));
  expect(pickerModules.length, "the visit picker's modules in build/client/assets").toBeGreaterThan(0);
  const renames = new Map([
    [stylesheet, stylesheet.replace(/\.[\w-]+\.css$/, ".deploy2.css")],
    ...pickerModules.map((name, index) => [`/assets/${name}`, `/assets/picker-deploy2-${index}.js`] as const),
  ]);
  for (const file of walk(to)) {
    // The compressed copies would be served instead of the changed files; the server falls back to these.
    if (/\.(br|gz)$/.test(file)) {
      rmSync(file);
      continue;
    }
    if (!/\.(html|js|css)$/.test(file)) continue;
    let text = readFileSync(file, "utf8");
    for (const [before, after] of renames) {
      text = text.replaceAll(before, after).replaceAll(before.slice(1), after.slice(1));
    }
    writeFileSync(file, text);
  }
  for (const [before, after] of renames) renameSync(path.join(to, before), path.join(to, after));
  const css = path.join(to, renames.get(stylesheet)!);
  writeFileSync(css, `${readFileSync(css, "utf8")}\n:root{--deploy:2}\n`);
  // The precache list's revisions of unhashed files (the offline page) follow their new content.
  const worker = path.join(to, "sw.js");
  writeFileSync(
    worker,
    readFileSync(worker, "utf8").replace(/\{"revision":"\w+","url":"([^"]+)"\}/g, (_, url: string) => {
      const file = path.join(to, url, "index.html");
      return `{"revision":"${createHash("md5").update(readFileSync(file)).digest("hex")}","url":"${url}"}`;
    }),
  );
  return renames.get(stylesheet)!;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill();
  });
}

/** scripts/server/serve.ts on a copy of a build, as a CDN serves a deploy. */
async function serve(dir: string, port: number): Promise<ChildProcess> {
  // Node itself (not npx), so that killing the child stops the server and frees the port.
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/server/serve.ts"], {
    env: { ...process.env, SITE_DIR: dir, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Serving")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`serve.ts exited with ${code}`)));
  });
  return child;
}
