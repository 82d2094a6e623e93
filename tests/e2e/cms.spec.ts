import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import sharp from "sharp";
import { parse, stringify } from "yaml";
import { flats, flatsContent } from "#content/flats.ts";
import { privacyChoicesContent } from "#content/tracking.ts";
import { fingerprintOf } from "#content/translation.ts";
import { wordsIn } from "#content/words-in.server.ts";
import { ADMIN_PATH } from "#hosting/admin-headers.ts";
import { copyRepository } from "#scripts/build/copy-repository.ts";
import { expect, test } from "./fixtures";
import { samplePages } from "./site-routes";

const { flatTexts } = flatsContent(wordsIn("en"));
const { privacyChoices } = privacyChoicesContent(wordsIn("en"));

/**
 * The content editor as the marketing team uses it on a laptop (`npm run cms`, scripts/cms/serve-cms.ts),
 * on a throw-away copy of the repository: change an FAQ answer and the sales phone number, add a
 * gallery photo, all through the editor; check the files on disk; build the copy once; check the
 * site, every page and the brochure. Ports follow E2E_PORT (the editor +2, decap-server +1, the
 * copy's site +3); every request to another host is stood in for (./fixtures.ts).
 */

const BASE_PORT = Number(process.env.E2E_PORT ?? 4173);
const PROXY_PORT = BASE_PORT + 1;
const EDITOR_PORT = BASE_PORT + 2;
const SITE_PORT = BASE_PORT + 3;
const EDITOR = `http://127.0.0.1:${EDITOR_PORT}${ADMIN_PATH}`;
const SITE = `http://127.0.0.1:${SITE_PORT}`;

// A token with no price in it: the prices are switched off below, and a sentence quoting one is then left out.
const NEW_ANSWER = "CMS check 7311: the homes measure {{sizeRange}}; the sales team sends the current price sheet.";
const NEW_PHONE = { display: "+91 90000 12345", tel: "+919000012345" };
/** A name as a phone camera or a download gives it; the editor stores it lower case with dashes. */
const PHOTO_NAME = "Site Visit 2034.JPG";
const PHOTO_STORED = "gallery/site-visit-2034.jpg";
/** A Google Analytics id the editor switches measurement on with. */
const GA4_ID = "G-CMS7311XYZ";

test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "one editing journey, at desktop width");

let copy: string;
const processes: ChildProcess[] = [];
const sampleFlat = samplePages.find((sample) => sample.flat)!.flat!;
let oldPhone: string;
/** The files as the repository has them, before the editor saves them. */
const original: Record<string, string> = {};

/** The repository's files (tracked, and new ones not ignored) in a temporary folder, sharing node_modules. */

/** Starts a command in the copy, in a process group of its own, and waits until it prints `ready`. */
async function start(command: string[], env: Record<string, string>, ready: RegExp): Promise<void> {
  const child = spawn(command[0]!, command.slice(1), {
    cwd: copy,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  processes.push(child);
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${command.join(" ")} did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.on("exit", (code) => reject(new Error(`${command.join(" ")} exited (${code}):\n${output}`)));
  });
}

const tsx = (script: string) => [path.join("node_modules", ".bin", "tsx"), script];
const readText = (file: string) => readFileSync(path.join(copy, file), "utf8");

/** The lines of `after` that differ from `before` at the same place (both read line by line). */
function changedLines(before: string, after: string): string[] {
  const old = before.split("\n");
  return after.split("\n").filter((line, index) => line !== old[index]);
}
/** A value as the editor's YAML writer (scripts/cms/admin-setup.ts) writes it on one line. */
const yamlScalar = (value: string) => stringify(value).trim();
const readYaml = (file: string) => parse(readFileSync(path.join(copy, file), "utf8")) as Record<string, unknown>;

