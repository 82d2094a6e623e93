import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

/**
 * `npm ci && npm start` on a fresh clone runs serve.ts before anything is built or generated: every module it
 * imports must exist in the repository as committed. Read from esbuild's bundle of it, packages left out.
 */
describe("the server's imports", () => {
  it("need no build: nothing under content/generated/ or build/", async () => {
    const { metafile } = await build({
      entryPoints: [path.resolve("scripts/server/serve.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      packages: "external",
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const inputs = Object.keys(metafile.inputs);
    expect(inputs).toContain("scripts/server/serve.ts");
    expect(inputs.filter((input) => /^(content\/generated|build)\//.test(input))).toEqual([]);
  });
});
