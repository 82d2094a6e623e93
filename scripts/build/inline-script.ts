/**
 * Writes a TypeScript function into a page as an inline script that calls it:
 * `(function name(…) {…})(…arguments as JSON…);`.
 *
 * The text comes from the function's source in its module, transpiled here by TypeScript to ES5,
 * not from `fn.toString()`: that returns what the runner made of the function, and runners differ.
 * tsx, which runs the build, adds esbuild's `__name(…)` calls, which no page defines; vitest does not,
 * so its tests would check other code than the build ships. Here the same source always gives the
 * same text, in the build and in the tests, and so the same CSP hash (scripts/build/finish-site.ts
 * hashes the text it finds in the pages). ES5, like the project's other inline scripts, so the
 * script runs as written in any browser that runs scripts; esbuild then minifies it (whitespace and
 * local names), as every page carries it: the page's first round trip holds only so many bytes.
 *
 * The function must be self-contained: the page gets its text and its arguments, nothing else of
 * its module. The unit tests beside each caller run the text in a bare context to prove it.
 */
import { readFileSync } from "node:fs";
import { transformSync } from "esbuild";
import ts from "typescript";

export function inlineScript(moduleFile: string, functionName: string, args: readonly unknown[] = []): string {
  const source = ts.createSourceFile(moduleFile, readFileSync(moduleFile, "utf8"), ts.ScriptTarget.Latest, true);
  const declaration = source.statements.find(
    (statement): statement is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(statement) && statement.name?.text === functionName,
  );
  const keyword = declaration?.getChildren(source).find((child) => child.kind === ts.SyntaxKind.FunctionKeyword);
  if (!declaration?.body || !keyword) {
    throw new Error(`${moduleFile}: no top-level function ${functionName} to write into the pages`);
  }
  // From `function` to the closing brace: `export` and the other modifiers stay behind.
  const fn = source.text.slice(keyword.getStart(source), declaration.end);
  const call = `(${fn})(${args.map((arg) => JSON.stringify(arg)).join(", ")});`;
  const { outputText, diagnostics = [] } = ts.transpileModule(call, {
    reportDiagnostics: true,
    compilerOptions: {
      target: ts.ScriptTarget.ES5,
      removeComments: true,
      newLine: ts.NewLineKind.LineFeed,
    },
  });
  if (diagnostics.length > 0) {
    const messages = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    throw new Error(`${moduleFile}: ${functionName} does not transpile: ${messages.join("; ")}`);
  }
  const script = transformSync(outputText, { minify: true, target: "es5" }).code.trim();
  // Either would end the <script> element early or change how the HTML parser reads it.
  if (/<\/script|<!--/i.test(script)) {
    throw new Error(`${moduleFile}: ${functionName} holds "</script" or "<!--", which cannot sit in an inline script`);
  }
  return script;
}
