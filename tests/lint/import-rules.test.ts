import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint, type Linter } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The project's own eslint.config.js, run through ESLint's Node API: these rules only help if the
// resolver really follows the `#app/` alias (package.json `imports`) and relative paths, which a config file cannot show by itself.
const root = path.resolve(import.meta.dirname, "../..");
// no-unresolved is on here only: a clean result must mean "resolved and allowed", not "never resolved".
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { "import-x/no-unresolved": "error" } } });

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  return result.messages;
}

// The first run loads the parser, plugins and tsconfig: seconds on a busy machine, beyond a test's default timeout.
beforeAll(() => lint("app/utils/example.ts", "export {};\n"), 60_000);

const boundaryErrors = (messages: Linter.LintMessage[]) =>
  messages.filter((message) => message.ruleId === "import-x/no-restricted-paths").map((message) => message.message);

// An existing module with its own imports, so the imports below resolve to a real file.
const blogModule = "#app/features/blog/post-meta.ts";
const code = (specifier: string) =>
  `import { getPostMeta } from "${specifier}";\nexport const meta = getPostMeta(null);\n`;

describe("import boundaries (import-x/no-restricted-paths)", () => {
  it("stops a feature importing another feature through the alias", async () => {
    const errors = boundaryErrors(await lint("app/features/home/example.ts", code(blogModule)));
    expect(errors).toEqual([expect.stringContaining("features do not import each other")]);
  });

  it("stops a feature importing another feature through a relative path", async () => {
    const errors = boundaryErrors(await lint("app/features/home/example.ts", code("../blog/post-meta")));
    expect(errors).toEqual([expect.stringContaining("features do not import each other")]);
  });

  it("lets a feature import its own modules", async () => {
    expect(await lint("app/features/blog/example.ts", code(blogModule))).toEqual([]);
  });

  it("stops shared UI importing a feature", async () => {
    const errors = boundaryErrors(await lint("app/components/ui/example.ts", code(blogModule)));
    expect(errors).toEqual([expect.stringContaining("shared UI must not import features")]);
  });

  it("stops content importing the app", async () => {
    const messages = await lint(
      "content/example.ts",
      `import { postPathById } from "#app/utils/paths.ts";\nexport const p = postPathById;\n`,
    );
    expect(boundaryErrors(messages)).toEqual([expect.stringContaining("content/ must not depend on the app")]);
  });

  it("lets a page and a shell's part compose features", async () => {
    expect(await lint("app/pages/example.ts", code(blogModule))).toEqual([]);
    expect(await lint("app/parts/example.ts", code(blogModule))).toEqual([]);
  });

  it("stops a feature importing a shell's part", async () => {
    const messages = await lint(
      "app/features/blog/example.ts",
      `import { Hero } from "#app/parts/Hero.tsx";
export const h = Hero;
`,
    );
    expect(boundaryErrors(messages)).toEqual([expect.stringContaining("features must not import the shells' parts")]);
  });
});

describe("imports from another folder (no-restricted-imports)", () => {
  it("refuses a `../` path, and takes the alias of package.json `imports`", async () => {
    const refused = await lint("app/features/home/example.ts", code("../blog/post-meta"));
    expect(refused.filter((message) => message.ruleId === "no-restricted-imports")).toHaveLength(1);
    const taken = await lint("app/pages/example.ts", code(blogModule));
    expect(taken.filter((message) => message.ruleId === "no-restricted-imports")).toEqual([]);
  });
});

describe("import cycles (import-x/no-cycle)", () => {
  // The rule follows imports on disk: the modules are written to a temporary folder, removed afterwards.
  const dir = mkdtempSync(path.join(root, "tests/lint/cycle-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(path.join(dir, "a.ts"), `import { b } from "./b";\nexport const a = () => b;\n`);
  writeFileSync(path.join(dir, "b.ts"), `import { a } from "./a";\nexport const b = () => a;\n`);
  writeFileSync(path.join(dir, "c.ts"), `export const c = 1;\n`);
  const relative = (file: string) => path.relative(root, path.join(dir, file));

  it("reports a module importing one that imports it back", async () => {
    const messages = await lint(relative("a.ts"), `import { b } from "./b";\nexport const a = () => b;\n`);
    expect(messages.map((message) => message.ruleId)).toEqual(["import-x/no-cycle"]);
  });

  it("accepts a one-way import", async () => {
    expect(await lint(relative("a.ts"), `import { c } from "./c";\nexport const a = () => c;\n`)).toEqual([]);
  });
});

describe("import order (import-x/order)", () => {
  const ordered = [
    `import path from "node:path";`,
    `import { z } from "zod";`,
    `import { cn } from "#app/utils/cn.ts";`,
    `import { postPathById } from "#app/utils/paths.ts";`,
    `import { site } from "#content/site.ts";`,
    `import { getPostMeta } from "./post-meta";`,
  ];
  const lintImports = (lines: (string | undefined)[]) =>
    lint(
      "app/features/blog/example.ts",
      `${lines.join("\n")}\nexport const all = [path, z, site, cn, postPathById, getPostMeta];\n`,
    );
  const [builtin, external, cn, paths, content, sibling] = ordered;

  it("accepts Node built-ins, then packages, then aliases, then relative paths, each alphabetical", async () => {
    expect(await lintImports(ordered)).toEqual([]);
  });

  it("reports a relative import above a package", async () => {
    const messages = await lintImports([sibling, builtin, external, cn, paths, content]);
    expect(messages.map(({ ruleId, message }) => [ruleId, message])).toEqual([
      ["import-x/order", "`./post-meta` import should occur after import of `#content/site.ts`"],
    ]);
  });

  it("reports aliases out of alphabetical order", async () => {
    const messages = await lintImports([builtin, external, paths, cn, content, sibling]);
    expect(messages.map(({ ruleId, message }) => [ruleId, message])).toEqual([
      ["import-x/order", "`#app/utils/cn.ts` import should occur before import of `#app/utils/paths.ts`"],
    ]);
  });
});
