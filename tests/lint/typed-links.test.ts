import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The project's own eslint.config.js: a link to a page of the site is made by href() (app/utils/paths.ts), so that
// the type check knows it; a path written out in a link's attribute fails the lint (docs/decisions/0035).
const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function linkErrors(code: string, file = "app/features/home/example.tsx"): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  if (!result) throw new Error("ESLint returned no result");
  return result.messages.filter((message) => message.message.includes("made by href()")).length;
}

// The first run loads the parser, plugins and tsconfig: seconds on a busy machine.
beforeAll(() => linkErrors("export {};\n"), 60_000);

describe("typed links (eslint.config.js)", () => {
  it("refuses a page's path written out in href, in an expression and in a template", async () => {
    expect(await linkErrors(`export const A = () => <a href="/flats">x</a>;\n`)).toBe(1);
    expect(await linkErrors(`export const A = () => <a href={"/blog"}>x</a>;\n`)).toBe(1);
    expect(await linkErrors("export const A = ({ u }: { u: string }) => <a href={`/flats/${u}`}>x</a>;\n")).toBe(1);
  });

  it("refuses it in a prop that carries a link", async () => {
    const code = `const Link = (_: { listHref: string }) => null;\nexport const A = () => <Link listHref="/flats" />;\n`;
    expect(await linkErrors(code)).toBe(1);
  });

  it("refuses it in a shell", async () => {
    const shell = `---\nconst unit = "A-302";\n---\n<a href="/flats">x</a>\n<a href={\`/flats/\${unit}\`}>y</a>\n`;
    expect(await linkErrors(shell, "app/shells/example.astro")).toBe(2);
  });

  it("takes href(), a file's path and a section of the same page", async () => {
    const code = [
      `import { href } from "#app/utils/paths.ts";`,
      `export const A = () => <a href={href("/flats")}>x</a>;`,
      `export const B = () => <link href="/favicon.svg" />;`,
      `export const C = () => <a href="#contact">x</a>;`,
      "",
    ].join("\n");
    expect(await linkErrors(code)).toBe(0);
  });
});
