/**
 * Writes app/generated/part-words.ts: the words each part reads, worked out from the code (part-words.ts), for
 * app/parts/with-words.tsx and the after-first-paint loader (first-screen-preloads.ts). A step of `npm run generate`,
 * after the content build, whose `Words` type it reads. The analysis takes some 15 seconds: the file records a hash of
 * the code it was worked out from, and is worked out again only when that changed.
 *
 * Before it, app/generated/text-pages.ts: the part of each text page of app/page-registry.ts (a kind with `text`),
 * which app/shells/text-page.astro renders, so that such a page needs no part or shell written by hand
 * (docs/decisions/0038-text-pages-from-the-registry.md). Its parts are worked out with the others.
 *
 *   tsx scripts/build/build-part-words.ts
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { type PageKind, pageKinds } from "#app/page-registry.ts";
import { type PartWords, TEXT_PAGES_MODULE, workOutPartWords } from "./part-words";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TARGET = path.join(ROOT, "app/generated/part-words.ts");
const TEXT_PAGES = path.join(ROOT, TEXT_PAGES_MODULE);

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

/** A text page's part's name, from its kind's id: "not-found" is NotFound. */
function partNameOf(id: string): string {
  return id.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}

/**
 * The module of the text pages' parts: for each kind with `text`, its page component (app/pages/<id>.tsx) with the
 * words it reads (withWords), and the words whose `meta` gives its title. A component or words that do not exist,
 * or words with no `meta`, fail the type check of the module.
 */
export function textPagesModule(kinds: readonly PageKind[]): string {
  const pages = kinds.flatMap((kind) => {
    if ((kind.shell === "text-page") !== (kind.text !== undefined)) {
      throw new Error(`app/page-registry.ts: ${kind.id} needs both the shell "text-page" and \`text\`, or neither`);
    }
    if (!kind.text) return [];
    if (kind.pattern.includes(":")) throw new Error(`app/page-registry.ts: the text page ${kind.id} has a parameter`);
    return [{ id: kind.id, ...kind.text }];
  });
  const lines = [
    "// Written by scripts/build/build-part-words.ts from app/page-registry.ts: each text page's part, which",
    "// app/shells/text-page.astro renders; their words are worked out with every part's (app/generated/part-words.ts).",
    `import type { ComponentType } from "react";`,
    ...pages.map(({ id, component }) => `import { ${component} } from "#app/pages/${id}.tsx";`),
    `import { withWords } from "#app/parts/with-words.tsx";`,
    `import type { Words } from "#content/words.ts";`,
    "",
    "/** Words that hold a page's title and description (`meta`): a text page's own. */",
    "type PageWords = {",
    "  [Name in keyof Words]: Words[Name] extends { meta: { title: string; description: string } } ? Name : never;",
    "}[keyof Words];",
    "",
    "/** Each text page's part and its own words, by its kind's id. */",
    "export const textPages: Readonly<Record<string, { Part: ComponentType<{ lang: string }>; words: PageWords }>> = {",
    ...pages.map(
      ({ id, component, words }) =>
        `  ${JSON.stringify(id)}: { Part: withWords(${component}, ${JSON.stringify(partNameOf(id))}), words: ${JSON.stringify(words)} },`,
    ),
    "};",
  ];
  return `${lines.join("\n")}\n`;
}

if (process.argv[1] === import.meta.filename) {
  // Written only when it changed, so that `npm run dev` (vite-plugin-content.ts) does not reload what it serves.
  const textPages = textPagesModule(pageKinds);
  mkdirSync(path.dirname(TEXT_PAGES), { recursive: true });
  if (!existsSync(TEXT_PAGES) || readFileSync(TEXT_PAGES, "utf8") !== textPages) writeFileSync(TEXT_PAGES, textPages);
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
