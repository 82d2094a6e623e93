import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { HtmlValidate } from "html-validate";
import { getBuiltPaths, getIndexablePages, notFoundPages } from "#app/utils/site-paths.server.ts";
import { ADMIN_PATH } from "#hosting/admin-headers.ts";
import { expect, test } from "./fixtures";
import { createHtmlValidator, type NuMessage, runNuChecker } from "./html-checkers";
import { sitemapText } from "./site-routes";

const CLIENT = path.resolve("build/client");
/**
 * The content editor (scripts/cms/build-admin.ts) is not a page of the site: no route, not in the
 * sitemap, linked from nowhere, Decap's own markup and headers. The site's checks leave it out;
 * "the content editor is not a site page" below checks it keeps apart.
 */
const ADMIN_DIR = path.join(CLIENT, ADMIN_PATH);

/** Every file of the site's build, the content editor's folder left out. */
function builtFiles(dir = CLIENT): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return `${full}/` === ADMIN_DIR ? [] : builtFiles(full);
    return [full];
  });
}

const builtPages = () => builtFiles().filter((file) => file.endsWith(".html"));

/** The pages the build writes: one per pre-rendered path in each language, the not-found ones as <dir>/404.html. */
const notFoundFiles = new Map(notFoundPages.map(({ prerenderPath, file }) => [prerenderPath, `/${file}`]));
const expectedPages = getBuiltPaths()
  .map((page) => (notFoundFiles.get(page) ?? page).replace(/(.)\/$/, "$1"))
  .sort();

function urlOf(file: string): string {
  const relative = `/${path.relative(CLIENT, file)}`;
  return relative.endsWith("/index.html") ? relative.slice(0, -"index.html".length).replace(/(.)\/$/, "$1") : relative;
}

test.describe("the built site", () => {
  test.skip(({ isMobile }) => isMobile, "the crawl reads files and HTTP only");

  test("the build holds exactly the pre-rendered pages", () => {
    expect(builtPages().map(urlOf).sort()).toEqual(expectedPages);
  });

  test("the content editor is not a site page: noindex, not in the sitemap, no page links to or loads it", async ({
    request,
  }) => {
    const admin = readFileSync(path.join(ADMIN_DIR, "index.html"), "utf8");
    expect(admin).toMatch(/<meta name="robots" content="noindex, nofollow">/);
    const report = await new HtmlValidate({ extends: ["html-validate:recommended"] }).validateString(admin);
    expect(report.results.flatMap((result) => result.messages.map((message) => message.message))).toEqual([]);
    expect((await request.get(ADMIN_PATH)).headers()["x-robots-tag"]).toBe("noindex");
    expect(await sitemapText(request)).not.toContain(ADMIN_PATH);
    // Its scripts sit in its own folder, so no page can load them by accident (budgets.spec.ts checks the modules).
    for (const [, src = ""] of admin.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g))
      expect(src).toMatch(/^\/admin\/assets\//);
    for (const file of builtPages()) {
      expect(readFileSync(file, "utf8"), urlOf(file)).not.toMatch(/["'(]\/admin(?:\/|["'])/);
    }
  });

  // Ad blockers match file names as well as hosts: a first-party file named after a vendor or a tracker is one filter
  // rule from taking the site's own enquiry form down with the vendor's (docs/decisions/0002).
  test("no built file is named after a vendor or a tracker", () => {
    const vendorOrTracker =
      /hubspot|hsforms|hs-?(scripts|analytics|banner)|google|gtag|gtm|analytic|facebook|fbevents|meta-?pixel|pixel|track|beacon|doubleclick|adsbygoogle|(^|[-_.])ads?([-_.]|$)/i;
    // A content hash (landing.BaS2y-aD.js, hero-e924138f.avif) names nothing: it is left out of what is matched.
    const named = builtFiles()
      .map((file) => path.relative(CLIENT, file))
      .filter((file) => vendorOrTracker.test(file.replace(/[.-][\w-]{8}(?=(\.\w+)+$)/, "")));
    expect(named).toEqual([]);
  });

  test("every internal link and asset of every page resolves", async ({ request }) => {
    const broken: string[] = [];
    const checked = new Map<string, number>();
    const sprites = new Map<string, string>();
    for (const file of builtPages()) {
      const pageUrl = encodeURI(urlOf(file));
      const html = await (await request.get(pageUrl)).text();
      const refs = [...html.matchAll(/\s(?:href|src|srcset|content)="([^"]+)"/g)].flatMap(([, value = ""]) =>
        value
          .replaceAll("&amp;", "&")
          .split(",")
          .map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""),
      );
      for (const ref of refs) {
        if (!ref.startsWith("/") || ref.startsWith("//")) continue;
        const [target = "", fragment] = ref.split("#");
        if (!target) continue;
        if (!checked.has(target)) checked.set(target, (await request.get(encodeURI(decodeURI(target)))).status());
        if (checked.get(target) !== 200) broken.push(`${pageUrl} → ${ref} (${checked.get(target)})`);
        // An icon: the sprite must hold the symbol the page draws.
        if (fragment && target.endsWith(".svg")) {
          if (!sprites.has(target)) sprites.set(target, await (await request.get(target)).text());
          if (!sprites.get(target)?.includes(`<symbol id="${fragment}"`))
            broken.push(`${pageUrl} → ${ref} (no such symbol)`);
        }
      }
    }
    expect(broken).toEqual([]);
    // The crawl really followed links: every page search engines should find, in every language, is linked from
    // some page, except the campaign page, which ads lead to (its translation is linked by its language switch).
    const linked = getIndexablePages()
      .map((page) => page.path)
      .filter((page) => page !== "/apartment-guntur");
    expect([...checked.keys()]).toEqual(expect.arrayContaining(linked));
    expect(sprites.size).toBe(1);
  });

  test("every page passes the HTML validator", async () => {
    const validator = createHtmlValidator();
    const errors: string[] = [];
    for (const file of builtPages()) {
      const report = await validator.validateFile(file);
      for (const result of report.results) {
        for (const message of result.messages)
          errors.push(`${urlOf(file)}:${message.line}:${message.column} ${message.ruleId} ${message.message}`);
      }
    }
    expect(errors).toEqual([]);
  });

  test("every page passes the W3C Nu HTML Checker", async () => {
    // One Java start for every page (about 15 s on a shared 2-core machine).
    test.setTimeout(180_000);
    const pages = builtPages();
    const report = { messages: runNuChecker(pages) };
    const where = (message: NuMessage) =>
      `${message.url ? urlOf(fileURLToPath(message.url)) : "?"}:${message.lastLine ?? "?"}:${message.firstColumn ?? message.lastColumn ?? "?"}`;
    // Errors fail; so does a page the checker could not read ("non-document-error").
    const errors = report.messages
      .filter((message) => message.type !== "info")
      .map((message) => `${where(message)} ${message.type} ${message.message}`);
    // Warnings are reported, not failed on; info messages (such as React's "/>" on void elements) are left out.
    const warnings = report.messages.filter((message) => message.type === "info" && message.subType === "warning");
    for (const warning of warnings)
      test.info().annotations.push({ type: "Nu checker warning", description: `${where(warning)} ${warning.message}` });
    if (warnings.length)
      console.log(
        `Nu HTML Checker: ${warnings.length} warnings\n${warnings.map((w) => `  ${where(w)} ${w.message}`).join("\n")}`,
      );
    expect(errors).toEqual([]);
  });
});