/** Collects the page's CSP violations (none is expected: hosting/admin-headers.ts allows what Decap needs). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

/** Opens an entry of the editor (signing in to the local backend first, which asks nothing more). */
async function openEntry(page: Page, collection: string, entry: string, field: string) {
  await page.goto(EDITOR);
  const login = page.getByRole("button", { name: "Login" });
  const dashboard = page.getByRole("link", { name: /Site content/ });
  await expect(login.or(dashboard).first()).toBeVisible({ timeout: 30_000 });
  if (await login.isVisible()) await login.click();
  await expect(dashboard.first()).toBeVisible();
  await page.goto(`${EDITOR}#/collections/${collection}/entries/${entry}`);
  await expect(page.locator(`[id^='${field}-field-']`).first()).toBeVisible({ timeout: 30_000 });
}

/** Opens every item of a list field (they start collapsed, one line each). */
async function expandList(page: Page, field: string) {
  const list = page.locator(`[id^='${field}-field-']`).first();
  await list.getByRole("button", { name: "Expand" }).first().click();
  await expect(list.locator("input, textarea").first()).toBeVisible();
}

/** Saves the entry: with the local backend there are no drafts, so this is Publish → Publish now. */
async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByRole("button", { name: "Published", exact: true })).toBeVisible({ timeout: 20_000 });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  copy = copyRepository("cms-e2e-");
  oldPhone = (readYaml("content/site.yaml").phones as { display: string }[])[0]!.display;
  for (const file of [
    "content/site.yaml",
    "content/en/faq.yaml",
    "content/en/gallery.yaml",
    "content/prices.yaml",
    "content/tracking.yaml",
  ])
    original[file] = readText(file);
  await start(
    tsx("scripts/cms/serve-cms.ts"),
    { CMS_PORT: String(EDITOR_PORT), CMS_PROXY_PORT: String(PROXY_PORT) },
    /Open http:\/\/localhost:\d+\/admin\//,
  );
});

test.afterEach(async ({ page }, info) => {
  // The editor's state when a step fails, beside the test's other output.
  if (info.status !== info.expectedStatus) await page.screenshot({ path: info.outputPath("editor.png") });
});

test.afterAll(() => {
  for (const child of processes) {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  }
  if (copy && !process.env.KEEP_CMS_COPY) rmSync(copy, { recursive: true, force: true });
});

test("the editor changes an FAQ answer and the sales phone number in the YAML files", async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  await openEntry(page, "content", "faq", "faqs");
  await expandList(page, "faqs");
  await page.locator("textarea", { hasText: "There are 2 and 3 BHK apartments" }).fill(NEW_ANSWER);
  await publish(page);

  await openEntry(page, "content", "site", "phones");
  await expandList(page, "phones");
  const phones = page.locator("[id^='phones-field-']");
  await phones.getByLabel("Display", { exact: true }).first().fill(NEW_PHONE.display);
  await phones.getByLabel("Tel", { exact: true }).first().fill(NEW_PHONE.tel);
  await publish(page);

  const faqs = readYaml("content/en/faq.yaml").faqs as { id: string; question: string; answer: string }[];
  expect(faqs[1]).toEqual({
    id: "sizes-prices",
    question: "What sizes are available and what do they cost?",
    answer: NEW_ANSWER,
  });
  expect(faqs).toHaveLength(5);
  const site = readYaml("content/site.yaml");
  expect((site.phones as unknown[])[0]).toEqual(NEW_PHONE);
  // The editor writes YAML as the repository does (scripts/cms/admin-setup.ts): only the edited lines change.
  expect(changedLines(original["content/en/faq.yaml"]!, readText("content/en/faq.yaml"))).toEqual([
    `    answer: "${NEW_ANSWER}"`,
  ]);
  expect(changedLines(original["content/site.yaml"]!, readText("content/site.yaml"))).toEqual([
    `  - display: ${NEW_PHONE.display}`,
    `    tel: "${NEW_PHONE.tel}"`,
  ]);
  expect(await violations()).toEqual([]);
});

