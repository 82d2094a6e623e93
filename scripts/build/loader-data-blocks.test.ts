import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { enqueueFromBlockScript, moveLoaderDataToBlocks } from "./loader-data-blocks";

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
    expect(html).toContain(`</script><script>${enqueueFromBlockScript()}</script><script>window.__reactRouterContext.streamController.close();`);
    expect(html).not.toContain(".enqueue(\"");
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("gives two pages with different data the same executable scripts", () => {
    const scripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body);
    expect(scripts(moveLoaderDataToBlocks(page('["home"]')))).toContain(enqueueFromBlockScript());
    expect(scripts(moveLoaderDataToBlocks(page('["home"]')))).toEqual(scripts(moveLoaderDataToBlocks(page('["blog"]'))));
  });

  it("handles every chunk of a streamed page", () => {
    const html = moveLoaderDataToBlocks(`${enqueue('["one"]')}${enqueue('["two"]')}`);
    expect(html.match(/type="application\/json"/g)).toHaveLength(2);
  });

  it("fails the build, naming the page, on data it cannot carry safely", () => {
    const raw = '<script>window.__reactRouterContext.streamController.enqueue("a</b");</script>';
    expect(() => moveLoaderDataToBlocks(raw, "blog/index.html")).toThrowError(
      "blog/index.html: loader-data-blocks: React Router's loader data contains an unescaped <",
    );
    const bad = '<script>window.__reactRouterContext.streamController.enqueue("\\x41");</script>';
    expect(() => moveLoaderDataToBlocks(bad, "index.html")).toThrowError(
      "index.html: loader-data-blocks: React Router's loader data is not a JSON string literal",
    );
  });

  it("fails the build when a page has no loader data script in the form it moves", () => {
    expect(() => moveLoaderDataToBlocks("<body><main>Hi</main></body>", "thank-you/index.html")).toThrowError(
      'thank-you/index.html: loader-data-blocks: no <script>window.__reactRouterContext.streamController.enqueue("…");</script> to move',
    );
  });

  it("fails the build when a loader data script in another form would be left behind, needing a hash of its own", () => {
    const other = "<script>window.__reactRouterContext.streamController.enqueue('[\"two\"]');</script>";
    expect(() => moveLoaderDataToBlocks(page('["one"]').replace("</body>", `${other}</body>`), "blog/index.html")).toThrowError(
      /^blog\/index\.html: loader-data-blocks: 1 loader data script\(s\) left in a form it does not know, such as ….*streamController\.enqueue\('/,
    );
  });
});

describe("the reader, as the pages carry it", () => {
  it("hands React Router's stream the string in the JSON block just before it", () => {
    const data = '[{"_1":2},"loaderData",{"title":"</script> flats"}]';
    const [, block = ""] = /<script type="application\/json">(.*?)<\/script>/.exec(moveLoaderDataToBlocks(page(data))) ?? [];
    const enqueued: unknown[] = [];
    const window = { __reactRouterContext: { streamController: { enqueue: (chunk: unknown) => enqueued.push(chunk) } } };
    const document = { currentScript: { previousElementSibling: { textContent: block } } };
    runInNewContext(enqueueFromBlockScript(), { window, document });
    expect(enqueued).toEqual([data]);
  });
});
