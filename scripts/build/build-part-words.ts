/**
 * Writes app/generated/part-words.ts: the words each part reads, worked out from the code (part-words.ts), for
 * app/parts/with-words.tsx and the after-first-paint loader (first-screen-preloads.ts). A step of `npm run generate`,
 * after the content build, whose `Words` type it reads. The analysis takes some 15 seconds: the file records a hash of
 * the code it was worked out from, and is worked out again only when that changed.
 *
 *   tsx scripts/build/build-part-words.ts
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { type PartWords, workOutPartWords } from "./part-words";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TARGET = path.join(ROOT, "app/generated/part-words.ts");

/** A hash of what the analysis reads: the code of app/ and content/ (not what the build writes), and itself. */
function codeHash(): string {
  const hash = createHash("sha256");
  const files = ["app", "content"]
    .flatMap((dir) => ts.sys.readDirectory(path.join(ROOT, dir), [".ts", ".tsx"]))
    .filter((file) => !/\/(app|content)\/generated\//.test(file) && !file.endsWith(".test.ts"))
    .concat(
      [import.meta.filename, "part-words.ts"].map((file) => path.resolve(import.meta.dirname, file)),
      path.join(ROOT, "tsconfig.json"),
    )
    .sort();
  for (const file of files) hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  return hash.digest("base64url").slice(0, 16);
}

/** The module's text. */
export function partWordsModule(parts: PartWords, hash: string): string {
  const lines = [
    `// Written by scripts/build/build-part-words.ts from the parts' code (scripts/build/part-words.ts): code ${hash}.`,
    `import type { Words } from "#content/words.ts";`,
    "",
    "/** The words each part reads, by the name its module exports it as (the island's `component-export`). */",
    "export const partWords = {",
    ...Object.entries(parts)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([part, words]) => `  ${part}: [${words.map((word) => JSON.stringify(word)).join(", ")}],`),
    "} as const satisfies Record<string, readonly (keyof Words)[]>;",
    "",
    "/** A part's name, as its module exports it. */",
    "export type PartName = keyof typeof partWords;",
  ];
  return `${lines.join("\n")}\n`;
}

if (process.argv[1] === import.meta.filename) {
  const hash = codeHash();
  if (existsSync(TARGET) && readFileSync(TARGET, "utf8").includes(`: code ${hash}.`)) {
    console.log("Part words: the code is as before, app/generated/part-words.ts too");
  } else {
    const parts = workOutPartWords(ROOT);
    mkdirSync(path.dirname(TARGET), { recursive: true });
    writeFileSync(TARGET, partWordsModule(parts, hash));
    console.log(`Part words: the words of ${Object.keys(parts).length} parts, worked out from their code, written to app/generated/part-words.ts`);
  }
}