test("the Telugu side marks the reworded answer's translation outdated, and records it translated again", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const file = "content/te/faq.yaml";
  const before = readText(file);
  const recorded = () => readYaml(file).translatedFrom as Record<string, string>;
  const key = "faqs.sizes-prices.answer";
  await openEntry(page, "content-te", "faq-te", "translatedFrom");
  const status = page.locator("[data-translation-status]");
  // The English answer saved in the test above: exactly its Telugu is outdated, with the English as it is now.
  const outdated = status.locator("[data-state='outdated']");
  await expect(outdated).toHaveCount(1);
  await expect(outdated).toHaveAttribute("data-key", key);
  await expect(outdated).toContainText(`English now: ${NEW_ANSWER}`);
  await expect(outdated).toContainText("the English has changed since");
  await outdated.getByRole("button", { name: "Translated again" }).click();
  await expect(status.locator(`[data-key='${key}']`)).toHaveAttribute("data-state", "translated");
  await publish(page);

  // The file records the new English's fingerprint for that answer and nothing else changes.
  expect(recorded()[key]).toBe(fingerprintOf(NEW_ANSWER));
  expect(changedLines(before, readText(file))).toEqual([`  ${key}: ${yamlScalar(fingerprintOf(NEW_ANSWER))}`]);
});

test("the editor adds a gallery photo uploaded from the computer", async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#8a6d3b" } })
    .jpeg({ quality: 80 })
    .toBuffer();
  await openEntry(page, "content", "gallery", "photos");
  await page.getByRole("button", { name: /^Add photo/i }).click();
  await page.getByLabel("ID", { exact: true }).last().fill("site-visit-2034");
  await page
    .getByRole("button", { name: /choose an image/i })
    .last()
    .click();
  await page.locator("input[type='file']").setInputFiles({ name: PHOTO_NAME, mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("button", { name: /choose selected/i }).click();
  await page.getByLabel("Title", { exact: true }).last().fill("Site visit");
  await page
    .getByLabel("Description", { exact: true })
    .last()
    .fill("Buyers on a site visit walk past the tower under construction with a sales manager.");
  for (const [label, option] of [
    ["Category", "construction"],
    ["Size", "regular"],
    ["Aspect ratio", "4/3"],
  ] as const) {
    await page.getByLabel(label, { exact: true }).last().click();
    await page.getByRole("option", { name: option, exact: true }).click();
  }
  await publish(page);

  expect(existsSync(path.join(copy, "content/media", PHOTO_STORED))).toBe(true);
  const photos = readYaml("content/en/gallery.yaml").photos as { id: string; image: string }[];
  expect(photos.at(-1)).toMatchObject({ id: "site-visit-2034", image: PHOTO_STORED, category: "construction" });
  expect(readText("content/en/gallery.yaml").startsWith(original["content/en/gallery.yaml"]!)).toBe(true);
  expect(await violations()).toEqual([]);
});

test("the editor switches the prices off ('Price on request')", async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  await openEntry(page, "content", "prices", "showPrices");
  const toggle = page.locator("[id^='showPrices-field-']").first();
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await publish(page);
  expect(readYaml("content/prices.yaml").showPrices).toBe(false);
  expect(changedLines(original["content/prices.yaml"]!, readText("content/prices.yaml"))).toEqual([
    "showPrices: false",
  ]);
  expect(await violations()).toEqual([]);
});

test("the editor switches on Google Analytics with its id; a mistyped id is refused with what to type", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  await openEntry(page, "content", "tracking", "ga4MeasurementId");
  const field = page.getByRole("textbox", { name: /^GA4 measurement ID/ });
  await field.fill("UA-1234-5");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Expected a GA4 measurement id like G-AB12CD34EF, or nothing")).toBeVisible();
  expect(readText("content/tracking.yaml")).toBe(original["content/tracking.yaml"]);

  await field.clear();
  await field.fill(GA4_ID);
  await publish(page);
  // The id where the form puts it, first; every other line as it was.
  expect(readText("content/tracking.yaml")).toBe(`ga4MeasurementId: ${GA4_ID}\n${original["content/tracking.yaml"]}`);
  expect(await violations()).toEqual([]);
});

