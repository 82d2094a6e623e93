import { describe, expect, it } from "vitest";
import { afterFirstPaintLoaderScript, deferToFirstPaint } from "./after-first-paint";
import { moveLoaderDataToBlocks } from "./loader-data-blocks";
import { withoutHydration } from "./plain-pages";

const entry = `import "/assets/manifest-1.js";\nimport("/assets/entry.client-3.js");`;
const built = `<html><head><link rel="modulepreload" href="/assets/root-2.js"/><script type="application/ld+json">{"@type":"Thing"}</script></head><body><main><a href="/">Home</a></main><script>window.__reactRouterContext = {};</script><script>window.__reactRouterContext.streamController.enqueue("[]");</script><script type="module" async="">${entry}</script></body></html>`;

describe("withoutHydration", () => {
  it("takes out every script React Router wrote, keeping the page, its fonts loader and its structured data", () => {
    const page = moveLoaderDataToBlocks(deferToFirstPaint(built, () => "/assets/start-1.js"));
    const plain = withoutHydration(page, "offline/index.html");
    expect(plain).toBe(
      `<html><head><script type="application/ld+json">{"@type":"Thing"}</script></head><body><main><a href="/">Home</a></main><script>${afterFirstPaintLoaderScript()}</script></body></html>`,
    );
  });

  it("fails the build, naming the page, when the page has not been through the after-first-paint rewrite", () => {
    expect(() => withoutHydration(built, "offline/index.html")).toThrowError(
      "offline/index.html: plain-pages: expected the after-first-paint loader once, found 0",
    );
  });
});
