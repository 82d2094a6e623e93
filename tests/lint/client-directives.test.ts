import path from "node:path";
import { ESLint, type Linter } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The project's own eslint.config.js on small shells: a shell may give an island only the site's own client
// directives (app/astro/directives.ts), never Astro's, which would fetch scripts before the first paint
// (docs/decisions/0024-islands.md).
const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function lint(code: string): Promise<Linter.LintMessage[]> {
  const filePath = path.join(root, "app/shells/example.astro");
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  return result.messages;
}

const shell = (island: string) => `---
import { Bar } from "#app/parts/Bar.tsx";
---

${island}
`;

// The first run loads the parsers and plugins: seconds on a busy machine, beyond a test's default timeout.
beforeAll(() => lint(shell("")), 60_000);

describe("client directives in a shell (no-restricted-syntax)", () => {
  it("fails Astro's client:load and client:visible, naming the site's directives and the decision", async () => {
    for (const directive of ["client:load", "client:visible"]) {
      const messages = await lint(shell(`<Bar ${directive} lang="en" />`));
      expect(messages.map(({ ruleId, message }) => ({ ruleId, message }))).toEqual([
        {
          ruleId: "no-restricted-syntax",
          message: expect.stringMatching(
            /client:afterpaint, client:near, client:stored \(docs\/decisions\/0024-islands\.md\)/,
          ),
        },
      ]);
    }
  });

  it("fails a directive Astro does not have either", async () => {
    const messages = await lint(shell(`<Bar client:someday lang="en" />`));
    expect(messages.map((message) => message.ruleId)).toEqual(["no-restricted-syntax"]);
  });

  it("passes the site's own directives", async () => {
    expect(await lint(shell(`<Bar client:near lang="en" />`))).toEqual([]);
    expect(await lint(shell(`<Bar client:afterpaint lang="en" />`))).toEqual([]);
    expect(await lint(shell(`<Bar client:stored="key" lang="en" />`))).toEqual([]);
  });
});
