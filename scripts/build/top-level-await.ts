/**
 * Finds top-level await in the browser's scripts. Safari's WebKit hands a module that awaits at its top level, when
 * two imports ask for it at once, to the second before it has run to its end (WebKit bug 242740): its exports are
 * undefined there. Two islands of one page share modules, so none of the build's scripts may have one
 * (app/parts/with-words.tsx says how the parts do without). scripts/build/finish-site.ts fails the build on one.
 */
import { readFileSync } from "node:fs";
import { type Node, parse } from "acorn";

const FUNCTIONS = new Set(["FunctionDeclaration", "FunctionExpression", "ArrowFunctionExpression"]);

/** Whether `node` or a node under it awaits outside every function: `await x` or `for await`. */
function awaitsAtTop(node: Node): boolean {
  if (FUNCTIONS.has(node.type)) return false;
  if (node.type === "AwaitExpression" || (node.type === "ForOfStatement" && "await" in node && node.await === true))
    return true;
  for (const value of Object.values(node)) {
    const children: unknown[] = Array.isArray(value) ? value : [value];
    for (const child of children)
      if (child && typeof child === "object" && "type" in child && awaitsAtTop(child as Node)) return true;
  }
  return false;
}

/** The files of `files` whose module awaits at its top level. */
export function filesWithTopLevelAwait(files: string[]): string[] {
  return files.filter((file) =>
    awaitsAtTop(parse(readFileSync(file, "utf8"), { ecmaVersion: "latest", sourceType: "module" })),
  );
}
