import { describe, expect, it } from "vitest";
import { ENQUEUE_FROM_BLOCK, moveLoaderDataToBlocks } from "./loader-data-blocks";

const enqueue = (data: string) =>
  `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(data).replaceAll("<", "\\u003c")});</script>`;

const page = (data: string) =>
  `<body><main>Hi</main><script>window.__reactRouterContext = {};</script>${enqueue(data)}<script>window.__reactRouterContext.streamController.close();</script></body>`;

describe("moveLoaderDataToBlocks", () => {
  it("moves the data into a JSON block that parses back to the same string, read by one constant script", () => {
    const data = '[{"_1":2},"loaderData",{"title":"2 \\"BHK\\" </script> flats"}]';
    const html = moveLoaderDataToBlocks(page(data));
    const [, block = ""] = /<script type="application\/json">(.*?)<\/script>/.exec(html) ?? [];
    expect(JSON.parse(block)).toBe(data);
    expect(html).toContain(`</script><script>${ENQUEUE_FROM_BLOCK}</script><script>window.__reactRouterContext.streamController.close();`);
    expect(html).not.toContain(".enqueue(\"");
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("gives two pages with different data the same executable scripts", () => {
    const scripts = (html: string) => [...html.matchAll(/<script>(.*?)<\/script>/g)].map(([, body]) => body);
    expect(scripts(moveLoaderDataToBlocks(page('["home"]')))).toEqual(scripts(moveLoaderDataToBlocks(page('["blog"]'))));
  });

  it("handles every chunk of a streamed page", () => {
    const html = moveLoaderDataToBlocks(`${enqueue('["one"]')}${enqueue('["two"]')}`);
    expect(html.match(/type="application\/json"/g)).toHaveLength(2);
  });

  it("fails the build, naming the page, on data it cannot carry safely", () => {
    const raw = '<script>window.__reactRouterContext.streamController.enqueue("a</b");</script>';
    expect(() => moveLoaderDataToBlocks(raw, "blog/index.html")).toThrowError("blog/index.html: React Router's loader data contains an unescaped <");
    const bad = '<script>window.__reactRouterContext.streamController.enqueue("\\x41");</script>';
    expect(() => moveLoaderDataToBlocks(bad, "index.html")).toThrowError("index.html: React Router's loader data is not a JSON string literal");
  });

  it("is a constant reader that parses as a classic script", () => {
    expect(() => new Function(ENQUEUE_FROM_BLOCK)).not.toThrow();
  });
});
