/**
 * npm run compare:pages -- <before> [after]: whether two builds' pages are the same HTML, page by page, with what
 * differs on every build set aside (the content hashes in asset names and in the CSP's script hashes, and the islands'
 * ids, which hash the folder the build ran in). For a change
 * that must leave every page as it was (a refactor, a content model change): build before it into a copy
 * (`cp -r build/client /tmp/before`), build after it, compare. `after` is build/client unless given. Prints each page
 * that differs and a count; exits 1 when any page differs or is missing on one side.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * A page's HTML with its build-to-build noise set aside: hashed asset names, CSP and integrity hashes, and the
 * `uid` of each <astro-island>, which Astro hashes from the island's HTML, its props and its module's absolute path:
 * the same page built in another checkout (another folder) has other ids. The HTML and props are compared
 * where the page holds them.
 */
export function comparable(html: string): string {
  return html
    .replace(/(\/assets\/[\w.-]*?)[-.][\w-]{8,10}(\.\w+)/g, "$1.#$2")
    .replace(/sha(256|384|512)-[A-Za-z0-9+/=]+/g, "sha$1-#")
    .replace(/(<astro-island uid=")[\w-]+"/g, '$1#"');
}

function pages(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === "admin" && dir === root ? [] : pages(root, file);
    return name.endsWith(".html") ? [path.relative(root, file)] : [];
  });
}

function main([before, after = "build/client"]: string[]) {
  if (!before) throw new Error("usage: npm run compare:pages -- <before folder> [after folder, build/client]");
  const left = new Set(pages(before));
  const right = new Set(pages(after));
  const differing = [...left].filter(
    (page) =>
      right.has(page) &&
      comparable(readFileSync(path.join(before, page), "utf8")) !==
        comparable(readFileSync(path.join(after, page), "utf8")),
  );
  const missing = [...left].filter((page) => !right.has(page)).map((page) => `only in ${before}: ${page}`);
  const added = [...right].filter((page) => !left.has(page)).map((page) => `only in ${after}: ${page}`);
  for (const line of [...differing.map((page) => `differs: ${page}`), ...missing, ...added]) console.log(line);
  console.log(
    `compare-pages: ${left.size} pages before, ${right.size} after; ${differing.length} differ, ` +
      `${missing.length + added.length} on one side only`,
  );
  if (differing.length + missing.length + added.length > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
