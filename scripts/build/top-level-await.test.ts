import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { filesWithTopLevelAwait } from "./top-level-await";

function files(sources: Record<string, string>): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "top-level-await-"));
  return Object.entries(sources).map(([name, source]) => {
    const file = path.join(dir, name);
    writeFileSync(file, source);
    return file;
  });
}

describe("filesWithTopLevelAwait", () => {
  it("finds an await or a for await outside every function, however deep in an expression", () => {
    const found = filesWithTopLevelAwait(
      files({
        "export.js": "function w(){}\nvar y = await w(1), b = w(2);\nexport { y as Greeting, b as Details };",
        "loop.js": "for await (const x of []) console.log(x);",
        "nested.js": "export const words = { en: [await import('./en.js')] };",
      }),
    ).map((file) => path.basename(file));
    expect(found).toEqual(["export.js", "loop.js", "nested.js"]);
  });

  it("leaves awaits inside functions, arrows and methods alone", () => {
    const found = filesWithTopLevelAwait(
      files({
        "functions.js":
          "async function a(){ await 1 }\nconst b = async () => { for await (const x of []) x; };\n" +
          "class C { async m(){ await 2 } }\nexport const d = { async e(){ await 3 } };",
      }),
    );
    expect(found).toEqual([]);
  });
});
