import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { inlineScript } from "./inline-script";

/** A module like the callers': an exported typed function, with a comment and a helper beside it. */
const moduleSource = `import { something } from "./elsewhere";

export const LABEL = "not in the page";

/** Counts the links it is told to. */
export function countLinks(config: { selector: string; offset: number }): void {
  // A nested named function, the construct that esbuild's keepNames wraps in __name().
  function count(): number {
    return document.querySelectorAll(\`link[\${config.selector}]\`).length + config.offset;
  }
  const result = { total: count() } satisfies { total: number };
  (window as unknown as { counted: number }).counted = result.total;
}

export function closesScript(): void {
  document.title = "</script>";
}

export function opensComment(): void {
  document.title = "<!--";
}
`;

function writeModule(source = moduleSource): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "inline-script-")), "module.ts");
  writeFileSync(file, source);
  return file;
}

describe("inlineScript", () => {
  it("writes the function alone, minified ES5 without types, comments or modifiers, called with its arguments", () => {
    const script = inlineScript(writeModule(), "countLinks", [{ selector: "data-x", offset: 2 }]);
    expect(script).toMatch(/^\(function\s*\w*\(\w+\)\{/);
    // Called at once with its arguments (which the next test proves it receives).
    expect(script).toMatch(/\}\)\(\{.*"data-x".*\}\);$/);
    for (const absent of ["export", "import", "LABEL", "satisfies", ": number", "const ", "`", "//", "/**", "__name"]) {
      expect(script, absent).not.toContain(absent);
    }
  });

  it("runs in a context that has nothing of its module", () => {
    const script = inlineScript(writeModule(), "countLinks", [{ selector: "data-x", offset: 2 }]);
    const selectors: string[] = [];
    const window = { counted: 0 };
    const document = { querySelectorAll: (selector: string) => (selectors.push(selector), [{}, {}, {}]) };
    runInNewContext(script, { window, document });
    expect(selectors).toEqual(["link[data-x]"]);
    expect(window.counted).toBe(5);
  });

  it("gives the same text every time, so the pages' CSP hash holds", () => {
    const file = writeModule();
    expect(inlineScript(file, "countLinks", [{ selector: "a", offset: 0 }])).toBe(
      inlineScript(writeModule(), "countLinks", [{ selector: "a", offset: 0 }]),
    );
    expect(inlineScript(file, "countLinks", [{ selector: "a", offset: 0 }])).not.toBe(
      inlineScript(file, "countLinks", [{ selector: "b", offset: 0 }]),
    );
  });

  it("fails the build, naming the module, when the function is not there", () => {
    const file = writeModule();
    expect(() => inlineScript(file, "missing")).toThrowError(`${file}: no top-level function missing to write into the pages`);
  });

  it("escapes </script in a string, which would end the script element early", () => {
    const script = inlineScript(writeModule(), "closesScript");
    expect(script).not.toContain("</script");
    const document = { title: "" };
    runInNewContext(script, { document });
    expect(document.title).toBe("</script>");
  });

  it("fails the build on <!--, which changes how the HTML parser reads a script", () => {
    const file = writeModule();
    expect(() => inlineScript(file, "opensComment")).toThrowError(`${file}: opensComment holds "</script" or "<!--"`);
    expect(() => inlineScript(file, "countLinks", [{ selector: "<!--", offset: 0 }])).toThrowError(
      `${file}: countLinks holds "</script" or "<!--"`,
    );
  });

  it("fails the build when the function does not parse", () => {
    const file = writeModule("export function broken(): void {\n  const x = ;\n}\n");
    expect(() => inlineScript(file, "broken")).toThrowError(`${file}: broken does not transpile: Expression expected.`);
  });
});
