import { describe, expect, it } from "vitest";
import { AFTER_FIRST_PAINT_LOADER, deferToFirstPaint, ENTRY_BLOCK_ID } from "./after-first-paint";

const entry = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-3.js");`;

const page = `<html><head><link rel="modulepreload" href="/assets/root-2.js"/></head><body><main>Hi</main><script>window.__reactRouterContext = {};</script><script type="module" async="">${entry}</script></body></html>`;

describe("deferToFirstPaint", () => {
  it("keeps the entry code byte for byte in an inert block that the loader runs, and drops the preloads", () => {
    const html = deferToFirstPaint(page);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(`<script type="text/x-module-after-paint" id="${ENTRY_BLOCK_ID}">${entry}</script><script>${AFTER_FIRST_PAINT_LOADER}</script>`);
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("fails the build, naming the page, when React Router's entry script is missing or repeated", () => {
    expect(() => deferToFirstPaint("<html><body></body></html>", "blog/index.html")).toThrowError(
      "blog/index.html: expected one React Router entry <script type=\"module\">, found 0",
    );
    const twice = page.replace("</body>", `<script type="module">${entry}</script></body>`);
    expect(() => deferToFirstPaint(twice, "index.html")).toThrowError(/found 2/);
  });

  it("is a loader that parses as a classic script", () => {
    expect(() => new Function(AFTER_FIRST_PAINT_LOADER)).not.toThrow();
  });
});