test("after one build of the copy, the site shows the changes on every page and in the brochure", async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const build = spawnSync("npm", ["run", "build"], { cwd: copy, encoding: "utf8", timeout: 360_000 });
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
  await start(tsx("scripts/server/serve.ts"), { PORT: String(SITE_PORT), HOST: "127.0.0.1" }, /Serving build\/client/);

  // The new answer, its token filled in, in the home page's FAQ.
  await page.goto(`${SITE}/`);
  const answer = page.getByText(/^CMS check 7311: the homes measure \d/);
  await expect(answer).toBeAttached();
  expect(await answer.textContent()).not.toContain("{{");

  // Google Analytics switched on in the editor: the consent panel asks before anything loads, and the policy allows
  // Google's hosts.
  await expect(page.getByRole("region", { name: privacyChoices.heading })).toBeVisible();
  const csp = (await request.get(`${SITE}/`)).headers()["content-security-policy"] ?? "";
  expect(csp).toContain("https://*.googletagmanager.com");

  // The new gallery photo, with AVIF and WebP made by the media pipeline.
  const tile = page
    .getByRole("list", { name: "Gallery images" })
    .getByRole("listitem")
    .filter({ hasText: "Site visit" });
  await expect(tile).toHaveCount(1);
  for (const type of ["avif", "webp"]) {
    const srcset = await tile.locator(`source[type='image/${type}']`).getAttribute("srcset");
    const first = srcset?.split(",")[0]?.trim().split(" ")[0] ?? "";
    expect(first).toMatch(new RegExp(`^/media/gallery/site-visit-2034-\\w+-\\d+\\.${type}$`));
    const response = await request.get(`${SITE}${first}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe(`image/${type}`);
  }

  // Prices switched off: a flat's page says "Price on request" instead of its cost sheet and EMI, and the grid
  // still lists every flat.
  await page.goto(`${SITE}/flats/${sampleFlat.unit}`);
  await expect(page.getByText(flatTexts.flat.priceOnRequest, { exact: true })).toBeVisible();
  await expect(page.locator("[data-cost-sheet]")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: flatTexts.emi.heading })).toHaveCount(0);
  // The payment schedule keeps its stages and shares, and no amount.
  expect(await page.locator("[data-schedule] [data-instalment]").count()).toBeGreaterThan(2);
  await expect(page.locator("[data-schedule] [data-amount], [data-schedule-total]")).toHaveCount(0);
  await expect(page.locator("[data-due-now]")).not.toContainText("₹");
  await page.goto(`${SITE}/flats`);
  await expect(page.locator("a[data-unit]")).toHaveCount(flats.length);

  // The new number on every built page (the editor's page aside), the old one on none.
  const client = path.join(copy, "build/client");
  const pages = (function walk(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return full === path.join(client, ADMIN_PATH.replaceAll("/", "")) ? [] : walk(full);
      return entry.name.endsWith(".html") ? [full] : [];
    });
  })(client);
  expect(pages.length).toBeGreaterThan(10);
  for (const file of pages) {
    const html = readFileSync(file, "utf8");
    expect(html, path.relative(client, file)).toContain(NEW_PHONE.display);
    expect(html, path.relative(client, file)).not.toContain(oldPhone);
  }

  // And in the brochure.
  const brochure = await (await request.get(`${SITE}/Brochure.pdf`)).body();
  const pdf = await getDocument({
    data: new Uint8Array(brochure),
    disableFontFace: true,
    useSystemFonts: false,
  }).promise;
  let text = "";
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
  }
  await pdf.destroy();
  expect(text.replace(/\s+/g, " ")).toContain(NEW_PHONE.display);
  expect(text.replace(/\s+/g, " ")).not.toContain(oldPhone);
});
